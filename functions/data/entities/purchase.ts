import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A paid purchase, keyed by its payment intent id and written once, before anything is granted
 * (DESIGN §5): the grant and the notification each follow it with their own guard, so a webhook
 * delivered any number of times makes one purchase, one grant and one notification.
 */
export const Purchase = new Entity(
  {
    model: { entity: 'purchase', version: '1', service: 'pte' },
    attributes: {
      paymentIntentId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      cartId: { type: 'string', required: true, readOnly: true },
      packageId: { type: 'string', required: true, readOnly: true },
      /** Extra full mock tests (Upsell quantity). */
      extras: { type: 'number', required: true, readOnly: true },
      amount: { type: 'number', required: true, readOnly: true },
      currency: { type: 'string', required: true, readOnly: true },
      /** The Stripe event that recorded it. */
      eventId: { type: 'string', required: true, readOnly: true },
      /** The notification text it sends (spec §8). */
      notification: { type: 'string', required: true, readOnly: true },
      /** Set once the grant was written, then once the notification was sent. */
      grantedAt: { type: 'number' },
      notifiedAt: { type: 'number' },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['paymentIntentId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
      // Every purchase by time, for the count of Premium joins (social proof).
      byTime: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: [] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'paymentIntentId'] },
      },
    },
  },
  tableConfig,
);

export type PurchaseItem = EntityItem<typeof Purchase>;
export type NewPurchase = Pick<PurchaseItem, 'paymentIntentId' | 'userId' | 'cartId' | 'packageId' | 'extras' | 'amount' | 'currency' | 'eventId' | 'notification'>;

// Records a purchase once (guard: the item must not exist); false when it was recorded before
export async function createPurchase(purchase: NewPurchase): Promise<boolean> {
  return (await unlessRefused(Purchase.create({ ...purchase, createdAt: Date.now() }).go())) !== undefined;
}

// One purchase (strongly consistent: right after the webhook wrote it)
export async function getPurchase(paymentIntentId: string): Promise<PurchaseItem | undefined> {
  const { data } = await Purchase.get({ paymentIntentId }).go({ consistent: true });
  return data ?? undefined;
}

// A user's purchases, newest first
export async function listPurchasesOf(userId: string): Promise<PurchaseItem[]> {
  const { data } = await Purchase.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data;
}

// Notes that a purchase's grant was written
export async function markPurchaseGranted(paymentIntentId: string): Promise<void> {
  await unlessRefused(Purchase.patch({ paymentIntentId }).set({ grantedAt: Date.now() }).where((attributes, { notExists }) => notExists(attributes.grantedAt)).go());
}

// Claims a purchase's one notification (guard: none was claimed before); true for the one caller that sends it
export async function claimPurchaseNotification(paymentIntentId: string): Promise<boolean> {
  const written = await unlessRefused(
    Purchase.patch({ paymentIntentId })
      .set({ notifiedAt: Date.now() })
      .where((attributes, { notExists }) => notExists(attributes.notifiedAt))
      .go(),
  );
  return written !== undefined;
}

// The buyer and package of every purchase made at `since` or later
export async function listPurchasesSince(since: number): Promise<Pick<PurchaseItem, 'userId' | 'packageId'>[]> {
  const { data } = await Purchase.query.byTime({}).gte({ createdAt: since }).go({ pages: 'all', attributes: ['userId', 'packageId'] });
  return data;
}

// Keeps a deleted account's purchase for the accounts under the account's anonymised id, not its own (a put of the same item)
export async function anonymisePurchase(purchase: PurchaseItem, anonymisedId: string): Promise<void> {
  const { updatedAt: _updatedAt, ...kept } = purchase;
  await Purchase.put({ ...kept, userId: anonymisedId }).go();
}
