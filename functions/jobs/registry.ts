/**
 * The scheduled jobs (DESIGN §2 "EventBridge schedule ──► jobs"): the jobs stack gives each a
 * function and an EventBridge rule every `everyMinutes`; the local platform runs the same entry
 * on a timer of the same period.
 */
export const jobs = {
  // Ends promotions past their end and clears users' personal promotions whose 24 hours are over.
  // Prices never wait for it (they check the clock), so a quarter of an hour is plenty.
  promotionExpiry: { entry: 'functions/jobs/promotion-expiry/index.ts', everyMinutes: 15, timeoutSeconds: 60 },
} as const;

export type JobName = keyof typeof jobs;
