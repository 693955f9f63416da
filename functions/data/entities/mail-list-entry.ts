import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** An address on the mailing list (spec/platform.md §7 Mailing list). */
export const MailListEntry = new Entity(
  {
    model: { entity: 'mailListEntry', version: '1', service: 'pte' },
    attributes: {
      email: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string' },
      /** The package last put in a cart and when (maillist/didAddToCart), for a reminder mail. */
      cartPackageId: { type: 'string' },
      addedToCartAt: { type: 'number' },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byEmail: {
        pk: { field: tableKeys.partitionKey, composite: ['email'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      // The whole list by when each address joined, for the admin's e-mail list and its export.
      byCreation: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'email'] },
      },
    },
  },
  tableConfig,
);

// Adds an address once; false when it was already on the list (guard: the item must not exist)
export async function addMailListEntry(entry: { email: string; userId?: string }): Promise<boolean> {
  return (await unlessRefused(MailListEntry.create(entry).go())) !== undefined;
}

// Notes the package an address put in a cart (guard: the address is on the list); false when it is not
export async function recordAddedToCart(email: string, packageId: string, at: number): Promise<boolean> {
  return (await unlessRefused(MailListEntry.patch({ email }).set({ cartPackageId: packageId, addedToCartAt: at }).go())) !== undefined;
}

export type MailListEntryItem = EntityItem<typeof MailListEntry>;

// Every address on the list, oldest first
export async function listMailListEntries(): Promise<MailListEntryItem[]> {
  const { data } = await MailListEntry.query.byCreation({}).go({ pages: 'all' });
  return data;
}

// Takes an address off the list (account deletion); false when it was not on it
export async function deleteMailListEntry(email: string): Promise<boolean> {
  return (await unlessRefused(MailListEntry.delete({ email }).where((attributes, { exists }) => exists(attributes.email)).go())) !== undefined;
}
