import { z } from 'zod';
import { ItemTypeCodeSchema, reportedEnablingSkills, sections, variants } from '@shared/exam';
import type { MockAnswer, MockQuestion } from '@shared/mock';
import { AnonymousIdSchema, SpeechPartsSchema } from './speaking';

/** What a mock covers (spec/platform.md §3 mockTestCategory): the full test or one section. */
export const MockCategorySchema = z.enum(['full', ...sections], { message: 'Choose full or a section: Reading, Listening, Speaking or Writing.' });

export const MockTestIdSchema = z
  .string({ message: 'Choose a mock test.' })
  .trim()
  .min(1, { message: 'Choose a mock test.' })
  .max(100, { message: 'This mock test does not exist.' })
  .regex(/^[a-z0-9-]+$/, { message: 'This mock test does not exist.' });

export const SessionIdSchema = z.uuid({ message: 'This mock test does not exist.' });

/** Sent by a visitor (no token) for the free mock: the anonymous id its browser made. */
export const MockVisitorSchema = z.object({ anonymousId: AnonymousIdSchema.optional() });

const optionIndex = z.int({ message: 'Use a whole number.' }).nonnegative({ message: 'Use a number from 0.' }).max(1000, { message: 'This option does not exist.' });

/** A mock answer (shared/mock MockAnswer), one shape per answer kind. */
export const MockAnswerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('choice'), selected: optionIndex.nullable() }),
    z.object({ kind: z.literal('choices'), selected: z.array(optionIndex).max(20, { message: 'Too many options chosen.' }) }),
    z.object({ kind: z.literal('order'), order: z.array(optionIndex).max(20, { message: 'Too many paragraphs.' }) }),
    z.object({ kind: z.literal('blanks'), values: z.array(z.string().max(100, { message: 'A blank takes at most 100 characters.' }).nullable()).max(30, { message: 'Too many blanks.' }) }),
    z.object({ kind: z.literal('words'), selected: z.array(optionIndex).max(300, { message: 'Too many words chosen.' }) }),
    z.object({ kind: z.literal('text'), text: z.string().max(10_000, { message: 'Use at most 10,000 characters.' }) }),
    z.object({
      kind: z.literal('speech'),
      uploadId: z.uuid({ message: 'This recording does not exist.' }).optional(),
      browserTranscript: z.object({ text: z.string().max(3_000, { message: 'The transcript is too long.' }), confidence: z.number().min(0).max(1) }).optional(),
      parts: SpeechPartsSchema.optional(),
    }),
  ],
  { message: 'Give an answer of a known kind: choice, choices, order, blanks, words, text or speech.' },
) satisfies z.ZodType<MockAnswer>;

/** A question as the mock screens get it (shared/mock projectQuestion): never an answer field. */
export const MockQuestionSchema = z.object({
  uid: z.string(),
  type: ItemTypeCodeSchema,
  section: z.enum(sections),
  title: z.string().optional(),
  topic: z.string().optional(),
  question: z.string().optional(),
  multichoice: z.array(z.string()).optional(),
  wordsGiven: z.union([z.array(z.string()), z.array(z.array(z.string()))]).optional(),
  paragraphs: z.array(z.string()).optional(),
  track: z.string().optional(),
  image: z.string().optional(),
  transcript: z.string().optional(),
}) satisfies z.ZodType<MockQuestion>;

export const MockCreditsSchema = z.object({ full: z.int(), section: z.int() });
export type MockCredits = z.infer<typeof MockCreditsSchema>;

export const mockSessionStatuses = ['in-progress', 'submitted', 'scored', 'abandoned'] as const;
export const MockSessionStatusSchema = z.enum(mockSessionStatuses);
export type MockSessionStatus = z.infer<typeof MockSessionStatusSchema>;

/** Mocks a page of the mock list shows unless the caller asks for another number. */
export const mockListPageSize = 10;

/** One mock of the list, with the caller's attempts and whether the caller can start it now. */
export const MockTestSummarySchema = z.object({
  mockTestId: z.string(),
  title: z.string(),
  variant: z.enum(variants),
  category: MockCategorySchema,
  /** 1, 2, 3... in its list; null for the free and random mocks. */
  number: z.int().nullable(),
  kind: z.enum(['numbered', 'free', 'random']),
  isMockTest1: z.boolean(),
  itemCount: z.int(),
  minutes: z.int(),
  /** True when the caller cannot start it now; lockedReason says why. */
  locked: z.boolean(),
  lockedReason: z.string().optional(),
  attempts: z.int(),
  inProgressSessionId: z.string().optional(),
  lastResult: z.object({ sessionId: z.string(), status: MockSessionStatusSchema, overall: z.number().nullable(), at: z.int() }).optional(),
});
export type MockTestSummary = z.infer<typeof MockTestSummarySchema>;

