import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { answerSecondsCap } from '@shared/exam';
import { storedStudent } from '@test/fixtures/accounts';
import { sampleAndLocked, storeQuestions } from '@test/fixtures/bank';
import { addAnalysisScore, createMockSession, MockSession, ownerOfUser } from '@functions/data';
import { Practice } from '@functions/domain/practice';
import { studentStatistics } from './statistics';

const reading = sampleAndLocked('RSA').sample;
const listening = sampleAndLocked('LSA').sample;

beforeAll(() => storeQuestions(reading, listening));

/** A mock session of the student, scored with these headline scores, or left in progress. */
async function mockSession(userId: string, scores?: { overall: number; reading: number }): Promise<string> {
  const sessionId = randomUUID();
  await createMockSession({
    sessionId,
    owner: ownerOfUser(userId),
    userId,
    mockTestId: 'mock-reading-1',
    title: 'PTE Academic Reading Mock Test 1',
    variant: 'Academic',
    category: 'Reading',
    isFree: false,
    status: 'in-progress',
    parts: [{ name: 'Reading', timeLimitSeconds: 1800, uids: [reading.uid] }],
    partIndex: 0,
    itemIndex: 0,
    partStartedAt: [Date.now()],
    timeUp: false,
    answers: {},
    revision: 0,
  });
  if (scores) await MockSession.patch({ sessionId }).set({ status: 'scored', scores, scoredAt: Date.now() }).go();
  return sessionId;
}

describe('studentStatistics', () => {
  it("computes a student's page from their own answers, AI analyses and scored mock tests only", async () => {
    // Prepare
    const { caller, user } = await storedStudent();
    const other = await storedStudent();
    await Practice.recordScore(caller, { uid: reading.uid, score: '1/1', successful: true, seconds: 45 });
    await Practice.recordScore(caller, { uid: reading.uid, score: '0/1', successful: false, seconds: 10 * answerSecondsCap });
    await Practice.recordScore(caller, { uid: listening.uid, score: '1/1', successful: true });
    await Practice.recordScore(other.caller, { uid: listening.uid, score: '0/1', successful: false, seconds: 60 });
    await addAnalysisScore({ userId: user.userId, jobId: randomUUID(), kind: 'speech', uid: 'SRA-0001', at: Date.now(), score: 10, max: 15, traits: [{ name: 'Content', score: 4, max: 5 }] });
    const scored = await mockSession(user.userId, { overall: 61, reading: 61 });
    await mockSession(user.userId);
    await mockSession(other.user.userId, { overall: 30, reading: 30 });

    // Act
    const statistics = await studentStatistics(caller, 'Europe/London');

    // Assess
    expect(statistics.totals).toMatchObject({ answers: 3, successful: 2, seconds: 45 + answerSecondsCap, activeDays: 1, aiAnalyses: 1, mockTests: 1 });
    expect(statistics.itemTypes.map(({ type, answers }) => [type, answers])).toEqual([
      ['RSA', 2],
      ['LSA', 1],
    ]);
    expect(statistics.aiTraits).toEqual([{ section: 'Speaking', traits: ['Content'], periods: [expect.objectContaining({ analyses: 1, traits: { Content: 80 } })] }]);
    expect(statistics.mockTests).toEqual([expect.objectContaining({ sessionId: scored, overall: 61, reading: 61, writing: null })]);
    expect(statistics.weakest).toEqual([expect.objectContaining({ type: 'RSA', pointsRate: 50, link: '/practice?section=Reading&exercise=RSA' })]);
    expect(statistics.timeZone).toBe('Europe/London');
  });

  it('gives a new student an empty page', async () => {
    const { caller } = await storedStudent();

    const statistics = await studentStatistics(caller, 'UTC');

    expect(statistics.totals.answers).toBe(0);
    expect(statistics).toMatchObject({ periods: [], aiTraits: [], mockTests: [], weakest: [] });
  });
});
