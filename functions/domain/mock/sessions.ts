import { randomUUID } from 'node:crypto';
import type { MockCredits, MockPositionView, MockSession } from '@shared/api/mock';
import { itemTypes, parseItemTypeCode, type Variant } from '@shared/exam';
import {
  freeMockTestIdOf,
  isFinished,
  isMockTest1,
  mockAnswerErrors,
  mockKindOf,
  mockTest1Flag,
  mockTexts,
  nextPart,
  projectQuestion,
  secondsLeft,
  settle,
  type MockAnswer,
  type MockPosition,
} from '@shared/mock';
import {
  addMockCredits,
  catalogueOwner,
  createMockSession,
  getMockTest,
  listMockSessions,
  ownerOfUser,
  ownerOfVisitor,
  readMockSession,
  spendMockCredit,
  updateMockSession,
  type MockSessionItem,
  type MockTestItem,
  type NewMockSession,
  type UserItem,
} from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Speaking } from '@functions/domain/speaking';
import type { Caller } from '@functions/platform/auth';
import { ChangedElsewhereError, CreditExhaustedError, FieldValidationError, MockNotFoundError, MockNotOpenError, MockStepRefusedError, QuestionNotFoundError } from '@functions/platform/errors';
import { recordCreditRefunded, recordCreditSpent } from '@functions/platform/metrics';
import { canonical, ownedSession, payerOfSession, questionsOf, requireInProgress, uuidFrom } from './access';
import { analysisKindOf, dispatchJobs } from './analysis-jobs';
import { creditsOf } from './catalogue';
import { now } from './clock';

type SessionChanges = Parameters<typeof updateMockSession>[2];

function positionOf(session: MockSessionItem): MockPosition {
  return { partIndex: session.partIndex, itemIndex: session.itemIndex, partStartedAt: session.partStartedAt, timeUp: session.timeUp };
}

function changesOf(position: MockPosition): SessionChanges {
  return { partIndex: position.partIndex, itemIndex: position.itemIndex, partStartedAt: [...position.partStartedAt], timeUp: position.timeUp };
}

export function positionView(session: MockSessionItem, at: number): MockPositionView {
  const position = positionOf(session);
  const finished = isFinished(session.parts, position);
  const inProgress = session.status === 'in-progress';
  return {
    status: session.status,
    part: session.partIndex,
    item: session.itemIndex,
    secondsLeft: inProgress ? secondsLeft(session.parts, position, at) : 0,
    partComplete: !finished && session.itemIndex >= (session.parts[session.partIndex]?.uids.length ?? 0),
    finished,
    timeUp: session.timeUp,
    serverNow: at,
  };
}

/**
 * Applies one step to a session in progress with the optimistic lock: the step reads the
 * session and returns the changes (or undefined for none, or throws to refuse); when another
 * request changed the session meanwhile, the step runs again on what it wrote.
 */
async function change(session: MockSessionItem, step: (current: MockSessionItem) => SessionChanges | undefined): Promise<MockSessionItem> {
  let current = session;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const changes = step(current);
    if (changes === undefined) return current;
    const written = await updateMockSession(current.sessionId, current.revision, changes);
    if (written) return written;
    const fresh = await readMockSession(current.sessionId);
    if (!fresh || fresh.status === 'abandoned') throw new MockNotFoundError(current.sessionId, mockTexts.notFound);
    current = fresh;
  }
  throw new ChangedElsewhereError(session.sessionId, 'This mock test is being changed elsewhere. Reload the page.');
}

/** The time-up rule applied and stored: a part whose time (and grace) is over is closed and the next one opened. */
export async function settled(session: MockSessionItem, at: number): Promise<MockSessionItem> {
  return change(session, (current) => {
    if (current.status !== 'in-progress') return undefined;
    const { position, changed } = settle(current.parts, positionOf(current), at);
    return changed ? changesOf(position) : undefined;
  });
}

function newSession(fields: Pick<NewMockSession, 'sessionId' | 'owner' | 'userId' | 'anonymousId' | 'isFree'>, mock: MockTestItem, at: number): NewMockSession {
  return {
    ...fields,
    mockTestId: mock.mockTestId,
    title: mock.title,
    variant: mock.variant,
    category: mock.category,
    status: 'in-progress',
    parts: mock.parts,
    partIndex: 0,
    itemIndex: 0,
    partStartedAt: [at],
    timeUp: false,
    answers: {},
    revision: 0,
  };
}

