import { z } from 'zod';
import { QuestionUidSchema, variants } from '@shared/exam';
import {
  MockAnswerSchema,
  MockCategorySchema,
  MockCreditsSchema,
  mockListPageSize,
  MockOverviewSchema,
  MockPositionSchema,
  MockResultSchema,
  MockSessionSchema,
  MockTestIdSchema,
  MockTestSummarySchema,
  MockVisitorSchema,
  PublicMockResultSchema,
  SessionIdSchema,
} from '../mock';
import { defineOperation } from '../operation';
import { AnonymousIdSchema, RecordingBytesSchema, RecordingUploadSchema, UploadIdSchema } from '../speaking';

/*
 * The mock test calls of spec/platform.md §7, all POST. Session calls are public: a visitor's
 * free mock is identified by the anonymous id its browser sends; a student's by the token.
 * Another person's session answers 404.
 */

const SessionInputSchema = MockVisitorSchema.extend({ sessionId: SessionIdSchema });

/**
 * The mocks of the caller's exam type by category, one page of each (page counts from 1), with
 * the caller's attempts and mock credits (null for a visitor); total and pages are the category's
 * whole list. free is a visitor's free mock, wherever its page falls.
 */
export const fetchAllMockTest = defineOperation({
  group: 'mocktest',
  name: 'fetchAllMockTest',
  method: 'POST',
  access: 'public',
  input: MockVisitorSchema.extend({
    /** A visitor's exam type (kept in the browser); a student's comes from the account. */
    examType: z.enum(variants).optional(),
    category: MockCategorySchema.optional(),
    page: z.int({ message: 'Use a whole page number.' }).min(1, { message: 'Pages count from 1.' }).max(1000, { message: 'Use a page number up to 1000.' }).default(1),
    rowsPerPage: z.int({ message: 'Use a whole number.' }).min(1, { message: 'Use 1 to 50.' }).max(50, { message: 'Use 1 to 50.' }).default(mockListPageSize),
  }),
  output: z.object({
    variant: z.enum(variants),
    credits: MockCreditsSchema.nullable(),
    canTakeMockTest1: z.boolean(),
    free: MockTestSummarySchema.nullable(),
    categories: z.array(
      z.object({ category: MockCategorySchema, mocks: z.array(MockTestSummarySchema), total: z.int(), page: z.int(), pages: z.int() }),
    ),
  }),
});

/** The session's questions without answers, and where to resume: part, item and seconds left. */
export const loadMockTest = defineOperation({
  group: 'mocktest',
  name: 'loadMockTest',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema,
  output: MockSessionSchema,
});

/**
 * Starts a mock, spending one full or section mock credit; a mock the student already has in
 * progress is resumed without spending. Mock test 1 needs the can_take_mock_test_1 flag.
 */
export const startMockTest = defineOperation({
  group: 'mocktest',
  name: 'startMockTest',
  method: 'POST',
  access: 'user',
  input: z.object({ mockTestId: MockTestIdSchema }),
  output: z.object({ sessionId: z.string(), resumed: z.boolean(), credits: MockCreditsSchema }),
});

/** Abandons a session in progress (its credit is not returned). */
export const deleteMockTest = defineOperation({
  group: 'mocktest',
  name: 'deleteMockTest',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema,
  output: z.object({ sessionId: z.string(), status: z.literal('abandoned') }),
});

/** A visitor's one free mock (the Reading section of their exam type); resumed when already started. */
export const startFreeMockTest = defineOperation({
  group: 'mocktest',
  name: 'startFreeMockTest',
  method: 'POST',
  access: 'public',
  input: z.object({ anonymousId: AnonymousIdSchema, examType: z.enum(variants).default('Academic') }),
  output: z.object({ sessionId: z.string(), mockTestId: z.string(), resumed: z.boolean() }),
});

