import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readWavInfo, voicedSpan, wavSamples, type SplitOptions } from '@shared/audio';
import type { RecognisedWord } from '@shared/scoring/recognition';
import { alignWords, normaliseSpeech } from '@shared/text';
import { goodnessOfWords, type AlignedWord, type GrammarSlot } from './goodness';
import { moonshineRecogniser, moonshineSampleRate, type HeardWord, type MoonshineRecogniser } from './moonshine-recogniser';
import { onRecordingClock, pocketsphinxTranscriber, sphinxDecoder, type Chunk, type PocketsphinxOptions } from './pocketsphinx';
import { TranscriptionError, type Transcriber } from './port';
import { dictionaryWord, readPronunciations, type Pronunciations } from './reference-model';

export interface MoonshineTranscriberOptions extends PocketsphinxOptions {
  recogniser?: MoonshineRecogniser;
}

/**
 * Chunks of about 7 s, each cut moved up to 2 s to the longest pause near it. Moonshine tiny
 * skipped whole clauses of the 10-14 s chunks PocketSphinx takes, so that a passage read fluently
 * scored below the same read with pauses (Read Aloud ladders in order: 9 of 15); chunks of about
 * 5 s cut Repeat Sentence sentences in two mid-phrase (7 of 15); about 7 s: 13 and 14 of 15.
 */
export const moonshineChunking: SplitOptions = { targetSeconds: 7, searchSeconds: 2 };

/** One recogniser per process: its model takes about 290 MB and a second to load. */
let processRecogniser: MoonshineRecogniser | undefined;

/**
 * Moonshine hears what was read; PocketSphinx times it. The recording is cut at pauses into
 * chunks of about 7 s (moonshineChunking); Moonshine recognises each chunk freely; PocketSphinx then force-aligns
 * the words heard to the chunk's audio, which gives each word its time and, against a free phone
 * loop, its goodness of pronunciation.
 *
 * The item gives the words the answer should say (referenceText: the passage of Read Aloud, the
 * sentence of Repeat Sentence), and what Moonshine heard is evidence, not the verdict: the
 * alignment may choose, where Moonshine heard another word than the text's, the text's word
 * instead, and where it heard none of the text's words, the text's word or nothing, whichever
 * fits the audio better. A word said with an accent that Moonshine misheard is then the text's
 * word with its goodness measured, and a word left out stays left out (skipping it fits the
 * audio better than sounds that are not there). On 301 held-out readings of speechocean762 this
 * took the word error rate against the text from 42.5 to 29.6 %.
 *
 * A word the pronouncing dictionary lacks (a name, a made-up word) cannot be aligned: it takes
 * the time between its aligned neighbours and keeps no goodness, so its pronunciation is judged by
 * Moonshine's confidence. A chunk whose words the search cannot fit to the audio keeps Moonshine's
 * words spread over its voiced span, without goodness.
 *
 * An answer without words to say in order (a talk, a short answer) is still heard by
 * pocketsphinxTranscriber, listening for the item's expected text: Moonshine's free recognition
 * of flite's voices left out keywords that PocketSphinx's second pass catches, so that talks
 * said smoothly scored below the same said with pauses (Re-tell Lecture ladders in order: 8 of
 * 15, Describe Image 12, Answer Short Question 12, against 15 each).
 */
