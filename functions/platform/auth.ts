import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { accountTexts } from '@shared/accounts';
import { getJwtKey } from '@functions/adapters/secrets';
import { getUser, type UserItem } from '@functions/data';
import { AccessBlockedError, AccountNotFoundError, OtherSessionError, SessionExpiredError, SessionInvalidError } from './errors';

/** Who is calling, as carried by a verified access token. */
export const CallerSchema = z.object({
  userId: z.string().min(1),
  role: z.enum(['admin', 'student']),
  sessionToken: z.string().min(1),
});
export type Caller = z.infer<typeof CallerSchema>;

const accessTokenLifetime = '7d';
const algorithm = 'HS256';

/** Signs an access token for a caller; it expires after 7 days. */
export async function signAccessToken(caller: Caller): Promise<string> {
  return new SignJWT({ role: caller.role, sessionToken: caller.sessionToken })
    .setProtectedHeader({ alg: algorithm })
    .setSubject(caller.userId)
    .setIssuedAt()
    .setExpirationTime(accessTokenLifetime)
    .sign(await getJwtKey());
}

/** Verifies a bearer token; throws SessionExpiredError when it expired, SessionInvalidError when it is forged or missing a part (an expiry among them). */
export async function verifyAccessToken(token: string): Promise<Caller> {
  try {
    const { payload } = await jwtVerify(token, await getJwtKey(), { algorithms: [algorithm], requiredClaims: ['sub', 'exp'] });
    return CallerSchema.parse({ userId: payload.sub, role: payload.role, sessionToken: payload.sessionToken });
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new SessionExpiredError();
    throw new SessionInvalidError();
  }
}

/**
 * The caller of a verified token whose session is still the account's current one: a login
 * elsewhere, a password change or a reset rotates the account's session token and so ends every
 * older token (401 'Other session detected!', which logs the client out); a blocked student's
 * token is refused the same way (401 with the blocked message). The role is the
 * account's own, so an admin whose access was taken away loses it at once.
 */
export async function authenticate(token: string): Promise<Caller> {
  const verified = await verifyAccessToken(token);
  const user = await getUser(verified.userId);
  if (!user) throw new AccountNotFoundError(verified.userId, accountTexts.accountNotRecognized);
  if (user.sessionToken !== verified.sessionToken) throw new OtherSessionError(verified.userId, accountTexts.otherSession);
  // Here, where every token is verified, so a blocked student is refused by every operation at once.
  if (user.platformAccess !== 'admin' && user.stepsDone?.includes('access_blocked')) throw new AccessBlockedError(verified.userId, accountTexts.accessBlocked);
  const caller: Caller = { ...verified, role: user.platformAccess === 'admin' ? 'admin' : 'student' };
  authenticatedUsers.set(caller, user);
  return caller;
}

/** The account each caller of a request was checked against, kept with the caller (one object per request). */
const authenticatedUsers = new WeakMap<Caller, UserItem>();

/**
 * The account as it was when this request's token was checked: for operations that only read it
 * (a second read of the same item saved); anything that reads what it just wrote reads again.
 */
export function userAsAuthenticated(caller: Caller): UserItem | undefined {
  return authenticatedUsers.get(caller);
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
