import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { rateRules, speakingCreditTexts, visitorSpeakingCredits } from '@shared/accounts';
import { storedStudent } from '@test/fixtures/accounts';
import { recordedMetrics } from '@test/fixtures/domain-ports';
import { getUser, getVisitorCreditsUsed, spendVisitorCredit, takeRate } from '@functions/data';
import { CreditExhaustedError, RateLimitedError } from '@functions/platform/errors';
import { creditsOf, paymentOf, recordUnscored, spendCredit } from './credits';

let metrics: ReturnType<typeof recordedMetrics>;
/** A client address of its own for each test: the visitor bounds count per address. */
let clientAddress: string;

beforeEach(() => {
  metrics = recordedMetrics();
  clientAddress = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
});

afterEach(() => {
  metrics.restore();
});

describe('spendCredit for a student', () => {
  it('spends one credit with what is left, counts it, and tells the student when a spend crosses a quarter of the allowance', async () => {
    // Prepare
    const { user } = await storedStudent({ speakingCredits: 4, speakingCreditsUsed: 0 });

    // Act
    const first = await spendCredit({ user }, clientAddress);
    const second = await spendCredit({ user }, clientAddress);

    // Assess
    expect(first).toEqual({ unlimited: false, left: 3, total: 4 });
    expect(second).toEqual({ unlimited: false, left: 2, total: 4 });
    const stored = (await getUser(user.userId))!;
    expect(stored.speakingCreditsUsed).toBe(2);
    expect(stored.notifications!.map((notification) => notification.message)).toEqual([speakingCreditTexts.usage(25), speakingCreditTexts.usage(50)]);
    expect(metrics.named('CreditsSpent')).toEqual([{ credit: 'speaking' }, { credit: 'speaking' }]);
  });

  it("refuses with the spec's message once the allowance is used, and counts nothing", async () => {
    const { user } = await storedStudent({ speakingCredits: 2, speakingCreditsUsed: 2 });

    await expect(spendCredit({ user }, clientAddress)).rejects.toEqual(new CreditExhaustedError('speaking', speakingCreditTexts.userLimit));
    expect(metrics.points).toEqual([]);
  });

  it('spends nothing on the Ultimate package while it runs', async () => {
    const { user } = await storedStudent({ speakingCredits: 0, currentPlan: 'package_ultimate_3m', paidExpiryTime: Date.now() + 60_000 });

    expect(await spendCredit({ user }, clientAddress)).toEqual({ unlimited: true });
    expect(paymentOf({ user }, { unlimited: true })).toBeUndefined();
    expect(metrics.points).toEqual([]);
  });
});

describe('spendCredit for a visitor', () => {
  it('spends one of the free credits of the visitor id and counts it as a visitor credit', async () => {
    const payer = { anonymousId: randomUUID() };

    const credits = await spendCredit(payer, clientAddress);

    expect(credits).toEqual({ unlimited: false, left: visitorSpeakingCredits - 1, total: visitorSpeakingCredits });
    expect(await creditsOf(payer)).toEqual(credits);
    expect(paymentOf(payer, credits)).toEqual({ credit: 'visitor', payerId: payer.anonymousId });
    expect(metrics.named('CreditsSpent')).toEqual([{ credit: 'visitor' }]);
  });

  it('refuses a visitor whose free credits are used, and gives back the count of their address', async () => {
    // Prepare: the address is one answer short of its day's bound.
    const spent = { anonymousId: randomUUID() };
    for (let used = 0; used < visitorSpeakingCredits; used += 1) await spendVisitorCredit(spent.anonymousId, visitorSpeakingCredits);
    for (let taken = 1; taken < rateRules.visitorSpeechFromAddress.limit; taken += 1) await takeRate('visitorSpeechFromAddress', clientAddress, rateRules.visitorSpeechFromAddress);

    // Act
    const refused = spendCredit(spent, clientAddress);

    // Assess: the refusal took nothing from the address, so another visitor there still gets an answer.
    await expect(refused).rejects.toEqual(new CreditExhaustedError('visitor speaking', speakingCreditTexts.visitorNone));
    await expect(spendCredit({ anonymousId: randomUUID() }, clientAddress)).resolves.toMatchObject({ left: visitorSpeakingCredits - 1 });
    await expect(spendCredit({ anonymousId: randomUUID() }, clientAddress)).rejects.toEqual(new RateLimitedError('visitorSpeechFromAddress', speakingCreditTexts.visitorBudget));
  });
});

describe('recordUnscored', () => {
  it("spends nothing for an item that is not scored, but still bounds a visitor's answers per address", async () => {
    const { user } = await storedStudent({ speakingCredits: 3 });
    const visitor = { anonymousId: randomUUID() };
    for (let taken = 0; taken < rateRules.visitorSpeechFromAddress.limit; taken += 1) await takeRate('visitorSpeechFromAddress', clientAddress, rateRules.visitorSpeechFromAddress);

    expect(await recordUnscored({ user }, clientAddress)).toEqual({ unlimited: false, left: 3, total: 3 });
    await expect(recordUnscored(visitor, clientAddress)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await getVisitorCreditsUsed(visitor.anonymousId)).toBe(0);
    expect(metrics.points).toEqual([]);
  });
});
