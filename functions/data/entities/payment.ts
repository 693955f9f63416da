import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/**
 * A PaymentIntent as the server created it: what it sells, to whom, for how much. The webhook
 * grants from this record (never from what a browser says), and marks it succeeded or failed.
 */
export const Payment = new Entity(
  {
    model: { entity: 'payment', version: '1', service: 'pte' },
    attributes: {
      paymentIntentId: { type: 'string', required: true, readOnly: true },
      cartId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      packageId: { type: 'string', required: true, readOnly: true },
      extras: { type: 'number', required: true, readOnly: true },
      amount: { type: 'number', required: true, readOnly: true },
      currency: { type: 'string', required: true, readOnly: true },
      status: { type: ['open', 'succeeded', 'failed'] as const, required: true },
      /** Why it failed, as the payment provider said. */
      failure: { type: 'string' },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
      /** Seconds, for TTL: a year, past any dispute window; the Purchase is kept for good. */
      [ttlAttribute]: { type: 'number', required: true, default: () => Math.ceil(Date.now() / 1000) + 365 * 24 * 3600, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['paymentIntentId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      // A student's payments, for the account's deletion.
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['paymentIntentId'] },
      },
    },
  },
  tableConfig,
);

export type PaymentItem = EntityItem<typeof Payment>;

// Records a created intent once (guard: the item must not exist: parallel requests for one quote make one record)
export async function createPayment(payment: Pick<PaymentItem, 'paymentIntentId' | 'cartId' | 'userId' | 'packageId' | 'extras' | 'amount' | 'currency'>): Promise<void> {
  await unlessRefused(Payment.create({ ...payment, status: 'open' }).go());
}

// One payment (strongly consistent: the poller reads what the webhook wrote)
export async function getPayment(paymentIntentId: string): Promise<PaymentItem | undefined> {
  const { data } = await Payment.get({ paymentIntentId }).go({ consistent: true });
  return data ?? undefined;
}

// Marks a payment succeeded or failed (guard: it has not succeeded, so a late failure never undoes a
// success, while a success after a declined attempt still counts)
export async function settlePayment(paymentIntentId: string, status: 'succeeded' | 'failed', failure?: string): Promise<boolean> {
  const written = await unlessRefused(
    Payment.patch({ paymentIntentId })
      .set({ status, ...(failure ? { failure } : {}) })
      .where((attributes, { ne }) => ne(attributes.status, 'succeeded'))
      .go(),
  );
  return written !== undefined;
}

// Keeps a deleted account's payments for the accounts under the account's anonymised id (a put of
// each item whole, which also moves it out of the student's index); how many there were
export async function anonymisePaymentsOf(userId: string, anonymisedId: string): Promise<number> {
  const { data } = await Payment.query.byUser({ userId }).go({ pages: 'all' });
  for (const { updatedAt: _updatedAt, ...kept } of data) await Payment.put({ ...kept, userId: anonymisedId }).go();
  return data.length;
}
