import { randomUUID } from 'node:crypto';
import { pageRows, type TableQuery } from '@shared/admin';
import type { AuditEntry, auditProperties } from '@shared/api';
import { addAuditEntry, listAuditEntries } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import type { Caller } from '@functions/platform/auth';

/** Records what an admin did (who, what, when), after the action's own write succeeded. */
export async function record(admin: Caller, action: AuditEntry['action'], subject: string, details: string, now = Date.now()): Promise<void> {
  const { email } = await Accounts.readUser(admin);
  await addAuditEntry({ auditId: randomUUID(), adminId: admin.userId, adminEmail: email, action, subject, details, createdAt: now });
}

/** admins/fetchAuditLog: one page of admin actions, searched by admin, action, subject or details. */
export async function auditLog(query: TableQuery<(typeof auditProperties)[number]>): Promise<{ rows: AuditEntry[]; total: number }> {
  const entries = await listAuditEntries();
  return pageRows(entries, query, (entry) => `${entry.adminEmail} ${entry.action} ${entry.subject} ${entry.details}`);
}
