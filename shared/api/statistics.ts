import { z } from 'zod';
import { communicativeSkills, ItemTypeCodeSchema, sections } from '@shared/exam';

/** A share on 0-100, rounded to a whole percent; null when there is nothing to share. */
const PercentSchema = z.number().min(0).max(100).nullable();
/** A calendar date in the student's time zone, 'YYYY-MM-DD'. */
const DateKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * An IANA time zone the browser reports (Intl.DateTimeFormat().resolvedOptions().timeZone), so
 * that days and weeks are the student's own; UTC when none is given.
 */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Give an IANA time zone, such as Europe/London.' },
  );

/** How a set of practice answers went: how many, how many successful, and the share of the points earned. */
export const AnswerTallySchema = z.object({
  answers: z.int(),
  successful: z.int(),
  /** Successful answers over answers. */
  successRate: PercentSchema,
  /** Points earned over the points there were to earn. */
  pointsRate: PercentSchema,
});
export type AnswerTally = z.infer<typeof AnswerTallySchema>;

/** One day or week of practice. */
export const PracticePeriodSchema = AnswerTallySchema.extend({
  /** The period's first day. */
  start: DateKeySchema,
  /** Seconds on the question screens, for the answers that recorded it. */
  seconds: z.int(),
});

/** The AI analyses of one kind in one period: each trait's points earned over its maximum. */
export const TraitPeriodSchema = z.object({
  start: DateKeySchema,
  analyses: z.int(),
  /** Trait name → 0-100; a trait no analysis of the period scored is absent. */
  traits: z.record(z.string(), z.number().min(0).max(100)),
});

/** A scored mock test's headline scores (10-90), null where the mock does not assess the skill. */
export const MockScorePointSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  category: z.enum(['full', 'Reading', 'Listening', 'Speaking', 'Writing']),
  at: z.int(),
  overall: z.number().nullable(),
  reading: z.number().nullable(),
  writing: z.number().nullable(),
  listening: z.number().nullable(),
  speaking: z.number().nullable(),
});

/** An item type among the weakest, with the practice list to go to. */
export const WeakTypeSchema = z.object({
  type: ItemTypeCodeSchema,
  name: z.string(),
  section: z.enum(sections),
  answers: z.int(),
  pointsRate: z.number().min(0).max(100),
  /** The practice list of the type, e.g. /practice?section=Listening&exercise=LWD. */
  link: z.string(),
});

/** The estimated score of one communicative skill. */
export const SkillEstimateSchema = z.object({
  skill: z.enum(communicativeSkills),
  /** 10-90; null until `minimumAnswers` answers count toward the skill. */
  score: z.number().min(0).max(90).nullable(),
  /** Answers the estimate used (at most `lastAnswers`). */
  answers: z.int(),
});

/** The statistics page of one student, every figure computed from their own answers, analyses and mock tests. */
export const StudentStatisticsSchema = z.object({
  timeZone: z.string(),
  /** Days for a history of at most a month, weeks beyond. */
  granularity: z.enum(['day', 'week']),
  totals: AnswerTallySchema.extend({
    seconds: z.int(),
    /** Days with at least one practice answer. */
    activeDays: z.int(),
    aiAnalyses: z.int(),
    mockTests: z.int(),
    firstAt: z.int().optional(),
    lastAt: z.int().optional(),
  }),
  /** The four sections, in the exam's order, answered or not. */
  sections: z.array(AnswerTallySchema.extend({ section: z.enum(sections) })),
  /** The item types answered, in the exam's order. */
  itemTypes: z.array(AnswerTallySchema.extend({ type: ItemTypeCodeSchema, name: z.string(), section: z.enum(sections) })),
  /** From the first period with practice to the current one (at most `periodsShown` of them). */
  periods: z.array(PracticePeriodSchema),
  /** Per kind of AI analysis (speaking, writing), the traits it scored and their periods. */
  aiTraits: z.array(z.object({ section: z.enum(['Speaking', 'Writing']), traits: z.array(z.string()), periods: z.array(TraitPeriodSchema) })),
  /** Scored mock tests, oldest first. */
  mockTests: z.array(MockScorePointSchema),
  weakest: z.array(WeakTypeSchema),
  estimate: z.object({
    /** How the estimate was made, so the page can say it: the last `lastAnswers` scored answers per skill, at least `minimumAnswers`. */
    lastAnswers: z.int(),
    minimumAnswers: z.int(),
    skills: z.array(SkillEstimateSchema),
  }),
  rules: z.object({ weakestMinimumAnswers: z.int(), periodsShown: z.int(), secondsCap: z.int() }),
});
export type StudentStatistics = z.infer<typeof StudentStatisticsSchema>;
