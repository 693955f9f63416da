import type { StudentStatistics } from '@shared/api';

const shortDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A period's first day as the charts label it, e.g. '12 Mar' (the key is already the student's own date). */
export function dateLabel(key: string): string {
  return shortDate.format(Date.parse(`${key}T00:00:00Z`));
}

/** Time practised in words: '45 min', '1 h 5 min'; 'under 1 min' for a few seconds. */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return '0 min';
  if (seconds < 60) return 'under 1 min';
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** A share for the page: '67 %', or '–' when there is nothing to share. */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${value} %`;
}

/** The entry with the largest value, the first of equals; undefined when every value is 0. */
export function largest<T>(items: readonly T[], valueOf: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (valueOf(item) > 0 && (best === undefined || valueOf(item) > valueOf(best))) best = item;
  return best;
}

/** Whether the student has anything to see: a new student gets the page's first steps instead. */
export function hasActivity(statistics: StudentStatistics): boolean {
  return statistics.totals.answers > 0 || statistics.totals.aiAnalyses > 0 || statistics.totals.mockTests > 0;
}