export function moonshineTranscriber(options: MoonshineTranscriberOptions = {}): Transcriber {
  const sphinx = sphinxDecoder({ split: moonshineChunking, ...options });
  const talks = pocketsphinxTranscriber(options);

  /** A dictionary of exactly the words aligned: the general one's 134,000 words take about 0.25 s to load. */
  async function writeDictionary(directory: string, slots: Iterable<Slot>, pronunciations: Pronunciations): Promise<string> {
    const path = join(directory, 'words.dict');
    const words = new Set([...slots].flatMap((slot) => slot.words));
    await writeFile(path, [...words].flatMap((word) => pronunciations.lines.get(word) ?? []).join('\n') + '\n');
    return path;
  }

  return {
    name: 'moonshine',
    async transcribe(request) {
      const { key, wav, referenceText } = request;
      if (!referenceText) return talks.transcribe(request);
      const info = readWavInfo(wav);
      if (!info) throw new TranscriptionError('moonshine', `${key} is not a PCM WAV file`);
      if (info.sampleRate !== moonshineSampleRate) throw new TranscriptionError('moonshine', `${key} is at ${info.sampleRate} Hz, not ${moonshineSampleRate}`);
      const chunks = sphinx.chunksOf(wavSamples(wav, info), info.sampleRate);
      if (chunks.length === 0) return { words: [], duration: info.duration };

      const recogniser = options.recogniser ?? (processRecogniser ??= moonshineRecogniser());
      const [heard, pronunciations] = await Promise.all([
        Promise.all(chunks.map((chunk) => recogniser.hear(chunk.samples))).catch((error: unknown) => {
          throw new TranscriptionError('moonshine', `recogniser failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }),
        readPronunciations(sphinx.general.dict),
      ]);
      const slots = readingSlots(heard, normaliseSpeech(referenceText), pronunciations);
      const slotsOf = new Map(chunks.map((chunk, index) => [chunk.id, slots[index]!]));

      const words = await sphinx.withChunkFiles(chunks, info.sampleRate, async (directory) => {
        const dictionary = await writeDictionary(directory, slots.flat(), pronunciations);
        const alignable = new Map([...slotsOf].map(([id, chunkSlots]) => [id, chunkSlots.filter((slot) => slot.words.length > 0)]));
        const [aligned, loop] = await Promise.all([sphinx.align(directory, chunks, alignable, dictionary), sphinx.phoneLoop(directory, chunks)]);
        return new Map(
          chunks.map((chunk, index) => {
            const segments = aligned.get(chunk.id);
            const timed = segments && timedWords(chunk, slotsOf.get(chunk.id)!, goodnessOfWords(segments, loop.get(chunk.id) ?? []));
            return [chunk.id, timed ?? spreadOver(chunk, heard[index]!)];
          }),
        );
      });
      return { words: onRecordingClock(chunks, words), duration: info.duration };
    },
  };
}

/**
 * A place in a chunk's alignment: the dictionary words that may be said there (none when the
 * dictionary lacks the word heard), whether nothing may be said there, what Moonshine heard there
 * and the text's word there when the answer reads a text.
 */
export interface Slot extends GrammarSlot {
  heard?: HeardWord;
  read?: string;
}

/** A word Moonshine heard, aligned as heard. */
function heardSlot(heard: HeardWord, pronunciations: Pronunciations): Slot {
  const word = dictionaryWord(heard.word, pronunciations);
  return { words: word ? [word] : [], optional: false, heard };
}

/**
 * Each chunk's slots for a reading of `text` (normalised words): Moonshine's words of all chunks
 * aligned to the text. Where it heard the text's word: that word. Where it heard another word:
 * the text's word or the one heard. Where it heard none of the text's word: the text's word, or
 * nothing, in the chunk of the word heard before (the first chunk before any). Where it heard a
 * word beside the text: that word, as guesses and repetitions are said and scored; or nothing
 * when it stands beside a replaced word, as Moonshine often hears one word as two ('carbon' as
 * 'carved in').
 */
export function readingSlots(heard: readonly HeardWord[][], text: readonly string[], pronunciations: Pronunciations): Slot[][] {
  const flat = heard.flatMap((words, chunk) => words.map((word) => ({ word, chunk })));
  const slots: Slot[][] = heard.map(() => []);
  const dictionaryWords = (...words: string[]) => [...new Set(words.flatMap((word) => dictionaryWord(word, pronunciations) ?? []))];
  let position = 0;
  const { steps } = alignWords(text, flat.map(({ word }) => word.word));
  for (const [index, step] of steps.entries()) {
    if (step.op === 'omit') {
      slots[flat[position - 1]?.chunk ?? 0]!.push({ words: dictionaryWords(step.reference), optional: true, read: step.reference });
      continue;
    }
    const { word, chunk } = flat[position]!;
    position += 1;
    if (step.op === 'match') slots[chunk]!.push({ ...heardSlot(word, pronunciations), read: step.reference });
    else if (step.op === 'replace') slots[chunk]!.push({ words: dictionaryWords(step.reference, word.word), optional: false, heard: word, read: step.reference });
    else slots[chunk]!.push({ ...heardSlot(word, pronunciations), optional: [steps[index - 1], steps[index + 1]].some((beside) => beside?.op === 'replace') });
  }
  return slots;
}

/**
 * Moonshine gave no evidence for a word of the text it did not hear, and the alignment found
 * there: the middle of the confidence scale, so that its goodness decides how it is judged.
 */
export const unheardConfidence = 0.5;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The words said in a chunk, on its clock: each slot's word the alignment chose, with its time
 * and goodness, in order; a slot it skipped says nothing. Undefined when the alignment did not
 * reach the end of the grammar (the decoder then gives its best partial path, which leaves out
 * slots it had to fill). A slot without dictionary words keeps
 * Moonshine's word, between its aligned neighbours. The confidence of a chosen word is Moonshine's
 * when it heard that word; when the text's word was chosen over the one Moonshine heard, the
 * doubt Moonshine had about its own (1 - its confidence); unheardConfidence when it heard nothing there.
 */
export function timedWords(chunk: Chunk, slots: readonly Slot[], aligned: readonly AlignedWord[]): RecognisedWord[] | undefined {
  const words: RecognisedWord[] = [];
  let next = 0;
  for (const [index, slot] of slots.entries()) {
    if (slot.words.length === 0) {
      if (!slot.heard) continue;
      // Unaligned: from the end of the word before to the start of the next aligned word, shared with any other unaligned word there.
      const from = words.at(-1)?.end ?? aligned[next]?.start ?? 0;
      const to = aligned[next]?.start ?? aligned.at(-1)?.end ?? chunk.samples.length / moonshineSampleRate;
      const waiting = slots.slice(index).findIndex((later) => later.words.length > 0);
      const share = (to - from) / (waiting < 0 ? slots.length - index : waiting);
      words.push({ word: slot.heard.word, start: round(from), end: round(from + share), confidence: slot.heard.confidence });
      continue;
    }
    const chosen = aligned[next];
    if (!chosen || !slot.words.includes(chosen.word)) {
      if (slot.optional) continue;
      return undefined;
    }
    next += 1;
    const heardIt = slot.heard !== undefined && dictionarySpelling(slot.heard.word) === dictionarySpelling(chosen.word);
    const word = heardIt ? slot.heard!.word : (slot.read ?? chosen.word);
    const confidence = heardIt ? slot.heard!.confidence : slot.heard ? round(1 - slot.heard.confidence) : unheardConfidence;
    words.push({ word, start: round(chosen.start), end: round(chosen.end), confidence, goodness: chosen.goodness });
  }
  return next === aligned.length ? words : undefined;
}

/** A word without apostrophes, as speaking normalisation spells it: "don't" and "dont" are one word. */
const dictionarySpelling = (word: string) => word.replaceAll("'", '');

/** Words spread evenly over the chunk's voiced span, by their length in letters. */
function spreadOver(chunk: Chunk, heard: readonly HeardWord[]): RecognisedWord[] {
  const span = voicedSpan(chunk.samples, moonshineSampleRate) ?? { start: 0, end: chunk.samples.length / moonshineSampleRate };
  const letters = heard.reduce((sum, { word }) => sum + word.length, 0);
  let at = span.start;
  return heard.map(({ word, confidence }) => {
    const length = ((span.end - span.start) * word.length) / Math.max(1, letters);
    const timed = { word, start: round(at), end: round(at + length), confidence };
    at += length;
    return timed;
  });
}
