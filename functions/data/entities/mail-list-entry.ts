import { Entity } from 'electrodb';
import { isConditionalCheckFailure } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** An address on the mailing list (spec/platform.md §7 Mailing list). */
export const MailListEntry = new Entity(
  {
    model: { entity: 'mailListEntry', version: '1', service: 'pte' },
    attributes: {
      email: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string' },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byEmail: {
        pk: { field: tableKeys.partitionKey, composite: ['email'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

// Adds an address once; false when it was already on the list (guard: the item must not exist)
export async function addMailListEntry(entry: { email: string; userId?: string }): Promise<boolean> {
  try {
    await MailListEntry.create(entry).go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
