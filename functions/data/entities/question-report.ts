import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** A student's report of a problem with a question, kept for admins, who read the open ones and mark them handled. */
export const QuestionReport = new Entity(
  {
    model: { entity: 'questionReport', version: '1', service: 'pte' },
    attributes: {
      uid: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      reason: { type: 'string', required: true, readOnly: true },
      status: { type: ['open', 'handled'] as const, required: true, default: 'open' },
      handledAt: { type: 'number' },
      createdAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byQuestion: {
        pk: { field: tableKeys.partitionKey, composite: ['uid'] },
        sk: { field: tableKeys.sortKey, composite: ['createdAt', 'userId'] },
      },
      // Reports open or handled, newest first, for the admin panel.
      byStatus: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['status'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'uid', 'userId'] },
      },
    },
  },
  tableConfig,
);

export type QuestionReportItem = EntityItem<typeof QuestionReport>;

// Keeps a report
export async function addQuestionReport(report: { uid: string; userId: string; reason: string }): Promise<void> {
  await QuestionReport.put({ ...report, status: 'open', createdAt: Date.now() }).go();
}

// Reports open or handled, newest first
export async function listQuestionReports(status: QuestionReportItem['status']): Promise<QuestionReportItem[]> {
  const { data } = await QuestionReport.query.byStatus({ status }).go({ pages: 'all', order: 'desc' });
  return data;
}

// Marks a report handled (guard: it exists); the report after, or undefined when there is none
export async function markQuestionReportHandled(key: { uid: string; createdAt: number; userId: string }, now: number): Promise<QuestionReportItem | undefined> {
  const written = await unlessRefused(
    QuestionReport.patch(key)
      .set({ status: 'handled', handledAt: now })
      .go({ response: 'all_new' }),
  );
  return written?.data;
}

// Keeps a deleted account's reports for their questions' sake under the account's anonymised id:
// each is written under its new key before the old one is deleted, so none is lost half-way; how many there were
export async function anonymiseQuestionReportsOf(userId: string, anonymisedId: string): Promise<number> {
  const reports = [...(await listQuestionReports('open')), ...(await listQuestionReports('handled'))].filter((report) => report.userId === userId);
  for (const report of reports) {
    await QuestionReport.put({ ...report, userId: anonymisedId }).go();
    await QuestionReport.delete({ uid: report.uid, createdAt: report.createdAt, userId }).go();
  }
  return reports.length;
}
