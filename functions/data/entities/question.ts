import { createHash } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { itemTypeCodes, QuestionSchema, type Question as BankQuestion } from '@shared/exam';
import { tableKeys } from '../keys';
import { jsonAttribute } from '../stored-json';
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

/** A question as lists show it: everything but its body. */
export type QuestionListing = Omit<EntityItem<typeof Question>, 'body'>;

const body = jsonAttribute(QuestionSchema);

/** The listing a question is stored with; its contentHash tells the seed whether the stored one differs. */
export function questionListingOf(question: BankQuestion): QuestionListing {
  return {
    uid: question.uid,
    type: question.type,
    title: question.title ?? question.uid,
    isSample: question.isSample ?? false,
    contentHash: createHash('sha256').update(body.write(question)).digest('hex'),
  };
}

// One question of the bank, parsed by the bank's schema
export async function getQuestion(uid: string): Promise<BankQuestion | undefined> {
  const { data } = await Question.get({ uid }).go({ attributes: ['uid', 'body'] });
  return data ? body.read(data.body, { entity: 'question', attribute: 'body', key: data.uid }) : undefined;
}

// The questions of one type in uid order, without their bodies (a type holds tens of items, so one list)
export async function listQuestionsOfType(type: QuestionListing['type']): Promise<QuestionListing[]> {
  const { data } = await Question.query.byType({ type }).go({ pages: 'all', attributes: ['uid', 'type', 'title', 'isSample', 'contentHash'] });
  return data;
}

/** Batch requests of 25 the seed keeps in flight at once: loading a whole bank one request after another took most of a cold start. */
const concurrentBatches = 4;

// Writes questions with their listings (batched, 25 a request, a few requests at a time); a
// write the table left unprocessed fails the seed, which then leaves the bank's hash unsaved and
// writes again on its next run.
export async function putQuestions(questions: BankQuestion[]): Promise<void> {
  if (questions.length === 0) return;
  const { unprocessed } = await Question.put(questions.map((question) => ({ ...questionListingOf(question), body: body.write(question) }))).go({ concurrent: concurrentBatches });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} of ${questions.length} questions were not written`);
}

// Deletes questions that left the bank
export async function deleteQuestions(uids: string[]): Promise<void> {
  if (uids.length > 0) await Question.delete(uids.map((uid) => ({ uid }))).go();
}
