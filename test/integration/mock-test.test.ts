import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeWav } from '@shared/audio';
import { itemTypes, type ItemTypeCode } from '@shared/exam';
import { mockGraceSeconds, mocksPerList, mockTexts } from '@shared/mock';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { bankItem, correctWrittenAnswer, spokenAnswer } from '@test/fixtures/mock-answers';
import type { Platform } from '@local/platform';

interface LoadedSession {
  sessionId: string;
  parts: { name: string; timeLimitSeconds: number; questions: { uid: string; type: ItemTypeCode }[] }[];
  answered: string[];
  position: { status: string; part: number; item: number; secondsLeft: number; partComplete: boolean; finished: boolean; timeUp: boolean };
}
interface Report {
  overall: number;
  skills: Record<'reading' | 'writing' | 'listening' | 'speaking', number | null>;
  enablingSkills: Record<string, number | null>;
  practiseNext: { link: string }[];
  saved: boolean;
  items: { uid: string; type: string; score: string; points: number; max: number; answer: string; showAnswer: string; status: string }[];
}

/** A recording in the recorder's format: voiced bursts (one a word, about 2.5 words a second) within the answering time. */
function recordingOf(text: string, answeringSeconds: number): Uint8Array {
  const rate = 16_000;
  const words = text.split(/\s+/).length;
  const seconds = Math.min(answeringSeconds, 0.6 + words / 2.5);
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let index = 0; index < samples.length; index += 1) {
    const t = index / rate;
    const inWord = t > 0.3 && (t * 2.5) % 1 < 0.7;
    samples[index] = inWord ? 0.4 * Math.sin(2 * Math.PI * 180 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 7 * t)) : 0;
  }
  return encodeWav(samples);
}

