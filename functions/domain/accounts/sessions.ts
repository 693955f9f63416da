import { accountTexts, loginThrottle } from '@shared/accounts';
import type { User as PublicUser } from '@shared/api';
import { clearLoginFailures, getEmailOwner, getLoginFailures, getUser, recordLoginFailure, updateUser } from '@functions/data';
import { signAccessToken, type Caller } from '@functions/platform/auth';
import { FieldValidationError, ForbiddenError, TooManyRequestsError } from '@functions/platform/errors';
import { verifyAgainstDecoy, verifyPassword } from '@functions/platform/passwords';
import { sendVerification } from './registration';
import { blockedMessage, isBlocked, loadUser, newSecret, toPublicUser } from './users';

export const wrongCredentialsMessage = 'The email or password is incorrect.';
export const throttledMessage = 'Too many failed attempts. Wait 15 minutes or reset your password.';

export type LoginResult = { token: string; user: PublicUser; sessionToken: string } | { notVerified: { error: string; email: string } };

/**
 * Logs a student in (spec §4): 5 failures for an address in 15 minutes refuse further attempts
 * (429); a wrong password is a field error; a blocked account is refused; an unverified address
 * gets a fresh link and the 201 outcome; otherwise a new session token is issued, which makes
 * every older session of the account "another session".
 */
export async function login(input: { email: string; password: string }): Promise<LoginResult> {
  const now = Date.now();
  const recentFailures = (await getLoginFailures(input.email)).filter((time) => time > now - loginThrottle.windowMs);
  if (recentFailures.length >= loginThrottle.failures) throw new TooManyRequestsError(throttledMessage);

  const ownerId = await getEmailOwner(input.email);
  const user = ownerId ? await getUser(ownerId) : undefined;
  const passwordMatches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  if (!user || !passwordMatches) {
    await recordLoginFailure(input.email, now, loginThrottle.failures, loginThrottle.windowMs);
    throw new FieldValidationError({ password: wrongCredentialsMessage });
  }
  if (recentFailures.length > 0) await clearLoginFailures(input.email);
  if (isBlocked(user)) throw new ForbiddenError(blockedMessage);
  if (!user.stepsDone?.includes('did_verify_email')) {
    await sendVerification(user);
    return { notVerified: { error: accountTexts.emailNotVerified, email: user.email } };
  }
  const sessionToken = newSecret();
  const updated = (await updateUser(user.userId, { sessionToken }))!;
  const token = await signAccessToken({ userId: user.userId, role: user.platformAccess === 'admin' ? 'admin' : 'student', sessionToken });
  return { token, user: await toPublicUser(updated), sessionToken };
}

/** False when the account logged in again elsewhere after this token was issued. */
export async function isSameSession(caller: Caller): Promise<boolean> {
  const user = await loadUser(caller);
  return user.sessionToken === caller.sessionToken;
}
