import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/**
 * How often one key (an e-mail address, a client address, a user, a visitor) may do one thing
 * (the scope): at most `limit` times in a window that opens at the first time and lasts
 * `windowMs`. Every change is one conditional write, so parallel requests never pass the limit.
 */
export const RateLimit = new Entity(
  {
    model: { entity: 'rateLimit', version: '1', service: 'pte' },
    attributes: {
      scope: { type: 'string', required: true, readOnly: true },
      key: { type: 'string', required: true, readOnly: true },
      count: { type: 'number', required: true },
      /** When the current window opened, in milliseconds. */
      windowStart: { type: 'number', required: true },
      [ttlAttribute]: { type: 'number' },
    },
    indexes: {
      byScopeKey: {
        pk: { field: tableKeys.partitionKey, composite: ['scope', 'key'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

export interface RateRule {
  limit: number;
  windowMs: number;
}

const ttlOf = (now: number, { windowMs }: RateRule) => Math.ceil((now + windowMs) / 1000);

/**
 * Counts one more time unless the limit of the window is reached; false when refused. Counting in
 * the open window and opening a new one are each guarded, so of two requests that both find the
 * window over, one opens it and the other counts in it.
 */
export async function takeRate(scope: string, key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  const countInWindow = () =>
    unlessRefused(
      RateLimit.patch({ scope, key })
        .add({ count: 1 })
        .where((attributes, { gt, lt }) => `${gt(attributes.windowStart, now - rule.windowMs)} AND ${lt(attributes.count, rule.limit)}`)
        .go(),
    );
  if (await countInWindow()) return true;
  const opened = await unlessRefused(
    RateLimit.update({ scope, key })
      .set({ count: 1, windowStart: now, [ttlAttribute]: ttlOf(now, rule) })
      .where((attributes, { notExists, lte }) => `${notExists(attributes.windowStart)} OR ${lte(attributes.windowStart, now - rule.windowMs)}`)
      .go(),
  );
  if (opened) return true;
  return (await countInWindow()) !== undefined;
}

// Whether the window's limit is reached (a read: for limits that count failures after the fact)
export async function isRateExhausted(scope: string, key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  const { data } = await RateLimit.get({ scope, key }).go({ consistent: true });
  return data !== null && data.windowStart > now - rule.windowMs && data.count >= rule.limit;
}

// Gives back one time counted (guard: one was counted), when what it was taken for did not happen
export async function returnRate(scope: string, key: string): Promise<void> {
  await unlessRefused(
    RateLimit.patch({ scope, key })
      .subtract({ count: 1 })
      .where((attributes, { gt }) => gt(attributes.count, 0))
      .go(),
  );
}

// Forgets the count of a key (after a successful login)
export async function clearRate(scope: string, key: string): Promise<void> {
  await RateLimit.delete({ scope, key }).go();
}
