import { accountTexts, rateRules } from '@shared/accounts';
import type { User as PublicUser } from '@shared/api';
import { clearRate, getEmailOwner, getUser, isRateExhausted, takeRate, updateUser, type UserItem } from '@functions/data';
import { signAccessToken, type Caller } from '@functions/platform/auth';
import { AccountBlockedError, AccountNotFoundError, FieldValidationError, OtherSessionError, RateLimitedError } from '@functions/platform/errors';
import { verifyAgainstDecoy, verifyPassword } from '@functions/platform/passwords';
import { sendVerification } from './registration';
import { isBlocked, loadUser, newSecret, readUser, toPublicUser } from './users';
import { blockedMessage, throttledMessage, wrongCredentialsMessage } from './texts';

export type LoginResult = { token: string; user: PublicUser; sessionToken: string } | { notVerified: { error: string; email: string } };

/**
 * Logs a student in (spec §4). Each attempt for an e-mail address is counted before the password
 * is checked, with one conditional write, so the 6th attempt within 15 minutes is refused (429)
 * however many arrive at once; a success forgets them. Failures from one client address are
 * counted too and refuse its further attempts past their limit, whatever addresses it tries (many
 * students behind one school's address logging in at once are not refused). A wrong password is
 * a field error; a blocked account is refused; an unverified address gets the 201 outcome (and a
 * link, unless the last one is still valid); otherwise a new session starts, which ends every
 * older one.
 */
export async function login(input: { email: string; password: string }, clientAddress: string): Promise<LoginResult> {
  if (await isRateExhausted('loginFailuresFromAddress', clientAddress, rateRules.loginFailuresFromAddress)) throw new RateLimitedError('loginFailuresFromAddress', throttledMessage);
  if (!(await takeRate('login', input.email, rateRules.login))) throw new RateLimitedError('login', throttledMessage);
  const ownerId = await getEmailOwner(input.email);
  const user = ownerId ? await getUser(ownerId) : undefined;
  const passwordMatches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  if (!user || !passwordMatches) {
    await takeRate('loginFailuresFromAddress', clientAddress, rateRules.loginFailuresFromAddress);
    throw new FieldValidationError({ password: wrongCredentialsMessage });
  }
  await clearRate('login', input.email);
  if (isBlocked(user)) throw new AccountBlockedError(user.userId, blockedMessage);
  if (!user.stepsDone?.includes('did_verify_email')) {
    await sendVerification(user);
    return { notVerified: { error: accountTexts.emailNotVerified, email: user.email } };
  }
  const { token, sessionToken, user: updated } = await startSession(user, {});
  return { token, user: await toPublicUser(updated), sessionToken };
}

/**
 * Makes a new current session for the user, with `changes` written in the same update: the
 * session token rotates, so every token issued before ends (router: authenticate).
 */
export async function startSession(user: UserItem, changes: Omit<Parameters<typeof updateUser>[1], 'sessionToken'>): Promise<{ token: string; sessionToken: string; user: UserItem }> {
  const sessionToken = newSecret();
  const updated = await updateUser(user.userId, { ...changes, sessionToken });
  if (!updated) throw new AccountNotFoundError(user.userId, accountTexts.accountNotRecognized);
  return { token: await accessTokenFor(user, sessionToken), sessionToken, user: updated };
}

/**
 * users/updateLatestSession: the account's latest session goes on with a new access token for the
 * same session token, so a student who keeps coming back stays signed in past a token's 7 days,
 * while one away for longer logs in again. The app asks for it once it has confirmed a stored
 * session at start.
 *
 * Why this meaning: "latest" is the session of the last login (startSession), and it is the only
 * one that can call at all, because every call is checked against it (authenticate: any other
 * gets 401 'Other session detected!', which is the spec's multi-account check). Marking the
 * calling session as the latest would therefore change nothing, and handing "latest" to an older
 * session would let a replaced device take the account back. What the latest session lacks is a
 * way to outlive its first token; the session token stays, so verifyMultiAccount and the
 * multi-account check see one session throughout, and a login elsewhere still ends it.
 */
export async function renewLatestSession(caller: Caller): Promise<{ token: string; sessionToken: string }> {
  // Read afresh (not as authenticated): a login elsewhere since must win over this renewal.
  const user = await loadUser(caller);
  if (user.sessionToken !== caller.sessionToken) throw new OtherSessionError(caller.userId, accountTexts.otherSession);
  return { token: await accessTokenFor(user, user.sessionToken), sessionToken: user.sessionToken };
}

/** An access token of the user's session `sessionToken`, with the account's own role. */
function accessTokenFor(user: UserItem, sessionToken: string): Promise<string> {
  return signAccessToken({ userId: user.userId, role: user.platformAccess === 'admin' ? 'admin' : 'student', sessionToken });
}

/** False when the account logged in again elsewhere after this token was issued. */
export async function isSameSession(caller: Caller): Promise<boolean> {
  const user = await readUser(caller);
  return user.sessionToken === caller.sessionToken;
}
