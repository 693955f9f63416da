import { Entity } from 'electrodb';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** A student's report of a problem with a question, kept for admins. */
export const QuestionReport = new Entity(
  {
    model: { entity: 'questionReport', version: '1', service: 'pte' },
    attributes: {
      uid: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      reason: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byQuestion: {
        pk: { field: tableKeys.partitionKey, composite: ['uid'] },
        sk: { field: tableKeys.sortKey, composite: ['createdAt', 'userId'] },
      },
    },
  },
  tableConfig,
);

// Keeps a report
export async function addQuestionReport(report: { uid: string; userId: string; reason: string }): Promise<void> {
  await QuestionReport.put({ ...report, createdAt: Date.now() }).go();
}
