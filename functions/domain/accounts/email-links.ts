import { createHash, randomBytes } from 'node:crypto';
import { emailTokenLifetimeMs } from '@shared/accounts';
import { appLink } from '@functions/adapters/public-url';
import { consumeEmailToken, createEmailToken, type EmailTokenPurpose } from '@functions/data';

const routeOf: Record<EmailTokenPurpose, string> = { verify: '/verify', reset: '/reset-password', invite: '/set-password' };

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A single-use link to the app's route for the purpose, valid one hour. */
export async function createEmailLink(purpose: EmailTokenPurpose, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await createEmailToken({ tokenHash: hashOf(token), purpose, userId, validUntil: Date.now() + emailTokenLifetimeMs });
  return appLink(routeOf[purpose], { token });
}

/** The user id of a link's token, using it up; undefined when unknown, used, expired or of another purpose. */
export function useEmailToken(token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
  return consumeEmailToken(hashOf(token), purpose, Date.now());
}