// In-process platform (as npm start runs it), restarted on the same data dir mid-test; 'browser' transcriber, so no recogniser is needed.
describe('mock tests', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;
  let student: string;
  let admin: string;

  async function start() {
    // A fresh module graph: the platform, the handlers and their configuration load again, as after a restart.
    vi.resetModules();
    const { startPlatform } = await import('@local/platform');
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'browser' });
  }

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    await start();
    const login = async (role: 'student' | 'admin') => {
      const account = platform.demoAccounts.find((candidate) => candidate.platformAccess === role)!;
      return ((await post('users/loginStudent', { email: account.email, password: account.password })).body as { token: string }).token;
    };
    student = await login('student');
    admin = await login('admin');
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  const load = async (sessionId: string, token?: string, anonymousId?: string) => {
    const reply = await post('mocktest/loadMockTest', { sessionId, anonymousId }, token);
    expect(reply.status).toBe(200);
    return reply.body as unknown as LoadedSession;
  };

  /** Moves a part's clock back, as if `secondsAgo` had passed since it started (the table is the platform's). */
  async function startedAgo(sessionId: string, part: number, secondsAgo: number) {
    const { readMockSession, MockSession } = await import('@functions/data');
    const session = (await readMockSession(sessionId))!;
    const partStartedAt = [...session.partStartedAt];
    partStartedAt[part] = Date.now() - secondsAgo * 1000;
    await MockSession.patch({ sessionId }).set({ partStartedAt }).go();
  }

  /** The correct answer to a question, from the bank; speaking answers are uploaded recordings. */
  async function correctAnswer(sessionId: string, uid: string, type: ItemTypeCode, token: string) {
    const item = bankItem(uid);
    if (itemTypes[type].answerKind !== 'speech') return correctWrittenAnswer(type, item);
    const text = spokenAnswer(type, item);
    if (text === undefined) return { kind: 'speech' };
    const wav = recordingOf(text, itemTypes[type].answeringTime);
    const created = await post('mocktest/createMockRecordingUpload', { sessionId, uid, bytes: wav.length }, token);
    expect(created.status).toBe(200);
    const { uploadId, url, headers } = created.body as { uploadId: string; url: string; headers: Record<string, string> };
    expect((await fetch(url, { method: 'PUT', headers, body: Buffer.from(wav) })).status).toBe(200);
    return { kind: 'speech', uploadId, browserTranscript: { text, confidence: 0.95 } };
  }

  async function answerPart(session: LoadedSession, part: number, token: string, answer: (uid: string, type: ItemTypeCode) => Promise<unknown>) {
    for (const { uid, type } of session.parts[part]!.questions) {
      const saved = await post('mocktest/saveMockTestQuestion', { sessionId: session.sessionId, uid, answer: await answer(uid, type) }, token);
      expect(saved.status, `${uid}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
    expect(await post('mocktest/saveMockTestEndSection', { sessionId: session.sessionId, part }, token)).toMatchObject({ status: 200, body: { part: part + 1, item: 0 } });
  }

  async function result(sessionId: string, token: string): Promise<Report> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const reply = await post('mocktest/fetchMockTestResult', { sessionId }, token);
      expect(reply.status).toBe(200);
      if (reply.body.status === 'scored') return reply.body.report as unknown as Report;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The mock test was not scored in time');
  }

  let fullSessionId: string;

  it('pages the mock list over HTTP, and answers a page that does not exist on its field', async () => {
    // Act
    const second = await post('mocktest/fetchAllMockTest', { examType: 'Core', category: 'full', page: 2, rowsPerPage: 15 });
    const past = await post('mocktest/fetchAllMockTest', { examType: 'Core', category: 'full', page: 3, rowsPerPage: 15 });
    const wrong = await post('mocktest/fetchAllMockTest', { page: 0, rowsPerPage: 500 });
    // Assess
    expect(second.status).toBe(200);
    const [full] = second.body.categories as { category: string; mocks: { number: number }[]; total: number; page: number; pages: number }[];
    expect(full).toMatchObject({ category: 'full', total: mocksPerList.full, page: 2, pages: Math.ceil(mocksPerList.full / 15) });
    expect(full!.mocks.map((mock) => mock.number)).toEqual(Array.from({ length: mocksPerList.full - 15 }, (_, index) => index + 16));
    expect(second.body.free).toMatchObject({ mockTestId: 'core-reading-free', kind: 'free' });
    expect(past).toMatchObject({ status: 400, body: { errors: { page: mockTexts.noSuchPage(2) } } });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { page: expect.any(String), rowsPerPage: expect.any(String) } } });
  });

  it('lists the mocks of the exam type with the credits, and keeps mock test 1 for the flag', async () => {
    // Act
    // A copy of the run's seeded data dir: the catalogue is there, and a start from the same sources reads no content again.
    expect(platform.seeded.content).toBe('unchanged');
    const list = await post('mocktest/fetchAllMockTest', {}, student);
    // Assess
    expect(list.status).toBe(200);
    const { variant, credits, categories } = list.body as { variant: string; credits: { full: number; section: number }; categories: { category: string; mocks: { mockTestId: string; title: string; locked: boolean; lockedReason?: string }[] }[] };
    expect(variant).toBe('Academic');
    expect(credits).toEqual({ full: 5, section: 5 });
    const full = categories.find((entry) => entry.category === 'full')!.mocks;
    // The first page of 10.
    expect(full.map((mock) => mock.title)).toEqual(Array.from({ length: 10 }, (_, index) => `PTE Academic Mock Test ${index + 1}`));
    expect(full[0]).toMatchObject({ locked: true, lockedReason: mockTexts.mockTest1Locked });
    expect(categories.find((entry) => entry.category === 'Reading')).toMatchObject({ total: mocksPerList.section, page: 1, pages: 1 });
    expect(categories.find((entry) => entry.category === 'Reading')!.mocks).toHaveLength(mocksPerList.section);
    expect(await post('mocktest/startMockTest', { mockTestId: 'academic-reading-1' }, student)).toMatchObject({ status: 403, body: { errors: { message: mockTexts.mockTest1Locked } } });
    const { addStepsDone } = await import('@functions/data');
    const demo = (await post('users/retrieveUser', {}, student)).body.user as { id: string };
    await addStepsDone(demo.id, ['can_take_mock_test_1']);
    expect(await post('mocktest/startMockTest', { mockTestId: 'academic-reading-1' }, student)).toMatchObject({ status: 200, body: { resumed: false, credits: { full: 5, section: 4 } } });
  });

  it('takes a full Academic mock with every answer correct, resumes it after a restart, and scores it high', async () => {
    // Prepare: start, and start again, which resumes without spending.
    const started = await post('mocktest/startMockTest', { mockTestId: 'academic-full-2' }, student);
    expect(started).toMatchObject({ status: 200, body: { resumed: false, credits: { full: 4 } } });
    fullSessionId = started.body.sessionId as string;
    expect(await post('mocktest/startMockTest', { mockTestId: 'academic-full-2' }, student)).toMatchObject({ status: 200, body: { sessionId: fullSessionId, resumed: true, credits: { full: 4 } } });
    const session = await load(fullSessionId, student);
    expect(session.parts.map((part) => part.questions.length)).toEqual([36, 15, 14]);
    expect(session.position).toMatchObject({ part: 0, item: 0, timeUp: false });
    expect(session.position.secondsLeft).toBeGreaterThan(84 * 60 - 5);
    expect(JSON.stringify(session)).not.toMatch(/correctIndex|correctAnswer|sampleAnswer|indexToClick|keywords|"answer"/);

    // Act: part 1, with a refused step or two on the way.
    const [first, second, third] = session.parts[0]!.questions;
    expect(await post('mocktest/saveMockTestQuestion', { sessionId: fullSessionId, uid: third!.uid, answer: { kind: 'speech' } }, student)).toMatchObject({ status: 409, body: { errors: { message: mockTexts.notYet } } });
    expect(await post('mocktest/saveMockTestQuestion', { sessionId: fullSessionId, uid: first!.uid, answer: { kind: 'choice', selected: 1 } }, student)).toMatchObject({ status: 400, body: { errors: { 'answer.kind': 'This question takes a recorded answer.' } } });
    expect(await post('mocktest/saveMockTestQuestion', { sessionId: fullSessionId, uid: first!.uid, answer: { kind: 'speech', uploadId: 'nope' } }, student)).toMatchObject({ status: 400, body: { errors: { 'answer.uploadId': expect.any(String) } } });
    expect(await post('mocktest/saveMockTestQuestion', { sessionId: fullSessionId, uid: first!.uid, answer: { kind: 'speech' } }, admin)).toMatchObject({ status: 404 });
    expect((await load(fullSessionId, student)).position.item).toBe(0);
    await answerPart(session, 0, student, (uid, type) => correctAnswer(fullSessionId, uid, type, student));
    expect(await post('mocktest/saveMockTestQuestion', { sessionId: fullSessionId, uid: second!.uid, answer: { kind: 'speech' } }, student)).toMatchObject({ status: 409, body: { errors: { message: mockTexts.closed } } });

    // Restart the platform on the same data: the seed keeps the catalogue and the test resumes where it was.
    await platform.stop();
    await start();
    expect(platform.seeded.content).toBe('unchanged');
    const resumed = await load(fullSessionId, student);
    expect(resumed.position).toMatchObject({ status: 'in-progress', part: 1, item: 0, timeUp: false });
    expect(resumed.position.secondsLeft).toBeGreaterThan(30 * 60 - 60);
    expect(resumed.answered).toHaveLength(36);
    await answerPart(resumed, 1, student, (uid, type) => correctAnswer(fullSessionId, uid, type, student));
    await answerPart(resumed, 2, student, (uid, type) => correctAnswer(fullSessionId, uid, type, student));
    expect((await load(fullSessionId, student)).position).toMatchObject({ finished: true });
    const lastUid = resumed.parts[2]!.questions.at(-1)!.uid;
    expect(await post('mocktest/saveMockTestQuestion', { sessionId: fullSessionId, uid: lastUid, answer: { kind: 'text', text: '' } }, student)).toMatchObject({ status: 409, body: { errors: { message: mockTexts.finished } } });
    // Answers the AI scores were sent for analysis as they were saved, not at submit.
    const { readMockSession } = await import('@functions/data');
    const analysed = resumed.parts.flatMap((part) => part.questions).filter(({ type }) => itemTypes[type].scoring === 'ai');
    expect(Object.keys((await readMockSession(fullSessionId))!.jobs).sort()).toEqual(analysed.map(({ uid }) => uid).sort());
    const submitted = await post('mocktest/submitMockTest', { sessionId: fullSessionId }, student);
    // 'scored' at once when every analysis had already ended.
    expect(submitted).toMatchObject({ status: 200, body: { sessionId: fullSessionId, status: expect.stringMatching(/^(submitted|scored)$/), category: 'full' } });
    const report = await result(fullSessionId, student);

    // Assess
    expect(report.items).toHaveLength(65);
    expect(report.skills.reading).toBeGreaterThanOrEqual(85);
    expect(report.skills.listening).toBeGreaterThanOrEqual(85);
    expect(report.skills.writing).toBeGreaterThanOrEqual(75);
    expect(report.skills.speaking).toBeGreaterThanOrEqual(70);
    expect(report.overall).toBeGreaterThanOrEqual(80);
    for (const item of report.items.filter((entry) => itemTypes[entry.type as ItemTypeCode].scoring === 'rules')) expect(item.points, item.uid).toBe(item.max);
    const wfd = report.items.find((item) => item.type === 'LWD')!;
    expect(wfd).toMatchObject({ answer: bankItem(wfd.uid).transcript, showAnswer: bankItem(wfd.uid).transcript, status: 'scored' });
    expect(report.items.find((item) => item.type === 'SPI')).toMatchObject({ status: 'unscored', answer: 'nothing recorded' });
    expect(await post('mocktest/submitMockTest', { sessionId: fullSessionId }, student)).toMatchObject({ status: 200, body: { status: 'scored' } });
  });

  it('shows the scorecard to anyone with the session id, and the answers to the owner only', async () => {
    const scorecard = await post('mocktest/fetchMockTestResultPublic', { sessionId: fullSessionId });
    expect(scorecard).toMatchObject({ status: 200, body: { status: 'scored', firstName: 'Demo', variant: 'Academic', category: 'full', title: 'PTE Academic Mock Test 2' } });
    expect(scorecard.body).not.toHaveProperty('items');
    expect(await post('mocktest/fetchMockTestResult', { sessionId: fullSessionId })).toMatchObject({ status: 401 });
    expect(await post('mocktest/fetchMockTestResult', { sessionId: fullSessionId }, admin)).toMatchObject({ status: 404, body: { errors: { message: mockTexts.notFound } } });
    expect(await post('mocktest/loadMockTest', { sessionId: fullSessionId }, admin)).toMatchObject({ status: 404 });
    expect(await post('mocktest/fetchMockTestResultPublic', { sessionId: randomUUID() })).toMatchObject({ status: 404 });

    expect(await post('mocktest/saveMockTestResult', { sessionId: fullSessionId, preventNavigate: true }, student)).toMatchObject({ status: 200, body: { saved: true, preventNavigate: true } });
    expect((await result(fullSessionId, student)).saved).toBe(true);
    const overview = await post('mocktest/didMockTestOverview', {}, student);
    expect(overview.body.mocks).toEqual(expect.arrayContaining([expect.objectContaining({ mockTestId: 'academic-full-2', attempts: 1, last: expect.objectContaining({ status: 'scored', sessionId: fullSessionId }) })]));
  });

  it('enforces part times on the server and scores an empty test 10 everywhere', async () => {
    // Prepare
    const sessionId = (await post('mocktest/startMockTest', { mockTestId: 'academic-full-3' }, student)).body.sessionId as string;
    const session = await load(sessionId, student);
    const [intro, readAloud, nextOne] = session.parts[0]!.questions;
    const limit = session.parts[0]!.timeLimitSeconds;
    expect((await post('mocktest/saveMockTestQuestion', { sessionId, uid: intro!.uid, answer: { kind: 'speech' } }, student)).status).toBe(200);

    // Act: within the grace an answer is still taken; after it, refused, and the test moves on.
    await startedAgo(sessionId, 0, limit + mockGraceSeconds - 10);
    expect((await post('mocktest/saveMockTestQuestion', { sessionId, uid: readAloud!.uid, answer: { kind: 'speech' } }, student)).status).toBe(200);
    await startedAgo(sessionId, 0, limit + mockGraceSeconds + 5);
    expect(await post('mocktest/saveMockTestQuestion', { sessionId, uid: nextOne!.uid, answer: { kind: 'speech' } }, student)).toMatchObject({ status: 409, body: { errors: { message: mockTexts.timeUp } } });
    const moved = await load(sessionId, student);
    expect(moved.position).toMatchObject({ part: 1, item: 0, timeUp: true });
    expect(moved.position.secondsLeft).toBeGreaterThan(30 * 60 - 60);
    await startedAgo(sessionId, 1, 31 * 60);
    expect((await load(sessionId, student)).position).toMatchObject({ part: 2, timeUp: true });
    await startedAgo(sessionId, 2, 44 * 60);
    expect((await load(sessionId, student)).position).toMatchObject({ finished: true, secondsLeft: 0 });
    const submitted = await post('mocktest/submitMockTest', { sessionId }, student);

    // Assess: nothing to analyse, so scored at once.
    expect(submitted).toMatchObject({ status: 200, body: { status: 'scored' } });
    const report = await result(sessionId, student);
    expect(report.overall).toBe(10);
    expect(report.skills).toEqual({ reading: 10, writing: 10, listening: 10, speaking: 10 });
    expect(report.items.every((item) => item.points === 0)).toBe(true);
    expect(report.practiseNext[0]!.link).toMatch(/^\/practice\?section=\w+&exercise=[A-Z]{3}$/);
  });

  it('gives a visitor one free Reading mock, scored at once, and signed-in students none', async () => {
    // Prepare
    const anonymousId = randomUUID();
    const started = await post('mocktest/startFreeMockTest', { anonymousId });
    expect(started).toMatchObject({ status: 200, body: { mockTestId: 'academic-reading-free', resumed: false } });
    const sessionId = started.body.sessionId as string;
    expect(await post('mocktest/startFreeMockTest', { anonymousId })).toMatchObject({ status: 200, body: { sessionId, resumed: true } });
    expect(await post('mocktest/startFreeMockTest', { anonymousId }, student)).toMatchObject({ status: 403, body: { errors: { message: mockTexts.freeForVisitors } } });
    expect(await post('mocktest/loadMockTest', { sessionId })).toMatchObject({ status: 401 });
    expect(await post('mocktest/loadMockTest', { sessionId, anonymousId: randomUUID() })).toMatchObject({ status: 404 });
    const session = await load(sessionId, undefined, anonymousId);
    expect(session.parts.map((part) => part.questions.length)).toEqual([15]);

    // Act
    for (const { uid, type } of session.parts[0]!.questions.slice(0, 5)) {
      expect((await post('mocktest/saveMockTestQuestion', { sessionId, anonymousId, uid, answer: await correctAnswer(sessionId, uid, type, '') })).status).toBe(200);
    }
    const submitted = await post('mocktest/submitMockTest', { sessionId, anonymousId });

    // Assess
    expect(submitted).toMatchObject({ status: 200, body: { status: 'scored', category: 'Reading' } });
    const reply = await post('mocktest/fetchMockTestResult', { sessionId, anonymousId });
    const report = reply.body.report as Report;
    expect(report.skills.reading).toBeGreaterThan(10);
    expect(report.skills.reading).toBeLessThan(90);
    expect(report.skills.speaking).toBeNull();
    expect(await post('mocktest/fetchMockTestResultPublic', { sessionId })).toMatchObject({ status: 200, body: { firstName: 'Guest' } });
    expect(await post('mocktest/startFreeMockTest', { anonymousId })).toMatchObject({ status: 403, body: { errors: { message: mockTexts.freeTaken } } });

    // Signed up in the same browser, the student sends that anonymous id: the free mock is in their history and its result opens.
    const history = await post('mocktest/didMockTestOverview', { anonymousId }, student);
    expect(history.body.mocks).toEqual(expect.arrayContaining([expect.objectContaining({ mockTestId: 'academic-reading-free', last: expect.objectContaining({ sessionId, status: 'scored' }) })]));
    expect((await post('mocktest/didMockTestOverview', {}, student)).body.mocks).not.toEqual(expect.arrayContaining([expect.objectContaining({ mockTestId: 'academic-reading-free' })]));
    expect(await post('mocktest/fetchMockTestResult', { sessionId, anonymousId }, student)).toMatchObject({ status: 200 });
  });

  it('spends one credit per new attempt, refuses with a clear message when none is left, and abandons on delete', async () => {
    expect((await post('mocktest/fetchAllMockTest', {}, admin)).body.credits).toEqual({ full: 1, section: 1 });
    const first = await post('mocktest/startMockTest', { mockTestId: 'academic-writing-2' }, admin);
    expect(first).toMatchObject({ status: 200, body: { resumed: false, credits: { section: 0 } } });
    expect(await post('mocktest/startMockTest', { mockTestId: 'academic-listening-2' }, admin)).toMatchObject({ status: 403, body: { errors: { message: mockTexts.noSectionCredits } } });
    expect(await post('mocktest/startMockTest', { mockTestId: 'academic-writing-2' }, admin)).toMatchObject({ status: 200, body: { resumed: true, credits: { section: 0 } } });
    const sessionId = first.body.sessionId as string;
    expect(await post('mocktest/deleteMockTest', { sessionId }, student)).toMatchObject({ status: 404 });
    expect(await post('mocktest/deleteMockTest', { sessionId }, admin)).toMatchObject({ status: 200, body: { status: 'abandoned' } });
    expect(await post('mocktest/loadMockTest', { sessionId }, admin)).toMatchObject({ status: 404 });
    expect(await post('mocktest/startMockTest', { mockTestId: 'academic-writing-2' }, admin)).toMatchObject({ status: 403, body: { errors: { message: mockTexts.noSectionCredits } } });
  });

  it('draws a random mock for its owner only, and answers bad input on its fields', async () => {
    const drawn = await post('mocktest/createRandomMockTest', { category: 'Writing' }, student);
    expect(drawn).toMatchObject({ status: 200, body: { kind: 'random', category: 'Writing', itemCount: 2, locked: false } });
    const mockTestId = drawn.body.mockTestId as string;
    // After the numbered Writing mocks: on the page after them.
    const listed = (await post('mocktest/fetchAllMockTest', { category: 'Writing', page: 2 }, student)).body.categories as { mocks: { mockTestId: string }[]; total: number }[];
    expect(listed[0]!.mocks.map((mock) => mock.mockTestId)).toContain(mockTestId);
    expect(listed[0]!.total).toBe(mocksPerList.section + 1);
    expect(await post('mocktest/startMockTest', { mockTestId }, admin)).toMatchObject({ status: 404 });
    expect(await post('mocktest/createRandomMockTest', { category: 'Maths' }, student)).toMatchObject({ status: 400, body: { errors: { category: expect.any(String) } } });
    expect(await post('mocktest/saveMockTestQuestion', { sessionId: 'x', uid: 'RSA-0001', answer: { kind: 'choice', selected: -1 } }, student)).toMatchObject({
      status: 400,
      body: { errors: { sessionId: mockTexts.notFound, 'answer.selected': expect.any(String) } },
    });
    expect(await post('mocktest/startMockTest', {}, student)).toMatchObject({ status: 400, body: { errors: { mockTestId: 'Choose a mock test.' } } });
  });
});
