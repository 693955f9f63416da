import { beforeAll, beforeEach, afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));
// The analysers (harper.js, WordNet, the dictionaries) have tests of their own; here the job around them is under test.
vi.mock('./analyse', () => ({
  isWritingType: (type: string) => ['WWE', 'WWM', 'WWS', 'WSC', 'LST', 'LCT'].includes(type),
  analyseWriting: vi.fn(async () => ({
    score: 11,
    max: 15,
    successful: true,
    scoreAnalysis: { num_grammar_mistake: 1 },
    traits: [],
    tags: [
      { report: 'grammar', startPos: 0, endPos: 4, hint: 'Agreement', category: 'Agreement', subcategory: '', suggestions: ['have'] },
      { report: 'spelling', startPos: 5, endPos: 9, hint: 'Spelling', category: 'Spelling', subcategory: '', suggestions: ['word'] },
    ],
  })),
}));

import { storedStudent } from '@test/fixtures/accounts';
import { sampleAndLocked, storeQuestions } from '@test/fixtures/bank';
import { fakeQueue, recordedMetrics, type FakeQueue } from '@test/fixtures/domain-ports';
import { getAnalysisJob, getUser } from '@functions/data';
import { AnalysisNotFoundError, CreditExhaustedError, FieldValidationError, QuestionNotFoundError } from '@functions/platform/errors';
import { getWritingAnalysis, listWritings, runWritingJob, saveWriting, startWritingAnalysis } from './jobs';
import { writingCreditTexts } from './texts';

const { sample, locked } = sampleAndLocked('WWE');
const speaking = sampleAndLocked('SRA').sample;
const answer = 'Students who has a job learn to manage their time.';

let queue: FakeQueue;
let metrics: ReturnType<typeof recordedMetrics>;

beforeAll(() => storeQuestions(sample, locked, speaking));

beforeEach(() => {
  queue = fakeQueue();
  metrics = recordedMetrics();
});

afterEach(() => {
  metrics.restore();
});

describe('startWritingAnalysis', () => {
  it('analyses a sample for anyone, a visitor too, without spending a credit', async () => {
    const { jobId } = await startWritingAnalysis(undefined, { uid: sample.uid, text: answer, isMockTest: false });

    expect(await getAnalysisJob(jobId)).toMatchObject({ kind: 'writing', uid: sample.uid, status: 'pending' });
    expect((await getAnalysisJob(jobId))!.payment).toBeUndefined();
    expect(queue.sent).toEqual([{ queueUrl: 'writing', message: { jobId } }]);
    expect(metrics.points).toEqual([]);
  });

  it('spends one writing credit of a student without a plan, named on the job so that a failure gives it back, and counts it', async () => {
    const { user, caller } = await storedStudent({ writingCredits: 2 });

    const { jobId } = await startWritingAnalysis(caller, { uid: locked.uid, text: answer, isMockTest: false });

    expect((await getUser(user.userId))!.writingCredits).toBe(1);
    expect(await getAnalysisJob(jobId)).toMatchObject({ userId: user.userId, payment: { credit: 'writing', payerId: user.userId } });
    expect(metrics.named('CreditsSpent')).toEqual([{ credit: 'writing' }]);
  });

  it('spends nothing on a paid, unexpired plan', async () => {
    const { user, caller } = await storedStudent({ writingCredits: 0, currentPlan: 'package_gold', paidExpiryTime: Date.now() + 60_000 });

    await startWritingAnalysis(caller, { uid: locked.uid, text: answer, isMockTest: false });

    expect((await getUser(user.userId))!.writingCredits).toBe(0);
    expect(metrics.points).toEqual([]);
  });

  it("refuses a visitor outside the samples and a student whose credits are spent, with the spec's messages", async () => {
    const { caller } = await storedStudent({ writingCredits: 0 });

    await expect(startWritingAnalysis(undefined, { uid: locked.uid, text: answer, isMockTest: false })).rejects.toEqual(new CreditExhaustedError('writing', writingCreditTexts.limited));
    await expect(startWritingAnalysis(caller, { uid: locked.uid, text: answer, isMockTest: false })).rejects.toEqual(new CreditExhaustedError('writing', writingCreditTexts.exhausted));
    expect(queue.sent).toEqual([]);
    expect(metrics.points).toEqual([]);
  });

  it('refuses an unknown question, a speaking question and an empty answer before spending anything', async () => {
    const { user, caller } = await storedStudent({ writingCredits: 1 });

    await expect(startWritingAnalysis(caller, { uid: 'WWE-9999', text: answer, isMockTest: false })).rejects.toBeInstanceOf(QuestionNotFoundError);
    await expect(startWritingAnalysis(caller, { uid: speaking.uid, text: answer, isMockTest: false })).rejects.toBeInstanceOf(FieldValidationError);
    await expect(startWritingAnalysis(caller, { uid: locked.uid, text: '  \n ', isMockTest: false })).rejects.toEqual(new FieldValidationError({ text: 'Write your answer first.' }));
    expect((await getUser(user.userId))!.writingCredits).toBe(1);
  });
});

