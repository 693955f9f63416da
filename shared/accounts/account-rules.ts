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

const minute = 60 * 1000;
const day = 24 * 60 * minute;

/**
 * How often one key may do one thing: at most `limit` times in a window of `windowMs` that opens
 * at the first time (server: functions/data rate-limit). Each is counted with one conditional
 * write, so parallel requests never pass a limit.
 */
export const rateRules = {
  /** Login attempts for one e-mail address not ended by a success: the 6th within 15 minutes is refused. */
  login: { limit: 5, windowMs: 15 * minute },
  /** Failed logins from one client address, whatever the e-mail addresses tried. */
  loginFailuresFromAddress: { limit: 30, windowMs: 15 * minute },
  /** A verification or reset link per account while the last one is valid: one mail is enough until it expires. */
  linkMail: { limit: 1, windowMs: emailTokenLifetimeMs },
  /** Invitations a student may send per day, so that invites cannot be used to spam. */
  invites: { limit: 10, windowMs: day },
  /** Mails sent on request (sign-up, reset, contact, invitations) from one client address per hour. */
  mailsFromAddress: { limit: 50, windowMs: 60 * minute },
  /**
   * Free AI speaking answers of visitors: each visitor id keeps the spec's free credits, but a new
   * id costs nothing to make, so the server's cost is bounded per client address and in all.
   */
  visitorSpeechFromAddress: { limit: 40, windowMs: day },
  visitorSpeechAll: { limit: 5000, windowMs: day },
  /**
   * Parts of answers recognised while they are recorded (no credit is spent on a part), per
   * student or, for visitors, per client address: a 40 s answer sends 3 or 4, so 240 an hour is a
   * busy hour of practice. Past it, answers are recognised whole once submitted.
   */
  speechParts: { limit: 240, windowMs: 60 * minute },
  /** Visitors' blog votes from one client address: one vote per visitor id, but a new id costs nothing. */
  blogVotesFromAddress: { limit: 60, windowMs: 60 * minute },
} as const;

/** The notifications bell lists at most this many (spec/platform.md §9). */
export const notificationsShown = 5;

/** Full mock test credits a completed survey earns (spec/platform.md §9). */
export const surveyRewardFullMockCredits = 1;
