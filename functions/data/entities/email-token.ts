import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

export const emailTokenPurposes = ['verify', 'reset', 'invite'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/**
 * A single-use e-mail token (verification, password reset, invitation). Only its SHA-256 is
 * stored, so the table never holds a usable link.
 */
export const EmailToken = new Entity(
  {
    model: { entity: 'emailToken', version: '1', service: 'pte' },
    attributes: {
      tokenHash: { type: 'string', required: true, readOnly: true },
      purpose: { type: [...emailTokenPurposes], required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      /** Milliseconds; checked in code. */
      validUntil: { type: 'number', required: true, readOnly: true },
      usedAt: { type: 'number' },
      /** Seconds, for DynamoDB TTL, which only cleans up. */
      [ttlAttribute]: { type: 'number', required: true, readOnly: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
    },
    indexes: {
      byHash: {
        pk: { field: tableKeys.partitionKey, composite: ['tokenHash'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      // A student's tokens, for the account's deletion.
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['tokenHash'] },
      },
    },
  },
  tableConfig,
);

// Stores a new token
export async function createEmailToken(token: { tokenHash: string; purpose: EmailTokenPurpose; userId: string; validUntil: number }): Promise<void> {
  // Kept a week past its expiry so that a late click still reads as "expired", not "unknown".
  const expiresAt = Math.ceil(token.validUntil / 1000) + 7 * 24 * 3600;
  await EmailToken.create({ ...token, [ttlAttribute]: expiresAt }).go();
}

// Uses a token once (guard: of this purpose, unused and unexpired); the user id, or undefined
export async function consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: number): Promise<string | undefined> {
  const written = await unlessRefused(
    EmailToken.patch({ tokenHash })
      .set({ usedAt: now })
      .where((attributes, { eq, notExists, gt }) => `${eq(attributes.purpose, purpose)} AND ${notExists(attributes.usedAt)} AND ${gt(attributes.validUntil, now)}`)
      .go({ response: 'all_new' }),
  );
  return written?.data.userId;
}

// Deletes every token of a student (account deletion); how many there were
export async function deleteEmailTokensOf(userId: string): Promise<number> {
  const { data } = await EmailToken.query.byUser({ userId }).go({ pages: 'all', attributes: ['tokenHash'] });
  if (data.length > 0) await EmailToken.delete(data.map(({ tokenHash }) => ({ tokenHash }))).go();
  return data.length;
}
