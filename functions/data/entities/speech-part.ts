import { Entity, type EntityItem } from 'electrodb';
import type { RecognisedWord } from '@shared/scoring/recognition';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/**
 * A part of an answer still being recorded, recognised while the student goes on speaking, so that
 * the answer's job only has the last seconds left to recognise. Kept a day: the job that uses it
 * runs within minutes.
 */
export const SpeechPart = new Entity(
  {
    model: { entity: 'speechPart', version: '1', service: 'pte' },
    attributes: {
      /** The part's recording key in the uploads bucket (under its owner's folder). */
      partKey: { type: 'string', required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      status: { type: ['pending', 'done', 'failed'] as const, required: true },
      /** The SHA-256 of the part's PCM data, which the answer's recording must hold at the part's place to use its words. */
      digest: { type: 'string' },
      /** How many samples the part holds. */
      samples: { type: 'number' },
      /** The words heard, on the part's own clock. */
      words: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            word: { type: 'string', required: true },
            start: { type: 'number', required: true },
            end: { type: 'number', required: true },
            confidence: { type: 'number', required: true },
            goodness: { type: 'number' },
          },
        },
      },
      [ttlAttribute]: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byKey: {
        pk: { field: tableKeys.partitionKey, composite: ['partKey'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

export type SpeechPartItem =
  | { partKey: string; uid: string; status: 'pending' | 'failed' }
  | { partKey: string; uid: string; status: 'done'; digest: string; samples: number; words: RecognisedWord[] };

function partOf({ partKey, uid, status, digest, samples, words }: EntityItem<typeof SpeechPart>): SpeechPartItem {
  if (status !== 'done' || digest === undefined || samples === undefined || words === undefined) return { partKey, uid, status: status === 'done' ? 'failed' : status };
  return { partKey, uid, status, digest, samples, words };
}

// Creates a pending part once; false when the key was already sent
export async function createSpeechPart(part: { partKey: string; uid: string }): Promise<boolean> {
  return (await unlessRefused(SpeechPart.create({ ...part, status: 'pending', [ttlAttribute]: Math.ceil(Date.now() / 1000) + 24 * 3600 }).go())) !== undefined;
}

// One part (strongly consistent: the job reads what its worker last wrote)
export async function getSpeechPart(partKey: string): Promise<SpeechPartItem | undefined> {
  const { data } = await SpeechPart.get({ partKey }).go({ consistent: true });
  return data ? partOf(data) : undefined;
}

// Ends a pending part once (guard: still pending), with its words or as failed
export async function finishSpeechPart(partKey: string, outcome: { status: 'done'; digest: string; samples: number; words: RecognisedWord[] } | { status: 'failed' }): Promise<boolean> {
  return (await unlessRefused(SpeechPart.patch({ partKey }).set(outcome).where((attributes, { eq }) => eq(attributes.status, 'pending')).go())) !== undefined;
}

// Deletes the parts recorded under these keys (account deletion); how many there were
export async function deleteSpeechParts(partKeys: string[]): Promise<number> {
  let deleted = 0;
  for (const partKey of new Set(partKeys)) {
    if (await unlessRefused(SpeechPart.delete({ partKey }).where((attributes, { exists }) => exists(attributes.partKey)).go())) deleted += 1;
  }
  return deleted;
}
