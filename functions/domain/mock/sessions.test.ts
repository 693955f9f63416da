import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { itemTypeCodes, type Question } from '@shared/exam';
import { freeMockTestIdOf, mockTestIdOf, mockTexts } from '@shared/mock';
import { storedStudent } from '@test/fixtures/accounts';
import { bankQuestions, storeQuestions } from '@test/fixtures/bank';
import { recordedMetrics } from '@test/fixtures/domain-ports';
import { getUser } from '@functions/data';
import { CreditExhaustedError, MockNotFoundError, MockNotOpenError } from '@functions/platform/errors';
import { seedCatalogue } from './catalogue';
import { loadSession, startFreeMock, startMock } from './sessions';

const bank: Question[] = itemTypeCodes.flatMap((type) => bankQuestions(type));
// Mock test 1 needs a flag of its own; the second full mock needs only a credit.
const fullMock = mockTestIdOf('Academic', 'full', 2);
const readingMock = mockTestIdOf('Academic', 'Reading', 2);

let metrics: ReturnType<typeof recordedMetrics>;

beforeAll(async () => {
  await storeQuestions(...bank);
  await seedCatalogue(bank);
});

beforeEach(() => {
  metrics = recordedMetrics();
});

afterEach(() => {
  metrics.restore();
});

describe('startMock', () => {
  it('spends one full mock credit to start a full mock, counts it, and resumes the attempt in progress without spending again', async () => {
    // Prepare
    const { user, caller } = await storedStudent({ fullMockCredits: 2 });

    // Act
    const started = await startMock(caller, fullMock);
    const resumed = await startMock(caller, fullMock);

    // Assess
    expect(started).toMatchObject({ resumed: false, credits: { full: 1 } });
    expect(resumed).toEqual({ sessionId: started.sessionId, resumed: true, credits: { full: 1, section: 1 } });
    expect((await getUser(user.userId))!.fullMockCredits).toBe(1);
    expect(metrics.named('CreditsSpent')).toEqual([{ credit: 'fullMock' }]);
  });

  it('spends a section credit for a section mock', async () => {
    const { user, caller } = await storedStudent({ sectionMockCredits: 1 });

    await startMock(caller, readingMock);

    expect((await getUser(user.userId))!.sectionMockCredits).toBe(0);
    expect(metrics.named('CreditsSpent')).toEqual([{ credit: 'sectionMock' }]);
  });

  it('refuses without a credit, mock test 1 without its flag, the free mock and an unknown mock, spending nothing', async () => {
    const { caller } = await storedStudent({ fullMockCredits: 0, sectionMockCredits: 0 });
    const withCredits = await storedStudent({ fullMockCredits: 3 });

    await expect(startMock(caller, fullMock)).rejects.toEqual(new CreditExhaustedError('full mock', mockTexts.noFullCredits));
    await expect(startMock(caller, readingMock)).rejects.toEqual(new CreditExhaustedError('section mock', mockTexts.noSectionCredits));
    await expect(startMock(withCredits.caller, mockTestIdOf('Academic', 'full', 1))).rejects.toEqual(new MockNotOpenError(mockTestIdOf('Academic', 'full', 1), mockTexts.mockTest1Locked));
    await expect(startMock(withCredits.caller, freeMockTestIdOf('Academic'))).rejects.toBeInstanceOf(MockNotOpenError);
    await expect(startMock(withCredits.caller, 'academic-full-99')).rejects.toBeInstanceOf(MockNotFoundError);
    expect(metrics.points).toEqual([]);
  });
});

describe('startFreeMock', () => {
  it("gives a visitor one free Reading mock of their exam, resumed when started again, and refuses a student", async () => {
    const anonymousId = randomUUID();
    const { caller } = await storedStudent();

    const first = await startFreeMock(undefined, { anonymousId, examType: 'Core' });
    const again = await startFreeMock(undefined, { anonymousId, examType: 'Core' });

    expect(first).toMatchObject({ mockTestId: freeMockTestIdOf('Core'), resumed: false });
    expect(again).toEqual({ ...first, resumed: true });
    await expect(startFreeMock(caller, { anonymousId, examType: 'Core' })).rejects.toEqual(new MockNotOpenError(freeMockTestIdOf('Core'), mockTexts.freeForVisitors));
    expect(metrics.points).toEqual([]);
  });
});

describe('loadSession', () => {
  it('shows the parts with their questions, without their answers, and where the student is', async () => {
    const { caller } = await storedStudent({ sectionMockCredits: 1 });
    const { sessionId } = await startMock(caller, readingMock);

    const session = await loadSession(caller, { sessionId });

    expect(session).toMatchObject({ sessionId, mockTestId: readingMock, variant: 'Academic', category: 'Reading', isFree: false, answered: [] });
    expect(session.position).toMatchObject({ status: 'in-progress', part: 0, item: 0, finished: false });
    const questions = session.parts.flatMap((part) => part.questions);
    expect(questions.length).toBeGreaterThan(5);
    expect(JSON.stringify(questions)).not.toMatch(/"correctAnswers?"/);
  });

  it("does not show one student's session to another", async () => {
    const owner = await storedStudent({ sectionMockCredits: 1 });
    const other = await storedStudent();
    const { sessionId } = await startMock(owner.caller, readingMock);

    await expect(loadSession(other.caller, { sessionId })).rejects.toBeInstanceOf(MockNotFoundError);
  });
});