/** Where a session stands; secondsLeft counts down the current part. */
export const MockPositionSchema = z.object({
  status: MockSessionStatusSchema,
  part: z.int(),
  item: z.int(),
  secondsLeft: z.int(),
  /** Every item of the current part is answered: the part waits for saveMockTestEndSection. */
  partComplete: z.boolean(),
  /** Every part is over: the test waits for submitMockTest. */
  finished: z.boolean(),
  /** The server moved the session on because a part's time ran out (cleared by the next save). */
  timeUp: z.boolean(),
  serverNow: z.int(),
});
export type MockPositionView = z.infer<typeof MockPositionSchema>;

export const MockSessionSchema = z.object({
  sessionId: z.string(),
  mockTestId: z.string(),
  title: z.string(),
  variant: z.enum(variants),
  category: MockCategorySchema,
  isFree: z.boolean(),
  parts: z.array(z.object({ name: z.string(), timeLimitSeconds: z.int(), startedAt: z.int().optional(), questions: z.array(MockQuestionSchema) })),
  /** The uids that have an answer stored. */
  answered: z.array(z.string()),
  position: MockPositionSchema,
});
export type MockSession = z.infer<typeof MockSessionSchema>;

const SkillScoresSchema = z.object({ reading: z.number().nullable(), writing: z.number().nullable(), listening: z.number().nullable(), speaking: z.number().nullable() });
const EnablingSkillScoresSchema = z.record(z.enum(reportedEnablingSkills), z.number().nullable());
const TraitPointsSchema = z.object({ name: z.string(), score: z.number(), max: z.number() });

/** One item of the report (spec/platform.md §3: score 'score/max', scoreData, showAnswer). */
export const MockReportItemSchema = z.object({
  uid: z.string(),
  type: ItemTypeCodeSchema,
  section: z.enum(sections),
  part: z.int(),
  /** 'points/max' */
  score: z.string(),
  points: z.number(),
  max: z.number(),
  status: z.enum(['scored', 'failed', 'unscored']),
  scoreData: z.array(TraitPointsSchema),
  /** The student's answer as text ('nothing recorded' for an empty recording). */
  answer: z.string(),
  /** The correct or model answer. */
  showAnswer: z.string(),
  explanation: z.string().optional(),
});

export const PractiseNextSchema = z.object({ type: ItemTypeCodeSchema, name: z.string(), section: z.enum(sections), percent: z.int(), link: z.string() });

export const MockReportSchema = z.object({
  sessionId: z.string(),
  mockTestId: z.string(),
  title: z.string(),
  variant: z.enum(variants),
  category: MockCategorySchema,
  submittedAt: z.int(),
  scoredAt: z.int(),
  saved: z.boolean(),
  overall: z.number().nullable(),
  skills: SkillScoresSchema,
  enablingSkills: EnablingSkillScoresSchema,
  practiseNext: z.array(PractiseNextSchema),
  items: z.array(MockReportItemSchema),
});
export type MockReport = z.infer<typeof MockReportSchema>;

/** The owner's result: pending while analysis jobs run, then the report. */
export const MockResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), sessionId: z.string(), done: z.int(), total: z.int() }),
  z.object({ status: z.literal('scored'), report: MockReportSchema }),
]);

/** What anyone with the session id sees (the scorecard): no answers. */
export const PublicMockResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), sessionId: z.string() }),
  z.object({
    status: z.literal('scored'),
    sessionId: z.string(),
    firstName: z.string(),
    date: z.int(),
    title: z.string(),
    variant: z.enum(variants),
    category: MockCategorySchema,
    overall: z.number().nullable(),
    skills: SkillScoresSchema,
    enablingSkills: EnablingSkillScoresSchema,
  }),
]);

/** Where to download a scorecard's PNG: a short-lived URL of the stored image. */
export const ScorecardImageSchema = z.object({ sessionId: z.string(), url: z.string(), expiresAt: z.int() });

export const MockOverviewSchema = z.object({
  attempts: z.int(),
  scored: z.int(),
  mocks: z.array(
    z.object({
      mockTestId: z.string(),
      title: z.string(),
      variant: z.enum(variants),
      category: MockCategorySchema,
      attempts: z.int(),
      best: z.number().nullable(),
      last: z.object({ sessionId: z.string(), status: MockSessionStatusSchema, overall: z.number().nullable(), skills: SkillScoresSchema.nullable(), at: z.int() }),
    }),
  ),
});
export type MockOverview = z.infer<typeof MockOverviewSchema>;
