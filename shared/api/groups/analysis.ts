import { z } from 'zod';
import { QuestionUidSchema } from '@shared/exam';
import { defineOperation } from '../operation';
import { SavedWritingSchema, WritingAnalysisSchema } from '../writing';

const JobIdSchema = z.uuid({ message: 'This analysis does not exist.' });

/**
 * Starts the AI analysis of a writing answer after the credit rules (spec practice §5, §6) and
 * answers at once with the job's id; the result is fetched with fetchWritingAnalysis.
 */
export const analyseWritingText = defineOperation({
  group: 'analysis',
  name: 'analyseWritingText',
  method: 'POST',
  access: 'public',
  input: z.object({
    uid: QuestionUidSchema,
    text: z.string({ message: 'Write your answer first.' }).max(10_000, { message: 'Use at most 10,000 characters.' }),
    isMockTest: z.boolean().default(false),
  }),
  output: z.object({ jobId: z.string() }),
});

/** The state of an analysis job; the result once it is done. */
export const fetchWritingAnalysis = defineOperation({
  group: 'analysis',
  name: 'fetchWritingAnalysis',
  method: 'POST',
  access: 'public',
  input: z.object({ jobId: JobIdSchema }),
  output: z.object({ status: z.enum(['pending', 'done', 'failed']), result: WritingAnalysisSchema.optional() }),
});

/** Saves a finished analysis as the student's writing for the question (its score comes from the job, not the client). */
export const saveUserWriting = defineOperation({
  group: 'analysis',
  name: 'saveUserWriting',
  method: 'POST',
  access: 'user',
  input: z.object({ uid: QuestionUidSchema, jobId: JobIdSchema }),
  output: SavedWritingSchema,
});

/** The student's previous writings for a question, newest first. */
export const fetchUserWritings = defineOperation({
  group: 'analysis',
  name: 'fetchUserWritings',
  method: 'POST',
  access: 'user',
  input: z.object({ uid: QuestionUidSchema }),
  output: z.object({ writings: z.array(SavedWritingSchema) }),
});
