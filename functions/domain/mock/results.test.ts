import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import type { WritingAnalysis } from '@shared/api';
import { itemTypeCodes, parseItemTypeCode, type Question } from '@shared/exam';
import { mockAnalysisTimeoutSeconds, mockTestIdOf, type MockAnswer } from '@shared/mock';
import { storedStudent, type StoredStudent } from '@test/fixtures/accounts';
import { bankQuestions, storeQuestions } from '@test/fixtures/bank';
import { fakeQueue, type FakeQueue } from '@test/fixtures/domain-ports';
import { bankItem, correctWrittenAnswer } from '@test/fixtures/mock-answers';
import { readMockSession } from '@functions/data';
import { Analysis } from '@functions/domain/analysis';
import { MockNotFoundError, MockStepRefusedError } from '@functions/platform/errors';
import { useClock } from './clock';
import { fetchPublicResult, fetchResult, saveResult, submit } from './results';
import { endSection, loadSession, saveAnswer, startMock } from './sessions';

const bank: Question[] = itemTypeCodes.flatMap((type) => bankQuestions(type));
const readingMock = mockTestIdOf('Academic', 'Reading', 2);
const writingMock = mockTestIdOf('Academic', 'Writing', 2);

/** A writing analysis as the worker stores it; its score is what the report must show. */
const analysis: WritingAnalysis = { score: 9, max: 15, successful: true, scoreAnalysis: {}, traits: [], tags: [] };

let queue: FakeQueue;

beforeAll(async () => {
  await storeQuestions(...bank);
  const { seedCatalogue } = await import('./catalogue');
  await seedCatalogue(bank);
});

beforeEach(() => {
  queue = fakeQueue();
});

afterEach(() => {
  useClock();
});

/** Starts a mock and answers every item correctly, part by part, closing each part. */
async function takeMock(student: StoredStudent, mockTestId: string): Promise<string> {
  const { sessionId } = await startMock(student.caller, mockTestId);
  const session = await loadSession(student.caller, { sessionId });
  for (const [part, { questions }] of session.parts.entries()) {
    for (const { uid } of questions) {
      const answer = correctWrittenAnswer(parseItemTypeCode(uid), bankItem(uid)) as MockAnswer;
      await saveAnswer(student.caller, { sessionId, uid, answer });
    }
    await endSection(student.caller, { sessionId, part });
  }
  return sessionId;
}

describe('a mock scored by the rules alone', () => {
  it('is scored at submit: the report has every item with the answer given and the correct one, and full marks for correct answers', async () => {
    // Prepare
    const student = await storedStudent({ firstName: 'Maria Lopez', sectionMockCredits: 1 });
    const sessionId = await takeMock(student, readingMock);

    // Act
    const submitted = await submit(student.caller, { sessionId });
    const result = await fetchResult(student.caller, { sessionId });

    // Assess
    expect(submitted).toEqual({ sessionId, status: 'scored', category: 'Reading' });
    if (result.status !== 'scored') throw new Error('expected a report');
    expect(result.report.items.length).toBeGreaterThan(5);
    for (const item of result.report.items) expect(item.points, item.uid).toBe(item.max);
    expect(result.report.items.every((item) => item.showAnswer !== '')).toBe(true);
    expect(result.report.overall).toBe(90);
    expect(queue.sent).toEqual([]);
  });

  it('shows anyone with the session id the scorecard without answers, and records the result as saved', async () => {
    const student = await storedStudent({ firstName: 'Maria Lopez', sectionMockCredits: 1 });
    const sessionId = await takeMock(student, readingMock);
    await submit(student.caller, { sessionId });

    const card = await fetchPublicResult(sessionId);
    const saved = await saveResult(student.caller, { sessionId, preventNavigate: true });

    expect(card).toMatchObject({ status: 'scored', sessionId, firstName: 'Maria', variant: 'Academic', category: 'Reading', overall: 90 });
    expect(JSON.stringify(card)).not.toContain('showAnswer');
    expect(saved).toEqual({ sessionId, saved: true, preventNavigate: true });
    expect((await readMockSession(sessionId))!.saved).toBe(true);
  });

  it('refuses a result before submit, and a scorecard of a session that is not submitted', async () => {
    const student = await storedStudent({ sectionMockCredits: 1 });
    const { sessionId } = await startMock(student.caller, readingMock);

    await expect(fetchResult(student.caller, { sessionId })).rejects.toBeInstanceOf(MockStepRefusedError);
    await expect(fetchPublicResult(sessionId)).rejects.toBeInstanceOf(MockNotFoundError);
  });
});

describe('a mock with AI-scored items', () => {
  it('queues each writing answer as it is saved, waits for the analyses, then reports their scores', async () => {
    // Prepare
    const student = await storedStudent({ sectionMockCredits: 1 });
    const sessionId = await takeMock(student, writingMock);
    const jobIds = queue.sent.map(({ message }) => (message as { jobId: string }).jobId);

    // Act
    const submitted = await submit(student.caller, { sessionId });
    const pending = await fetchResult(student.caller, { sessionId });
    for (const jobId of new Set(jobIds)) await Analysis.runJob({ jobId }, 'writing', async () => analysis);
    const scored = await fetchResult(student.caller, { sessionId });

    // Assess
    expect(jobIds.length).toBeGreaterThan(0);
    expect(queue.sent.every(({ queueUrl }) => queueUrl === 'writing')).toBe(true);
    expect(submitted.status).toBe('submitted');
    expect(pending).toMatchObject({ status: 'pending', done: 0 });
    if (scored.status !== 'scored') throw new Error('expected a report');
    const analysed = scored.report.items.filter((item) => item.max === 15);
    expect(analysed.length).toBeGreaterThan(0);
    for (const item of analysed) expect(item.points).toBe(9);
  });

  it('counts an analysis that never ended as failed once the wait for analyses is over', async () => {
    // Prepare
    const student = await storedStudent({ sectionMockCredits: 1 });
    const sessionId = await takeMock(student, writingMock);
    await submit(student.caller, { sessionId });

    // Act
    const later = Date.now() + (mockAnalysisTimeoutSeconds + 60) * 1000;
    useClock(() => later);
    const result = await fetchResult(student.caller, { sessionId });

    // Assess
    if (result.status !== 'scored') throw new Error('expected a report');
    expect(result.report.items.some((item) => item.status === 'failed')).toBe(true);
  });
});
