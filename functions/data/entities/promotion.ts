import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A promotion (spec/platform.md §3): a discount in percent on its target packages from startTime
 * until endTime. Site-wide, or personal (a click ad or a referral: it runs for a user 24 hours from
 * when they open it, while the promotion itself runs). Listed by status; the expiry job ends those
 * past their end. Whether one runs is always checked against the clock in code.
 */
export const Promotion = new Entity(
  {
    model: { entity: 'promotion', version: '1', service: 'pte' },
    attributes: {
      promoId: { type: 'string', required: true, readOnly: true },
      discount: { type: 'number', required: true },
      startTime: { type: 'number', required: true },
      endTime: { type: 'number', required: true },
      target: { type: 'list', items: { type: 'string' }, required: true },
      personal: { type: 'boolean', required: true, default: false },
      status: { type: ['running', 'ended'] as const, required: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['promoId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byStatus: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['status'] },
        sk: { field: 'gsi1sk', composite: ['endTime', 'promoId'] },
      },
    },
  },
  tableConfig,
);

export type PromotionItem = EntityItem<typeof Promotion>;
export type NewPromotion = Pick<PromotionItem, 'promoId' | 'discount' | 'startTime' | 'endTime' | 'target' | 'personal'>;

const statusAt = (endTime: number, now: number) => (endTime > now ? 'running' : 'ended') as PromotionItem['status'];

// One promotion by id
export async function getPromotion(promoId: string): Promise<PromotionItem | undefined> {
  const { data } = await Promotion.get({ promoId }).go();
  return data ?? undefined;
}

// Promotions not yet ended by the expiry job (some may be over or not started: the caller checks the clock)
export async function listRunningPromotions(): Promise<PromotionItem[]> {
  const { data } = await Promotion.query.byStatus({ status: 'running' }).go({ pages: 'all' });
  return data;
}

// Promotions still marked running whose end has passed, for the expiry job
export async function listPromotionsEndedBy(now: number): Promise<PromotionItem[]> {
  const { data } = await Promotion.query.byStatus({ status: 'running' }).lte({ endTime: now }).go({ pages: 'all' });
  return data;
}

// Creates or replaces a promotion (admin); its status follows its end
export async function savePromotion(promotion: NewPromotion, now: number): Promise<PromotionItem> {
  const { data } = await Promotion.put({ ...promotion, status: statusAt(promotion.endTime, now) }).go();
  return data as PromotionItem;
}

// Seed: writes a promotion only when none has its id, so one an admin changed is never overwritten; true when written
export async function createPromotionIfMissing(promotion: NewPromotion, now: number): Promise<boolean> {
  return (await unlessRefused(Promotion.create({ ...promotion, status: statusAt(promotion.endTime, now) }).go())) !== undefined;
}

// Marks a promotion ended (guard: it is still running and still ends when it was read, so one an admin extended meanwhile runs on)
export async function endPromotion(promoId: string, endTime: number): Promise<boolean> {
  const written = await unlessRefused(
    Promotion.patch({ promoId })
      .set({ status: 'ended', endTime })
      .where((attributes, { eq }) => `${eq(attributes.status, 'running')} AND ${eq(attributes.endTime, endTime)}`)
      .go(),
  );
  return written !== undefined;
}
