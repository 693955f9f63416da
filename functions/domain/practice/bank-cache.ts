import { QuestionSchema, type ItemTypeCode, type Question } from '@shared/exam';
import { getQuestionItem, listQuestionsOfType, type QuestionRow } from '@functions/data';

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
export const questionsOfType = memo<ItemTypeCode, QuestionRow[]>((type) => listQuestionsOfType(type));

/** One question's row and its parsed body, or undefined when the bank has no such uid. */
export const questionItem = memo<string, { row: QuestionRow; question: Question } | undefined>(async (uid) => {
  const item = await getQuestionItem(uid);
  return item ? { row: item, question: QuestionSchema.parse(JSON.parse(item.body)) } : undefined;
});
