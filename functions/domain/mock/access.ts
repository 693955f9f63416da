import { createHash } from 'node:crypto';
import type { Question } from '@shared/exam';
import { mockTexts } from '@shared/mock';
import { getQuestion, getUser, readMockSession, type MockSessionItem, type UserItem } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import type { Speaking } from '@functions/domain/speaking';
import type { Caller } from '@functions/platform/auth';
import { MockNotFoundError, MockStepRefusedError, NotSignedInError } from '@functions/platform/errors';

/**
 * A UUID (version 8, name-based) from a text: the same text always gives the same id. Session
 * ids are made this way from their owner, mock and attempt number, so that two requests starting
 * the same attempt at once name the same session and the table's conditional create lets one win.
 */
export function uuidFrom(text: string): string {
  const bytes = createHash('sha256').update(text).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The signed-in caller's account, when there is one. */
export async function userOf(caller: Caller | undefined): Promise<UserItem | undefined> {
  return caller ? Accounts.loadUser(caller) : undefined;
}

/**
 * A session the caller owns: a student's by the token, a visitor's free mock by the anonymous id
 * (which a student who took it before signing in may also send). Someone else's session, an
 * abandoned one or an unknown id answer 404; a call with neither token nor visitor id, 401.
 */
export async function ownedSession(
  caller: Caller | undefined,
  sessionId: string,
  anonymousId: string | undefined,
  { abandoned = false }: { abandoned?: boolean } = {},
): Promise<{ session: MockSessionItem; user: UserItem | undefined }> {
  if (!caller && !anonymousId) throw new NotSignedInError();
  const user = await userOf(caller);
  const session = await readMockSession(sessionId);
  const mine =
    session !== undefined &&
    ((session.userId !== undefined && session.userId === user?.userId) || (session.anonymousId !== undefined && session.anonymousId === anonymousId));
  if (!session || !mine || (session.status === 'abandoned' && !abandoned)) throw new MockNotFoundError(sessionId, mockTexts.notFound);
  return { session, user };
}

export function requireInProgress(session: MockSessionItem): void {
  if (session.status !== 'in-progress') throw new MockStepRefusedError(session.sessionId, mockTexts.submitted);
}

/** Who a session's recordings belong to (Speaking's recording keys are per payer). */
export async function payerOfSession(session: MockSessionItem, user?: UserItem): Promise<Speaking.Payer> {
  if (session.anonymousId !== undefined) return { anonymousId: session.anonymousId };
  const owner = user?.userId === session.userId ? user : await getUser(session.userId!);
  if (!owner) throw new MockNotFoundError(session.sessionId, mockTexts.notFound);
  return { user: owner };
}

/** The questions of the bank with these uids, parsed; a uid no longer in the bank is missing from the map. */
export async function questionsOf(uids: readonly string[]): Promise<Map<string, Question>> {
  const questions = await Promise.all(uids.map((uid) => getQuestion(uid)));
  return new Map(questions.filter((question): question is Question => question !== undefined).map((question) => [question.uid, question]));
}

/** JSON with sorted keys, so that two equal answers compare equal whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