/** Stores the answer to the current item (or the next one, skipping the current) and moves on; no going back. */
export const saveMockTestQuestion = defineOperation({
  group: 'mocktest',
  name: 'saveMockTestQuestion',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema.extend({ uid: QuestionUidSchema, answer: MockAnswerSchema }),
  output: MockPositionSchema,
  maxBodyBytes: 64 * 1024,
});

/** Closes a part (items left unanswered stay empty); the next part's clock starts now. Closing a closed part changes nothing. */
export const saveMockTestEndSection = defineOperation({
  group: 'mocktest',
  name: 'saveMockTestEndSection',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema.extend({ part: z.int({ message: 'Give the part to close.' }).nonnegative({ message: 'Give the part to close.' }) }),
  output: MockPositionSchema,
});

/** Ends the test: rule items are scored at once, writing and speaking items go to their analysis queues. */
export const submitMockTest = defineOperation({
  group: 'mocktest',
  name: 'submitMockTest',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema,
  output: z.object({ sessionId: z.string(), status: z.enum(['submitted', 'scored']), category: MockCategorySchema }),
});

/** Marks the result saved; preventNavigate is echoed for the client's navigation (spec/platform.md §2). */
export const saveMockTestResult = defineOperation({
  group: 'mocktest',
  name: 'saveMockTestResult',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema.extend({ preventNavigate: z.boolean().default(false) }),
  output: z.object({ sessionId: z.string(), saved: z.literal(true), preventNavigate: z.boolean() }),
});

/** The owner's result: 'pending' while analyses run, then the report with every item's answer and correct answer. */
export const fetchMockTestResult = defineOperation({
  group: 'mocktest',
  name: 'fetchMockTestResult',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema,
  output: MockResultSchema,
});

/** The scorecard anyone with the session id may read: first name, date, scores; no answers. */
export const fetchMockTestResultPublic = defineOperation({
  group: 'mocktest',
  name: 'fetchMockTestResultPublic',
  method: 'POST',
  access: 'public',
  input: z.object({ sessionId: SessionIdSchema }),
  output: PublicMockResultSchema,
});

/** The caller's mock history: attempts per mock, last and best scores. */
export const didMockTestOverview = defineOperation({
  group: 'mocktest',
  name: 'didMockTestOverview',
  method: 'POST',
  access: 'user',
  /** The anonymous id this browser had as a visitor: the free mock taken before signing up is listed too. */
  input: MockVisitorSchema,
  output: MockOverviewSchema,
});

/** Draws a fresh mock of a category for the caller's exam type from the bank; started like any other. */
export const createRandomMockTest = defineOperation({
  group: 'mocktest',
  name: 'createRandomMockTest',
  method: 'POST',
  access: 'user',
  input: z.object({ category: MockCategorySchema }),
  output: MockTestSummarySchema,
});

/** A presigned PUT for the recording of a speaking item of the session (audio/wav, at most 5 MB). */
export const createMockRecordingUpload = defineOperation({
  group: 'mocktest',
  name: 'createMockRecordingUpload',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema.extend({
    uid: QuestionUidSchema,
    bytes: RecordingBytesSchema,
  }),
  output: RecordingUploadSchema,
});

/**
 * Sends a part of a speaking item's answer still being recorded (uploaded with
 * createMockRecordingUpload, cut at a pause) to be recognised at once, as analysis.recogniseSpeechPart
 * does in practice; saveMockTestQuestion then names the parts and the answer's analysis recognises
 * only the rest. The mock pays for it: no speaking credit is spent. `recognising` is false when the
 * server's transcriber reads whole recordings only or the hour's parts are used: the browser then
 * stops sending parts and the answer is recognised whole.
 */
export const recogniseMockSpeechPart = defineOperation({
  group: 'mocktest',
  name: 'recogniseMockSpeechPart',
  method: 'POST',
  access: 'public',
  input: SessionInputSchema.extend({ uid: QuestionUidSchema, uploadId: UploadIdSchema }),
  output: z.object({ recognising: z.boolean() }),
});
