import { Entity } from 'electrodb';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** A word of the vocabulary trainer that a student saved to practise (one item per student and word). */
export const SavedWord = new Entity(
  {
    model: { entity: 'savedWord', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      word: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
    },
    indexes: {
      byUser: {
        pk: { field: tableKeys.partitionKey, composite: ['userId'] },
        sk: { field: tableKeys.sortKey, composite: ['word'] },
      },
    },
  },
  tableConfig,
);

// Saves a word for a student (saving it again is harmless)
export async function putSavedWord(userId: string, word: string): Promise<void> {
  await SavedWord.put({ userId, word }).go();
}

// Removes a saved word (nothing happens when it was not saved)
export async function deleteSavedWord(userId: string, word: string): Promise<void> {
  await SavedWord.delete({ userId, word }).go();
}

// A student's saved words, alphabetically (a student saves at most the lists' few hundred words)
export async function listSavedWords(userId: string): Promise<string[]> {
  const { data } = await SavedWord.query.byUser({ userId }).go({ pages: 'all', attributes: ['word'] });
  return data.map(({ word }) => word);
}

// Deletes every saved word of a student (account deletion); how many there were
export async function deleteSavedWordsOf(userId: string): Promise<number> {
  const { data } = await SavedWord.query.byUser({ userId }).go({ pages: 'all', attributes: ['word'] });
  if (data.length > 0) await SavedWord.delete(data.map(({ word }) => ({ userId, word }))).go();
  return data.length;
}
