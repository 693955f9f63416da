import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/** Carts are kept 30 days; one unpaid by then is forgotten. */
const cartLifetimeSeconds = 30 * 24 * 3600;

/**
 * A server-side cart (spec §7 users/createCart): one package, its extras (full_mock_test_upsell ×
 * extras), the currency and country it is priced for. Once a payment starts, the quote it is
 * charged at is held on the cart under a key of what it sells, so parallel requests charge one amount.
 */
export const Cart = new Entity(
  {
    model: { entity: 'cart', version: '1', service: 'pte' },
    attributes: {
      cartId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      packageId: { type: 'string', required: true, readOnly: true },
      extras: { type: 'number', required: true, default: 0 },
      fromProfilePage: { type: 'boolean', required: true, default: false, readOnly: true },
      currency: { type: 'string', required: true },
      /** The visitor's country when the cart was made or last priced (payment methods). */
      country: { type: 'string' },
      /** The quote a payment was started at: what it sells (key), the amount and when it was priced. */
      heldQuote: {
        type: 'map',
        properties: {
          key: { type: 'string', required: true },
          amount: { type: 'number', required: true },
          currency: { type: 'string', required: true },
          extras: { type: 'number', required: true },
          quotedAt: { type: 'number', required: true },
        },
      },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
      [ttlAttribute]: { type: 'number', required: true, default: () => Math.ceil(Date.now() / 1000) + cartLifetimeSeconds },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['cartId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      // A student's carts, for the account's deletion.
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['cartId'] },
      },
    },
  },
  tableConfig,
);

export type CartItem = EntityItem<typeof Cart>;
export type HeldQuote = NonNullable<CartItem['heldQuote']>;

// A new cart
export async function createCart(cart: Pick<CartItem, 'cartId' | 'userId' | 'packageId' | 'extras' | 'fromProfilePage' | 'currency' | 'country'>): Promise<CartItem> {
  const { data } = await Cart.create(cart).go();
  return data as CartItem;
}

// One cart (strongly consistent: a payment reads the quote just held)
export async function getCart(cartId: string): Promise<CartItem | undefined> {
  const { data } = await Cart.get({ cartId }).go({ consistent: true });
  return data ?? undefined;
}

// Changes what a cart holds or how it is priced (guard: the cart exists)
export async function updateCart(cartId: string, changes: Partial<Pick<CartItem, 'extras' | 'currency' | 'country'>>): Promise<CartItem | undefined> {
  if (Object.keys(changes).length === 0) return getCart(cartId);
  return (await unlessRefused(Cart.patch({ cartId }).set(changes).go({ response: 'all_new' })))?.data;
}

// Holds a quote for a payment (guard: no quote is held for this key since `freshSince`); false
// when another request held one first, whose quote then stands
export async function holdQuote(cartId: string, quote: HeldQuote, freshSince: number): Promise<boolean> {
  const written = await unlessRefused(
    Cart.patch({ cartId })
      .set({ heldQuote: quote })
      .where((attributes, { notExists, ne, lt }) => `${notExists(attributes.heldQuote)} OR ${ne(attributes.heldQuote.key, quote.key)} OR ${lt(attributes.heldQuote.quotedAt, freshSince)}`)
      .go(),
  );
  return written !== undefined;
}

// Deletes every cart of a student (account deletion); how many there were
export async function deleteCartsOf(userId: string): Promise<number> {
  const { data } = await Cart.query.byUser({ userId }).go({ pages: 'all', attributes: ['cartId'] });
  if (data.length > 0) await Cart.delete(data.map(({ cartId }) => ({ cartId }))).go();
  return data.length;
}
