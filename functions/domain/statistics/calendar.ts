/**
 * Calendar days in a student's time zone, as 'YYYY-MM-DD' keys: days and weeks are counted on the
 * keys (plain date arithmetic in UTC), so a change of daylight saving time never splits a day.
 */

const day = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The date of an instant in a time zone. Example: dateKeyOf(Date.UTC(2026, 0, 1, 23), 'Asia/Tokyo') === '2026-01-02'. */
export function dateKeyOf(at: number, timeZone: string): string {
  return formatOf(timeZone).format(at);
}

const toUtc = (key: string) => Date.parse(`${key}T00:00:00Z`);
const fromUtc = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The date `days` after (or before, when negative) a date. Example: addDays('2026-03-01', -1) === '2026-02-28'. */
export function addDays(key: string, days: number): string {
  return fromUtc(toUtc(key) + days * day);
}

/** Whole days from one date to another. Example: daysBetween('2026-01-01', '2026-01-08') === 7. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / day);
}

/** The Monday of a date's week (ISO weeks start on Monday). Example: weekStartOf('2026-01-04') === '2025-12-29'. */
export function weekStartOf(key: string): string {
  const weekday = new Date(toUtc(key)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(key, -((weekday + 6) % 7));
}