describe('runWritingJob', () => {
  it("stores the analysis and saves a student's practice answer as their writing, with its grammar tags only", async () => {
    // Prepare
    const { caller } = await storedStudent();
    const { jobId } = await startWritingAnalysis(caller, { uid: sample.uid, text: answer, isMockTest: false });

    // Act
    const outcome = await runWritingJob({ jobId });

    // Assess
    expect(outcome).toBe('done');
    expect(await getWritingAnalysis(caller, jobId)).toMatchObject({ status: 'done', result: { score: 11, max: 15 } });
    const [saved] = await listWritings(caller, sample.uid);
    expect(saved).toMatchObject({ uid: sample.uid, selectedAnswer: answer, score: '11/15', scoreAnalysis: { num_grammar_mistake: 1 } });
    expect(saved!.analysis.map((tag) => tag.report)).toEqual(['grammar']);
    expect(metrics.named('AnalysisJobs')).toEqual([{ kind: 'writing', outcome: 'scored' }]);
  });

  it("does not save a mock test's answer or a visitor's as a writing", async () => {
    const { caller } = await storedStudent();
    const mock = await startWritingAnalysis(caller, { uid: sample.uid, text: answer, isMockTest: true });
    const visitor = await startWritingAnalysis(undefined, { uid: sample.uid, text: answer, isMockTest: false });

    await runWritingJob(mock);
    await runWritingJob(visitor);

    expect(await listWritings(caller, sample.uid)).toEqual([]);
  });
});

describe('saveWriting', () => {
  it('saves the writing of a finished job of the student, and refuses one still running or of another question', async () => {
    // Prepare
    const { caller } = await storedStudent();
    const { jobId } = await startWritingAnalysis(caller, { uid: sample.uid, text: answer, isMockTest: true });

    // Act and assess
    await expect(saveWriting(caller, { uid: sample.uid, jobId })).rejects.toEqual(new FieldValidationError({ jobId: 'This analysis is not finished yet.' }));
    await runWritingJob({ jobId });
    await expect(saveWriting(caller, { uid: locked.uid, jobId })).rejects.toBeInstanceOf(AnalysisNotFoundError);
    expect(await saveWriting(caller, { uid: sample.uid, jobId })).toMatchObject({ uid: sample.uid, score: '11/15' });
    expect(await listWritings(caller, sample.uid)).toHaveLength(1);
  });

  it("refuses another student's job as not found", async () => {
    const owner = await storedStudent();
    const other = await storedStudent();
    const { jobId } = await startWritingAnalysis(owner.caller, { uid: sample.uid, text: answer, isMockTest: false });
    await runWritingJob({ jobId });

    await expect(saveWriting(other.caller, { uid: sample.uid, jobId })).rejects.toBeInstanceOf(AnalysisNotFoundError);
  });
});
