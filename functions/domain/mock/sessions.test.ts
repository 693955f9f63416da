import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { encodeWav } from '@shared/audio';
import { itemTypeCodes, type Question } from '@shared/exam';
import { freeMockTestIdOf, mockTestIdOf, mockTexts } from '@shared/mock';
import { storedStudent } from '@test/fixtures/accounts';
import { bankQuestions, storeQuestions } from '@test/fixtures/bank';
import { fakeQueue, recordedMetrics, type FakeQueue } from '@test/fixtures/domain-ports';
import { blobs, type StoredObject } from '@functions/adapters/blobs';
import { getAnalysisJob, getUser, readMockSession } from '@functions/data';
import { Speaking } from '@functions/domain/speaking';
import { CreditExhaustedError, FieldValidationError, MockNotFoundError, MockNotOpenError, MockStepRefusedError, NotSignedInError } from '@functions/platform/errors';
import { seedCatalogue } from './catalogue';
import { abandon, loadSession, recognisePart, saveAnswer, startFreeMock, startMock } from './sessions';

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

describe('speaking answers recognised in parts while recorded', () => {
  const speakingMock = mockTestIdOf('Academic', 'Speaking', 2);
  let queue: FakeQueue;

  beforeEach(() => {
    queue = fakeQueue();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The uploads bucket holding a 9 s recording under `folder`, and nothing anywhere else. */
  function uploadsHoldingUnder(folder: string) {
    const wav = encodeWav(new Float32Array(9 * 16_000));
    vi.spyOn(blobs, 'get').mockImplementation(async (_bucket, key, range): Promise<StoredObject | 'missing'> =>
      key.startsWith(folder) ? { bytes: range ? wav.subarray(0, 4096) : wav, contentType: 'audio/wav', totalBytes: wav.byteLength } : 'missing',
    );
  }

  /** A student without a practice speaking credit in a Speaking mock: Personal Introduction first, then Read Aloud, both open. */
  async function inSpeakingMock() {
    const student = await storedStudent({ sectionMockCredits: 1, speakingCredits: 0 });
    const { sessionId } = await startMock(student.caller, speakingMock);
    const [introduction, readAloud, later] = (await loadSession(student.caller, { sessionId })).parts[0]!.questions;
    return { student, sessionId, introduction: introduction!, readAloud: readAloud!, later: later! };
  }

  it("queues a part of an open item from the owner's folder, paid by the mock: no speaking credit needed or spent", async () => {
    // Prepare
    const { student, sessionId, introduction, readAloud } = await inSpeakingMock();
    uploadsHoldingUnder(Speaking.userRecordingsFolder(student.user.userId));
    const uploadId = randomUUID();

    // Act
    const recognised = await recognisePart(student.caller, '10.3.0.1', { sessionId, uid: readAloud.uid, uploadId });
    const notAnalysed = await recognisePart(student.caller, '10.3.0.1', { sessionId, uid: introduction.uid, uploadId: randomUUID() });

    // Assess
    expect(readAloud.type).toBe('SRA');
    expect(recognised).toEqual({ recognising: true });
    expect(notAnalysed).toEqual({ recognising: false });
    expect(queue.sent).toEqual([{ queueUrl: 'speech', message: { partKey: `${Speaking.userRecordingsFolder(student.user.userId)}${uploadId}.wav` } }]);
    expect((await getUser(student.user.userId))!.speakingCreditsUsed).toBe(0);
  });

  it("refuses someone else's part, and a part from anyone without the session or for an item not open", async () => {
    // Prepare
    const { student, sessionId, readAloud, later } = await inSpeakingMock();
    const other = await storedStudent();
    uploadsHoldingUnder(Speaking.userRecordingsFolder(other.user.userId));
    const part = { sessionId, uid: readAloud.uid, uploadId: randomUUID() };

    // Act and assess: the other student's upload is looked for under the owner's folder, where it is not.
    await expect(recognisePart(student.caller, '10.3.0.2', part)).rejects.toBeInstanceOf(FieldValidationError);
    await expect(recognisePart(other.caller, '10.3.0.2', part)).rejects.toBeInstanceOf(MockNotFoundError);
    await expect(recognisePart(undefined, '10.3.0.2', part)).rejects.toBeInstanceOf(NotSignedInError);
    await expect(recognisePart(student.caller, '10.3.0.2', { ...part, uid: later.uid })).rejects.toEqual(new MockStepRefusedError(sessionId, mockTexts.notYet));
    await abandon(student.caller, { sessionId });
    await expect(recognisePart(student.caller, '10.3.0.2', part)).rejects.toBeInstanceOf(MockNotFoundError);
    expect(queue.sent).toEqual([]);
  });

  it("starts a saved answer's analysis with its parts, looked for under the owner's folder only and paid by the mock", async () => {
    // Prepare
    const { student, sessionId, readAloud } = await inSpeakingMock();
    const folder = Speaking.userRecordingsFolder(student.user.userId);
    uploadsHoldingUnder(folder);
    const parts = [
      { uploadId: randomUUID(), startSample: 0 },
      { uploadId: randomUUID(), startSample: 150_000 },
    ];

    // Act
    await saveAnswer(student.caller, { sessionId, uid: readAloud.uid, answer: { kind: 'speech', uploadId: randomUUID(), parts } });

    // Assess
    const { jobId } = (await readMockSession(sessionId))!.jobs[readAloud.uid]!;
    const job = await getAnalysisJob(jobId);
    expect(job).toMatchObject({ kind: 'speech', isMockTest: true, parts: parts.map(({ uploadId, startSample }) => ({ partKey: `${folder}${uploadId}.wav`, startSample })) });
    expect(job!.payment).toBeUndefined();
    expect(queue.sent).toEqual([{ queueUrl: 'speech', message: { jobId } }]);
  });
});
