import { createHash } from 'node:crypto';
import { itemTypeCodes, type Question } from '@shared/exam';
import { blobs } from '@functions/adapters/blobs';
import { deleteQuestions, getContentState, listQuestionsOfType, putQuestions, questionListingOf, saveContentState, type TypeCounts } from '@functions/data';
import { config } from '@functions/platform/config';
import { mediaFolders, type MediaFile } from './read-bank';

export interface SyncReport {
  unchanged: boolean;
  questionsWritten: number;
  questionsDeleted: number;
  mediaWritten: number;
  mediaDeleted: number;
  questions: number;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

/** Uploads kept in flight at once: one after another, a new bank's hundreds of files took most of a cold start. */
const parallelUploads = 8;

/** Runs `task` on every item, at most parallelUploads at a time; the first failure is thrown once all have settled. */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(parallelUploads, items.length) }, worker));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Media are cached a day by browsers; a changed file keeps its key, so not longer. */
export const mediaCacheControl = 'public, max-age=86400';

/**
 * Loads the bank into the table and the content bucket idempotently: an unchanged bank (same
 * hash as last time) writes nothing; otherwise only new or changed questions and media are
 * written and those no longer in the bank removed.
 */
export async function syncBank(questions: Question[], media: MediaFile[]): Promise<SyncReport> {
  const mediaHashes = media.map((file) => ({ file, md5: md5(file.bytes) }));
  const bankHash = sha256(JSON.stringify([questions.map((question) => JSON.stringify(question)), mediaHashes.map(({ file, md5: hash }) => [file.key, hash])]));
  const report: SyncReport = { unchanged: true, questionsWritten: 0, questionsDeleted: 0, mediaWritten: 0, mediaDeleted: 0, questions: questions.length };
  if ((await getContentState())?.bankHash === bankHash) return report;
  report.unchanged = false;

  const counts: TypeCounts = {};
  // The types one after another, each type's writes batched in parallel (putQuestions).
  for (const type of itemTypeCodes) {
    const ofType = questions.filter((question) => question.type === type);
    counts[type] = { total: ofType.length, samples: ofType.filter((question) => question.isSample).length };
    const stored = new Map((await listQuestionsOfType(type)).map((listing) => [listing.uid, listing.contentHash]));
    const changed = ofType.filter((question) => stored.get(question.uid) !== questionListingOf(question).contentHash);
    const inBank = new Set(ofType.map((question) => question.uid));
    const removed = [...stored.keys()].filter((uid) => !inBank.has(uid));
    await putQuestions(changed);
    await deleteQuestions(removed);
    report.questionsWritten += changed.length;
    report.questionsDeleted += removed.length;
  }

  for (const { prefix } of mediaFolders) {
    const stored = await blobs.list(config.CONTENT_BUCKET, prefix);
    const ofFolder = mediaHashes.filter(({ file }) => file.key.startsWith(prefix));
    const changed = ofFolder.filter(({ file, md5: hash }) => stored.get(file.key) !== hash);
    const kept = new Set(ofFolder.map(({ file }) => file.key));
    const removed = [...stored.keys()].filter((key) => !kept.has(key));
    await inParallel(changed, ({ file }) => blobs.put(config.CONTENT_BUCKET, file.key, file.bytes, file.contentType, mediaCacheControl));
    await inParallel(removed, (key) => blobs.remove(config.CONTENT_BUCKET, key));
    report.mediaWritten += changed.length;
    report.mediaDeleted += removed.length;
  }
  await saveContentState(bankHash, counts);
  return report;
}