async function creditsAfter(caller: Caller): Promise<MockCredits> {
  return creditsOf(await Accounts.loadUser(caller));
}

/**
 * Starts a mock for a student (spec/platform.md §4): mock test 1 needs the can_take_mock_test_1
 * flag; an attempt in progress is resumed without spending; otherwise one full or section mock
 * credit is spent first (a conditional write) and the session created after, so every session
 * that exists was paid for and every 200 names one: of parallel starts with one credit, one
 * creates the attempt and the others get the no-credit answer. Attempt n of a mock has a
 * session id made from the student, the mock and n; a start that finds its attempt created by
 * a parallel start gives its credit back and resumes that attempt.
 */
export async function startMock(caller: Caller, mockTestId: string): Promise<{ sessionId: string; resumed: boolean; credits: MockCredits }> {
  const user = await Accounts.loadUser(caller);
  const mock = await getMockTest(mockTestId);
  if (!mock || (mock.listOwner !== catalogueOwner && mock.listOwner !== user.userId)) throw new MockNotFoundError(mockTestId, mockTexts.notFound);
  if (mock.kind === 'free') throw new MockNotOpenError(mockTestId, mockTexts.freeForVisitors);
  if (isMockTest1(mock) && !(user.stepsDone ?? []).includes(mockTest1Flag)) throw new MockNotOpenError(mockTestId, mockTexts.mockTest1Locked);
  const kind = mockKindOf(mock.category);
  const owner = ownerOfUser(user.userId);
  const sessions = await listMockSessions(owner, mockTestId);
  const open = sessions.find((session) => session.status === 'in-progress');
  if (open && (await readMockSession(open.sessionId))?.status === 'in-progress') {
    return { sessionId: open.sessionId, resumed: true, credits: await creditsAfter(caller) };
  }
  const noCredit = () => (kind === 'full' ? new CreditExhaustedError('full mock', mockTexts.noFullCredits) : new CreditExhaustedError('section mock', mockTexts.noSectionCredits));
  if (creditsOf(user)[kind] <= 0 || (await spendMockCredit(user.userId, kind)) === undefined) throw noCredit();
  const credit = kind === 'full' ? 'fullMock' : 'sectionMock';
  recordCreditSpent(credit);
  let started: { sessionId: string; resumed: boolean } | undefined;
  try {
    // The list is read from an index that may lag: a number taken by a finished attempt moves on to the next one.
    for (let attempt = sessions.length + 1; attempt <= sessions.length + 10 && !started; attempt += 1) {
      const sessionId = uuidFrom(`${owner}|${mockTestId}|${attempt}`);
      if (await createMockSession(newSession({ sessionId, owner, userId: user.userId, isFree: false }, mock, now()))) started = { sessionId, resumed: false };
      else if ((await readMockSession(sessionId))?.status === 'in-progress') started = { sessionId, resumed: true };
    }
  } finally {
    // Not created here: the credit goes back (a parallel start created the attempt, or none could be).
    if (!started || started.resumed) {
      await addMockCredits(user.userId, { [kind]: 1 });
      recordCreditRefunded(credit);
    }
  }
  if (started) return { ...started, credits: await creditsAfter(caller) };
  throw new ChangedElsewhereError(mockTestId, 'This mock test could not be started. Try again.');
}

/**
 * A visitor's one free mock: the Reading section of their exam type (shared/mock freeMockCategory).
 * Its session id is made from the anonymous id, so a visitor has exactly one: started again, it is
 * resumed; once submitted or abandoned, it is taken.
 */
export async function startFreeMock(caller: Caller | undefined, input: { anonymousId: string; examType: Variant }): Promise<{ sessionId: string; mockTestId: string; resumed: boolean }> {
  if (caller) throw new MockNotOpenError(freeMockTestIdOf(input.examType), mockTexts.freeForVisitors);
  const sessionId = uuidFrom(`${ownerOfVisitor(input.anonymousId)}|free`);
  const resume = (existing: MockSessionItem) => {
    if (existing.status !== 'in-progress') throw new MockNotOpenError(existing.mockTestId, mockTexts.freeTaken);
    return { sessionId, mockTestId: existing.mockTestId, resumed: true };
  };
  const existing = await readMockSession(sessionId);
  if (existing) return resume(existing);
  const mock = await getMockTest(freeMockTestIdOf(input.examType));
  if (!mock) throw new MockNotFoundError(freeMockTestIdOf(input.examType), mockTexts.notFound);
  const fields = { sessionId, owner: ownerOfVisitor(input.anonymousId), anonymousId: input.anonymousId, isFree: true };
  if (await createMockSession(newSession(fields, mock, now()))) return { sessionId, mockTestId: mock.mockTestId, resumed: false };
  return resume((await readMockSession(sessionId))!);
}

