import { join } from 'node:path';
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { storedStudent } from '@test/fixtures/accounts';
import { getPromotion, getUser, listUserPromosEndedBy } from '@functions/data';
import { Commerce } from '@functions/domain/commerce';
import { jobs } from '@functions/jobs/registry';
import { projectRoot } from '@lib/function-defaults';
import { handler } from './index';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/** A scheduled run as EventBridge hands it to the function. */
const runScheduled = () =>
  handler({ version: '0', id: 'event-1', 'detail-type': 'Scheduled Event', source: 'aws.events', account: '111111111111', time: new Date().toISOString(), region: 'us-east-1', resources: [], detail: {} }, {} as Context, () => undefined);

// The job's own table: what it ends and clears is counted exactly. Tests run in order and build on
// what the previous one left.
describe('promotion expiry job', () => {
  it('ends promotions past their end and clears personal promotions whose 24 hours are over, once', async () => {
    // Prepare
    const now = Date.UTC(2026, 10, 25, 12);
    await Commerce.savePromotion({ promoId: 'flash-hour', discount: 50, startTime: now - day, endTime: now + hour, target: ['package_bronze'], personal: false }, now);
    await Commerce.savePromotion({ promoId: 'click-ad', discount: 25, startTime: now - day, endTime: now + 30 * day, target: ['package_silver'], personal: true }, now);
    const { user } = await storedStudent();
    const later = await storedStudent();
    await Commerce.activatePromotionUid(user.userId, 'click-ad', now);
    // The other student opens it a day and a half later: their 24 hours still run at the next run.
    await Commerce.activatePromotionUid(later.user.userId, 'click-ad', now + 36 * hour);

    // Act: as the schedule would run it two days on, twice (a rerun, or an overlapping run).
    const first = await Commerce.expirePromotions(now + 2 * day);
    const second = await Commerce.expirePromotions(now + 2 * day);

    // Assess
    expect(first).toEqual({ promotionsEnded: 1, userPromosCleared: 1 });
    expect(second).toEqual({ promotionsEnded: 0, userPromosCleared: 0 });
    expect(await getPromotion('flash-hour')).toMatchObject({ status: 'ended', endTime: now + hour });
    expect(await getPromotion('click-ad')).toMatchObject({ status: 'running' });
    expect((await getUser(user.userId))!.userPromo).toBeUndefined();
    // The cleared promotion's expiry is gone too: the next run does not find it again.
    expect(await listUserPromosEndedBy(now + 2 * day)).toEqual([]);
    expect((await getUser(later.user.userId))!.userPromo).toMatchObject({ promoId: 'click-ad', endTime: now + 60 * hour });
    expect(await Commerce.expirePromotions(now + 3 * day)).toEqual({ promotionsEnded: 0, userPromosCleared: 1 });
  });

  it('runs on its schedule at the real time: promotions already over are ended, the ones still running are left', async () => {
    // Prepare: saved two days ago, so still marked running though their end has passed.
    const now = Date.now();
    await Commerce.savePromotion({ promoId: 'yesterday', discount: 10, startTime: now - 3 * day, endTime: now - day, target: ['package_combo'], personal: false }, now - 2 * day);
    await Commerce.savePromotion({ promoId: 'tomorrow', discount: 10, startTime: now - day, endTime: now + day, target: ['package_combo'], personal: false }, now);

    // Act
    await expect(runScheduled()).resolves.toBeUndefined();

    // Assess
    expect((await getPromotion('yesterday'))!.status).toBe('ended');
    expect((await getPromotion('tomorrow'))!.status).toBe('running');
    expect(await Commerce.expirePromotions(now)).toEqual({ promotionsEnded: 0, userPromosCleared: 0 });
  });

  it('is the entry the jobs stack and the local platform run every quarter of an hour', async () => {
    const entry = (await import(join(projectRoot, jobs.promotionExpiry.entry))) as { handler: unknown };

    expect(entry.handler).toBe(handler);
    expect(jobs.promotionExpiry.everyMinutes).toBe(15);
  });
});
