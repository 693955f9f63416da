import { Entity, type EntityItem } from 'electrodb';
import { auditActions } from '@shared/api';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** What an admin did (who, what, when), written by every admin action and listed newest first in the panel. */
export const AuditEntry = new Entity(
  {
    model: { entity: 'auditEntry', version: '1', service: 'pte' },
    attributes: {
      auditId: { type: 'string', required: true, readOnly: true },
      adminId: { type: 'string', required: true, readOnly: true },
      adminEmail: { type: 'string', required: true, readOnly: true },
      action: { type: [...auditActions], required: true, readOnly: true },
      subject: { type: 'string', required: true, readOnly: true },
      details: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['auditId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byTime: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'auditId'] },
      },
    },
  },
  tableConfig,
);

export type AuditEntryItem = EntityItem<typeof AuditEntry>;

// Records an admin action
export async function addAuditEntry(entry: AuditEntryItem): Promise<void> {
  await AuditEntry.put(entry).go();
}

// Every admin action, newest first
export async function listAuditEntries(): Promise<AuditEntryItem[]> {
  const { data } = await AuditEntry.query.byTime({}).go({ pages: 'all', order: 'desc' });
  return data;
}