/** The session with its questions (no answers: shared/mock projectQuestion) and where to resume, after the time-up rule. */
export async function loadSession(caller: Caller | undefined, input: { sessionId: string; anonymousId?: string | undefined }): Promise<MockSession> {
  const at = now();
  const { session: stored } = await ownedSession(caller, input.sessionId, input.anonymousId);
  const session = await settled(stored, at);
  const questions = await questionsOf(session.parts.flatMap((part) => part.uids));
  const { answers } = session;
  return {
    sessionId: session.sessionId,
    mockTestId: session.mockTestId,
    title: session.title,
    variant: session.variant,
    category: session.category,
    isFree: session.isFree,
    parts: session.parts.map((part, index) => ({
      name: part.name,
      timeLimitSeconds: part.timeLimitSeconds,
      ...(session.partStartedAt[index] !== undefined ? { startedAt: session.partStartedAt[index] } : {}),
      questions: part.uids.map((uid) => {
        const question = questions.get(uid);
        if (question) return projectQuestion(question);
        const type = parseItemTypeCode(uid);
        return { uid, type, section: itemTypes[type].section };
      }),
    })),
    answered: Object.keys(answers),
    position: positionView(session, at),
  };
}

/** Where a uid stands against the session's position: closed, current, next, later, or not in the mock. */
function placeOf(session: MockSessionItem, uid: string): { part: number; item: number } | undefined {
  const part = session.parts.findIndex((candidate) => candidate.uids.includes(uid));
  return part === -1 ? undefined : { part, item: session.parts[part]!.uids.indexOf(uid) };
}

/**
 * Refuses a uid that is not the current item or the next one of the current part: a closed part
 * or item (time-up when the server closed it), or one further on.
 */
function requireOpen(session: MockSessionItem, place: { part: number; item: number }): void {
  if (place.part < session.partIndex) {
    throw new MockStepRefusedError(session.sessionId, session.timeUp ? mockTexts.timeUp : isFinished(session.parts, session) ? mockTexts.finished : mockTexts.closed);
  }
  if (place.part > session.partIndex) throw new MockStepRefusedError(session.sessionId, mockTexts.notYet);
  if (place.item < session.itemIndex) throw new MockStepRefusedError(session.sessionId, mockTexts.closed);
  if (place.item > session.itemIndex + 1) throw new MockStepRefusedError(session.sessionId, mockTexts.notYet);
}

/**
 * Stores the answer to the current item (or to the next one, leaving the current empty) and moves
 * on. Refused (409) once the part's time and the grace are over, for a closed item, or for one
 * further on; the same answer sent again for the item just saved (a retried request) changes nothing.
 */
export async function saveAnswer(
  caller: Caller | undefined,
  input: { sessionId: string; uid: string; answer: MockAnswer; anonymousId?: string | undefined },
): Promise<MockPositionView> {
  const at = now();
  const { session: stored, user } = await ownedSession(caller, input.sessionId, input.anonymousId);
  requireInProgress(stored);
  const place = placeOf(stored, input.uid);
  if (!place) throw new FieldValidationError({ uid: mockTexts.notInMock });
  const question = (await questionsOf([input.uid])).get(input.uid);
  if (!question) throw new QuestionNotFoundError(input.uid);
  const errors = mockAnswerErrors(question, input.answer);
  if (errors) throw new FieldValidationError(errors);
  if (input.answer.kind === 'speech' && input.answer.uploadId !== undefined) {
    const key = Speaking.recordingKey(await payerOfSession(stored, user), input.answer.uploadId);
    try {
      await Speaking.checkRecording(key, itemTypes[question.type].answeringTime);
    } catch (error) {
      if (error instanceof FieldValidationError) throw new FieldValidationError({ 'answer.uploadId': Object.values(error.fields)[0] ?? mockTexts.notFound });
      throw error;
    }
  }
  const session = await settled(stored, at);
  const answer = canonical(input.answer);
  // An answer the AI scores is analysed at once, so that the report is ready soon after submit.
  const kind = analysisKindOf(question, input.answer);
  const job = kind ? { jobId: randomUUID(), kind } : undefined;
  const saved = await change(session, (current) => {
    requireInProgress(current);
    const { answers } = current;
    const retried = place.part === current.partIndex && place.item === current.itemIndex - 1 && answers[input.uid] !== undefined && canonical(answers[input.uid]) === answer;
    if (retried) return undefined;
    requireOpen(current, place);
    return {
      answers: { ...answers, [input.uid]: input.answer },
      itemIndex: place.item + 1,
      timeUp: false,
      ...(job ? { jobs: { ...current.jobs, [input.uid]: job } } : {}),
    };
  });
  if (job) await dispatchJobs(saved, user, { only: input.uid });
  return positionView(saved, at);
}

