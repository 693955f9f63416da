import type { ItemTypeCode, Question } from '@shared/exam';
import { getQuestion, listQuestionsOfType, type QuestionListing } from '@functions/data';

/**
 * The question bank as practice reads it, kept in memory for a minute. The bank changes only when
 * the seed runs (at deploy, or when the local platform starts, before it serves), so a function
 * instance answers the lists and questions every student opens without reading the table each
 * time; a seed is seen within a minute.
 */
const lifetimeMs = 60_000;

interface Entry<T> {
  value: Promise<T>;
  until: number;
}

function memo<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const entries = new Map<K, Entry<T>>();
  return (key) => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.until > now) return entry.value;
    const value = load(key);
    entries.set(key, { value, until: now + lifetimeMs });
    // A failed read is not kept: the next request reads again.
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** The questions of one type in uid order, without their bodies. */
export const questionsOfType = memo<ItemTypeCode, QuestionListing[]>((type) => listQuestionsOfType(type));

/** One question, or undefined when the bank has no such uid. */
export const questionOfBank = memo<string, Question | undefined>((uid) => getQuestion(uid));
