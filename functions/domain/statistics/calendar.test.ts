import { describe, expect, it } from 'vitest';
import { addDays, dateKeyOf, daysBetween, weekStartOf } from './calendar';

describe('dateKeyOf', () => {
  it("gives an instant's date in the student's time zone", () => {
    const lateUtc = Date.UTC(2026, 0, 1, 23, 30);

    expect(dateKeyOf(lateUtc, 'UTC')).toBe('2026-01-01');
    expect(dateKeyOf(lateUtc, 'Asia/Tokyo')).toBe('2026-01-02');
    expect(dateKeyOf(Date.UTC(2026, 0, 1, 3), 'America/New_York')).toBe('2025-12-31');
  });
});

describe('addDays and daysBetween', () => {
  it('count calendar days across months, years and a daylight saving change', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-03-28', '2026-04-04')).toBe(7);
    expect(daysBetween('2026-01-08', '2026-01-01')).toBe(-7);
  });
});

describe('weekStartOf', () => {
  it('gives the Monday of the week, a Monday itself and a Sunday the Monday before', () => {
    expect(weekStartOf('2026-01-05')).toBe('2026-01-05');
    expect(weekStartOf('2026-01-04')).toBe('2025-12-29');
    expect(weekStartOf('2026-01-07')).toBe('2026-01-05');
  });
});
