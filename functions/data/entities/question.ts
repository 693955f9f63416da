import { Entity } from 'electrodb';
import { itemTypeCodes } from '@shared/exam';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A question of the bank. The whole validated question is kept as JSON in `body` (the content
 * pipeline's schema is the source of truth); the fields lists need are kept beside it.
 */
export const Question = new Entity(
  {
    model: { entity: 'question', version: '1', service: 'pte' },
    attributes: {
      uid: { type: 'string', required: true, readOnly: true },
      type: { type: [...itemTypeCodes], required: true, readOnly: true },
      title: { type: 'string', required: true },
      isSample: { type: 'boolean', required: true },
      prediction: { type: 'boolean', required: true },
      body: { type: 'string', required: true },
      /** SHA-256 of body, so the seed rewrites only what changed. */
      contentHash: { type: 'string', required: true },
    },
    indexes: {
      byUid: {
        pk: { field: tableKeys.partitionKey, composite: ['uid'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byType: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['type'] },
        sk: { field: 'gsi1sk', composite: ['uid'] },
      },
    },
  },
  tableConfig,
);

export interface QuestionRow {
  uid: string;
  type: (typeof itemTypeCodes)[number];
  title: string;
  isSample: boolean;
  prediction: boolean;
  contentHash: string;
}

// One question with its body
export async function getQuestionItem(uid: string): Promise<(QuestionRow & { body: string }) | undefined> {
  const { data } = await Question.get({ uid }).go();
  return data ?? undefined;
}

// The questions of one type in uid order, without their bodies (a type holds tens of items, so one list)
export async function listQuestionsOfType(type: QuestionRow['type']): Promise<QuestionRow[]> {
  const { data } = await Question.query.byType({ type }).go({ pages: 'all', attributes: ['uid', 'type', 'title', 'isSample', 'prediction', 'contentHash'] });
  return data as QuestionRow[];
}

// Writes questions (batched, 25 a request)
export async function putQuestions(items: (QuestionRow & { body: string })[]): Promise<void> {
  if (items.length > 0) await Question.put(items).go();
}

// Deletes questions that left the bank
export async function deleteQuestions(uids: string[]): Promise<void> {
  if (uids.length > 0) await Question.delete(uids.map((uid) => ({ uid }))).go();
}
