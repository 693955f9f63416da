import { z } from 'zod';
import { ItemTypeCodeSchema, QuestionSchema, QuestionUidSchema, sections, variants } from '@shared/exam';
import { defineOperation } from '../operation';
import { AttemptSchema, QuestionSummarySchema, ScoreFractionSchema } from '../practice';
import { MessageSchema } from '../user';

const PageSchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int({ message: 'Use a whole number.' }).min(1, { message: 'Use 1 to 100.' }).max(100, { message: 'Use 1 to 100.' }).default(20),
});

const QuestionListSchema = z.object({ items: z.array(QuestionSummarySchema), cursor: z.string().optional(), total: z.number().int() });

/** The questions of one item type, in uid order, with the caller's progress; prediction narrows to predicted items. */
export const fetchQuestions = defineOperation({
  group: 'questions',
  name: 'fetchQuestions',
  method: 'POST',
  access: 'public',
  input: PageSchema.extend({
    type: ItemTypeCodeSchema,
    /** When given, the type must belong to this section and exam variant. */
    section: z.enum(sections).optional(),
    variant: z.enum(variants).optional(),
    prediction: z.boolean().optional(),
  }),
  output: QuestionListSchema,
});

/** The predicted questions of one item type (spec: fetchPredictedQuestions). */
export const fetchPredictedQuestions = defineOperation({
  group: 'questions',
  name: 'fetchPredictedQuestions',
  method: 'POST',
  access: 'public',
  input: PageSchema.extend({ type: ItemTypeCodeSchema }),
  output: QuestionListSchema,
});

/** Per item type of a section (or all), how many questions exist, are samples or predicted, and how many the caller did. */
export const fetchQuestionCounts = defineOperation({
  group: 'questions',
  name: 'fetchQuestionCounts',
  method: 'POST',
  access: 'public',
  input: z.object({ section: z.enum(sections).optional() }),
  output: z.object({
    counts: z.array(z.object({ type: ItemTypeCodeSchema, total: z.number().int(), samples: z.number().int(), predicted: z.number().int(), done: z.number().int() })),
  }),
});

/**
 * One question with everything its screen needs, answers included (practice items are scored in
 * the browser); 403 for a locked item, 404 for an unknown uid.
 */
export const fetchQuestion = defineOperation({
  group: 'questions',
  name: 'fetchQuestion',
  method: 'POST',
  access: 'public',
  input: z.object({ uid: QuestionUidSchema }),
  output: z.object({ question: QuestionSchema, previous: z.string().optional(), next: z.string().optional(), attempts: z.array(AttemptSchema) }),
});

/** Records a practice score (spec practice §7); a visitor's score is not kept. */
export const setPracticeScore = defineOperation({
  group: 'questions',
  name: 'setPracticeScore',
  method: 'POST',
  access: 'public',
  input: z.object({
    uid: QuestionUidSchema,
    score: ScoreFractionSchema,
    successful: z.boolean(),
    isAuthenticated: z.boolean(),
    /** Seconds from the question screen opening (or the previous answer) to this answer, for the statistics' time practised; counted up to answerSecondsCap. */
    seconds: z.int({ message: 'Give whole seconds.' }).min(0, { message: 'Give whole seconds.' }).max(86_400, { message: 'Give at most a day.' }).optional(),
  }),
  output: z.object({ recorded: z.boolean(), attempts: z.array(AttemptSchema) }),
});

export const saveQuestionDone = defineOperation({
  group: 'questions',
  name: 'saveQuestionDone',
  method: 'POST',
  access: 'user',
  input: z.object({ uid: QuestionUidSchema }),
  output: z.object({ uid: z.string(), done: z.literal(true) }),
});

export const markQuestionAsTested = defineOperation({
  group: 'questions',
  name: 'markQuestionAsTested',
  method: 'POST',
  access: 'user',
  input: z.object({ uid: QuestionUidSchema }),
  output: z.object({ uid: z.string(), tested: z.literal(true) }),
});

/** Reports a problem with a question; kept for admins with the reason and the user. */
export const reportQuestion = defineOperation({
  group: 'questions',
  name: 'reportQuestion',
  method: 'POST',
  access: 'user',
  input: z.object({
    uid: QuestionUidSchema,
    reason: z.string({ message: 'Tell us what is wrong.' }).trim().min(5, { message: 'Tell us what is wrong in a few words.' }).max(1000, { message: 'Use at most 1000 characters.' }),
  }),
  output: MessageSchema,
});

/** Forgets the caller's scores and done flag of one question. */
export const clearExerciseScore = defineOperation({
  group: 'questions',
  name: 'clearExerciseScore',
  method: 'POST',
  access: 'user',
  input: z.object({ uid: QuestionUidSchema }),
  output: z.object({ uid: z.string(), cleared: z.number().int() }),
});
