/** Exam types a student prepares for; the switch offers these two (spec/platform.md §3 "Exams"). */
export const examTypes = ['Academic', 'Core'] as const;
export type ExamType = (typeof examTypes)[number];

/** The exam type switch's labels (spec/platform.md §3). */
export const examTypeLabels: Record<ExamType, string> = { Academic: 'PTE Academic', Core: 'PTE Core' };

export const passwordMinLength = 8;
/** scrypt hashes any length, but a bound keeps a request from spending seconds on one. */
export const passwordMaxLength = 128;

/** Night hours when automatic night mode is on (spec/platform.md §3 defaults). */
export const defaultNightHours = { nightTimeStart: 20, nightTimeEnd: 8 } as const;

/**
 * Whether the app shows night mode: automatic night mode follows the night hours (which may wrap
 * past midnight), otherwise the manual flag applies (spec/platform.md §6).
 * Example: isNightTime({ auto: true, isNightMode: false, nightTimeStart: 20, nightTimeEnd: 8 }, 23) === true.
 */
export function isNightTime(
  settings: { auto: boolean; isNightMode: boolean; nightTimeStart: number; nightTimeEnd: number },
  hour: number,
): boolean {
  if (!settings.auto) return settings.isNightMode;
  const { nightTimeStart: start, nightTimeEnd: end } = settings;
  return start <= end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * Credits a new account starts with; packages add more (spec/practice.md §1: "a credit allowance").
 * One full and one section mock test, so that every student can try both kinds once.
 */
export const startingCredits = { speakingCredits: 20, writingCredits: 5, fullMockCredits: 1, sectionMockCredits: 1 } as const;

/** Mock test credits the local demo student gets on top of the starting ones, to try every kind of mock. */
export const demoMockCredits = { full: 4, section: 4 } as const;

/** E-mail tokens (verification, password reset, invitation) are single-use and expire after an hour. */
export const emailTokenLifetimeMs = 60 * 60 * 1000;

/** Login throttling: this many failures for one e-mail within the window refuse further attempts. */
export const loginThrottle = { failures: 5, windowMs: 15 * 60 * 1000 } as const;

/** Invitations a student may send per day, so that invites cannot be used to spam. */
export const invitesPerDay = 10;

/** The notifications bell lists at most this many (spec/platform.md §9). */
export const notificationsShown = 5;
