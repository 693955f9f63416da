import { z } from 'zod';
import { QuestionUidSchema } from '@shared/exam';
import { defineOperation } from '../operation';
import { AnonymousIdSchema, RecordingBytesSchema, RecordingUploadSchema, SpeakingCreditsSchema, SpeechAnalysisSchema, SpeechPartsSchema, UploadIdSchema } from '../speaking';
import { SavedWritingSchema, WritingAnalysisSchema } from '../writing';
import { VocabularyWordSchema } from '@shared/content/vocabulary';
import { WordInfoSchema, WordListSchema } from '../vocabulary';

const JobIdSchema = z.uuid({ message: 'This analysis does not exist.' });

/**
 * A job as its poller sees it: pending while it is alive (the browser keeps waiting), then done
 * with its result, or failed with the message to show (its credit was given back).
 */
const AnalysisJobSchema = z.object({ status: z.enum(['pending', 'done', 'failed']), message: z.string().optional() });

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
  output: AnalysisJobSchema.extend({ result: WritingAnalysisSchema.optional() }),
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



/**
 * A presigned PUT for one recording (audio/wav of the given size, at most 5 MB), valid for a few
 * minutes. The recording is kept under the caller's prefix, so only its owner can submit it.
 */
export const createSpeechUpload = defineOperation({
  group: 'analysis',
  name: 'createSpeechUpload',
  method: 'POST',
  access: 'public',
  input: z.object({
    uid: QuestionUidSchema,
    bytes: RecordingBytesSchema,
    anonymousId: AnonymousIdSchema.optional(),
  }),
  output: RecordingUploadSchema,
});

/**
 * Sends a part of an answer still being recorded (uploaded with createSpeechUpload, cut at a
 * pause) to be recognised while the student goes on speaking; submitSpeech then names the parts,
 * and only the rest of the recording is left to recognise. `recognising` is false when the
 * server's transcriber reads whole recordings only: the browser then stops sending parts.
 */
export const recogniseSpeechPart = defineOperation({
  group: 'analysis',
  name: 'recogniseSpeechPart',
  method: 'POST',
  access: 'public',
  input: z.object({
    uid: QuestionUidSchema,
    uploadId: UploadIdSchema,
    anonymousId: AnonymousIdSchema.optional(),
  }),
  output: z.object({ recognising: z.boolean() }),
});

/**
 * Submits an uploaded recording for AI scoring: checks it is a WAV of a sane length, spends one
 * speaking credit (spec practice §6) and answers at once with the job id and the credits left.
 * browserTranscript is the browser's own recognition, used only when no server transcriber runs.
 */
export const submitSpeech = defineOperation({
  group: 'analysis',
  name: 'submitSpeech',
  method: 'POST',
  access: 'public',
  input: z.object({
    uid: QuestionUidSchema,
    uploadId: UploadIdSchema,
    anonymousId: AnonymousIdSchema.optional(),
    browserTranscript: z.object({ text: z.string().max(5_000), confidence: z.number().min(0).max(1) }).optional(),
    isMockTest: z.boolean().default(false),
    parts: SpeechPartsSchema.optional(),
  }),
  output: z.object({ jobId: z.string(), credits: SpeakingCreditsSchema }),
});

/** The state of a speaking job; the analysis once it is done. */
export const fetchSpeechAnalysis = defineOperation({
  group: 'analysis',
  name: 'fetchSpeechAnalysis',
  method: 'POST',
  access: 'public',
  input: z.object({ jobId: JobIdSchema }),
  output: AnalysisJobSchema.extend({ result: SpeechAnalysisSchema.optional() }),
});

/** The caller's AI speaking credits: a visitor's by anonymous id, a student's from the account. */
export const fetchSpeakingCredits = defineOperation({
  group: 'analysis',
  name: 'fetchSpeakingCredits',
  method: 'POST',
  access: 'public',
  input: z.object({ anonymousId: AnonymousIdSchema.optional() }),
  output: z.object({ credits: SpeakingCreditsSchema }),
});

/** POST /api/analysis/getWordInfo: a word of the trainer's lists with its part of speech, definition, example and pronunciation; 404 for a word no list holds. */
export const getWordInfo = defineOperation({
  group: 'analysis',
  name: 'getWordInfo',
  method: 'POST',
  access: 'public',
  input: z.object({ word: VocabularyWordSchema }),
  output: WordInfoSchema,
});

/** GET /api/analysis/fetchWordLists: the vocabulary trainer's academic word lists, every word with its entry. */
export const fetchWordLists = defineOperation({
  group: 'analysis',
  name: 'fetchWordLists',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ lists: z.array(WordListSchema) }),
});

/** GET /api/analysis/fetchSavedWords: the words the student saved to practise, alphabetically. */
export const fetchSavedWords = defineOperation({
  group: 'analysis',
  name: 'fetchSavedWords',
  method: 'GET',
  access: 'user',
  input: z.object({}),
  output: z.object({ words: z.array(z.string()) }),
});

/** POST /api/analysis/saveWord: saves a word of the lists for the student (saved: false forgets it), answering the saved words after it. */
export const saveWord = defineOperation({
  group: 'analysis',
  name: 'saveWord',
  method: 'POST',
  access: 'user',
  input: z.object({ word: VocabularyWordSchema, saved: z.boolean() }),
  output: z.object({ words: z.array(z.string()) }),
});