/** Closes a part (its unanswered items stay empty) and starts the next one's clock; closing a part already closed changes nothing. */
export async function endSection(caller: Caller | undefined, input: { sessionId: string; part: number; anonymousId?: string | undefined }): Promise<MockPositionView> {
  const at = now();
  const { session: stored } = await ownedSession(caller, input.sessionId, input.anonymousId);
  requireInProgress(stored);
  if (input.part >= stored.parts.length) throw new FieldValidationError({ part: 'This part does not exist.' });
  const session = await settled(stored, at);
  const ended = await change(session, (current) => {
    requireInProgress(current);
    if (input.part < current.partIndex) return undefined;
    if (input.part > current.partIndex) throw new MockStepRefusedError(current.sessionId, mockTexts.partNotCurrent);
    return changesOf(nextPart(current.parts, positionOf(current), at, false));
  });
  return positionView(ended, at);
}

/** Abandons a session in progress; abandoning it again changes nothing. Its credit is not returned. */
export async function abandon(caller: Caller | undefined, input: { sessionId: string; anonymousId?: string | undefined }): Promise<{ sessionId: string; status: 'abandoned' }> {
  const { session } = await ownedSession(caller, input.sessionId, input.anonymousId, { abandoned: true });
  if (session.status !== 'abandoned') {
    await change(session, (current) => {
      requireInProgress(current);
      return { status: 'abandoned' };
    });
  }
  return { sessionId: session.sessionId, status: 'abandoned' };
}

/** The session (and its owner's account) of a speaking item the caller may record now: the current or the next item of their session in progress. */
async function openSpeakingItem(
  caller: Caller | undefined,
  input: { sessionId: string; uid: string; anonymousId?: string | undefined },
): Promise<{ session: MockSessionItem; user: UserItem | undefined }> {
  const { session: stored, user } = await ownedSession(caller, input.sessionId, input.anonymousId);
  requireInProgress(stored);
  const place = placeOf(stored, input.uid);
  if (!place) throw new FieldValidationError({ uid: mockTexts.notInMock });
  if (itemTypes[parseItemTypeCode(input.uid)].answerKind !== 'speech') throw new FieldValidationError({ uid: mockTexts.notSpeaking });
  const session = await settled(stored, now());
  requireInProgress(session);
  requireOpen(session, place);
  return { session, user };
}

/** A presigned PUT for the recording of the current (or next) speaking item of the session, or of a part of it. */
export async function createRecordingUpload(
  caller: Caller | undefined,
  input: { sessionId: string; uid: string; bytes: number; anonymousId?: string | undefined },
): Promise<{ uploadId: string; url: string; headers: Record<string, string>; expiresAt: number }> {
  const { session, user } = await openSpeakingItem(caller, input);
  return Speaking.createUpload(await payerOfSession(session, user), input.bytes);
}

/**
 * A part of the answer being recorded to the current (or next) speaking item, queued to be
 * recognised at once as practice's parts are (Speaking.queuePart), so that the answer's analysis
 * has only its last seconds left when it is saved. The mock paid for its items: the part spends no
 * speaking credit, and is read from the folder of the session's owner only.
 */
export async function recognisePart(
  caller: Caller | undefined,
  clientAddress: string,
  input: { sessionId: string; uid: string; uploadId: string; anonymousId?: string | undefined },
): Promise<{ recognising: boolean }> {
  const { session, user } = await openSpeakingItem(caller, input);
  const question = (await questionsOf([input.uid])).get(input.uid);
  if (!question) throw new QuestionNotFoundError(input.uid);
  // A mock does not analyse Personal Introduction: its parts would be recognised for nothing.
  if (itemTypes[question.type].scoring === 'unscored') return { recognising: false };
  return Speaking.queuePart(await payerOfSession(session, user), clientAddress, question, input.uploadId);
}
