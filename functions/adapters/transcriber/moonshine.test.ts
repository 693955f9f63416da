import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignWords, normaliseSpeech } from '@shared/text';
import { silentWav, spokenWav } from '@test/fixtures/speech';
import { moonshineAvailable } from './moonshine-model';
import { moonshineRecogniser, wordsOfTokens } from './moonshine-recogniser';
import { moonshineTranscriber, readingSlots, timedWords, unheardConfidence } from './moonshine';
import { TranscriptionError } from './port';
import { parsePronunciations } from './reference-model';

const pronunciations = parsePronunciations(['the DH AH', 'a AH', 'cat K AE T', 'sat S AE T', 'on AA N', 'mat M AE T', "don't D OW N T"].join('\n'));
/** A chunk of 2 s of silence: only its length matters to timedWords. */
const chunk = { id: 'chunk-0', start: 0, samples: new Float32Array(32_000) };

describe('wordsOfTokens', () => {
  it('joins the pieces of each word, spells it as speaking normalisation does, and keeps its least likely piece', () => {
    // Moonshine's vocabulary (the Llama tokenizer's): '▁The' 450, '▁cat' 6635, '▁sat' 3290, '▁on' 373.
    const tokens = [
      { id: 450, probability: 0.9 },
      { id: 6635, probability: 0.8 },
      { id: 3290, probability: 0.95 },
      { id: 373, probability: 0.7 },
    ];
    expect(wordsOfTokens(tokens)).toEqual([
      { word: 'the', confidence: 0.9 },
      { word: 'cat', confidence: 0.8 },
      { word: 'sat', confidence: 0.95 },
      { word: 'on', confidence: 0.7 },
    ]);
  });
});

describe('readingSlots', () => {
  const heard = (...words: string[]) => words.map((word) => ({ word, confidence: 0.8 }));

  it('offers the text’s word beside a word heard instead of it, and the text’s word or nothing where none was heard', () => {
    // Text 'the cat sat on a mat'; heard in two chunks: 'the cap in sat on' and 'mat'.
    const slots = readingSlots([heard('the', 'cap', 'in', 'sat', 'on'), heard('mat')], ['the', 'cat', 'sat', 'on', 'a', 'mat'], pronunciations);
    expect(slots.map((chunk) => chunk.map(({ words, optional, read }) => ({ words, optional, read })))).toEqual([
      [
        { words: ['the'], optional: false, read: 'the' },
        // 'cap in' for 'cat': 'cap' stands beside the text next to a replaced word, so perhaps
        // part of it as Moonshine heard it ('cap' is not in the test dictionary: nothing to align)...
        { words: [], optional: true, read: undefined },
        // ... and 'in' for 'cat', not in the dictionary either: only the text's word can be aligned.
        { words: ['cat'], optional: false, read: 'cat' },
        { words: ['sat'], optional: false, read: 'sat' },
        { words: ['on'], optional: false, read: 'on' },
        // 'a', not heard: in the chunk of the word heard before it.
        { words: ['a'], optional: true, read: 'a' },
      ],
      [{ words: ['mat'], optional: false, read: 'mat' }],
    ]);
  });

  it('keeps a word heard beside the text between words of the text: guesses and repetitions are said', () => {
    const slots = readingSlots([heard('the', 'cat', 'cat', 'sat')], ['the', 'cat', 'sat'], pronunciations);
    expect(slots[0]!.map(({ words, optional }) => ({ words, optional }))).toEqual([
      { words: ['the'], optional: false },
      { words: ['cat'], optional: false },
      { words: ['cat'], optional: false },
      { words: ['sat'], optional: false },
    ]);
  });
});

describe('timedWords', () => {
  const slot = (word: string, heard?: string, options: { optional?: boolean; read?: string } = {}) => ({
    words: [word, ...(heard && heard !== word && pronunciations.lines.has(heard) ? [heard] : [])],
    optional: options.optional ?? false,
    ...(heard ? { heard: { word: heard, confidence: 0.9 } } : {}),
    ...(options.read ? { read: options.read } : {}),
  });

  it('gives each word its aligned time and goodness, with the confidence of what Moonshine heard', () => {
    const aligned = [
      { word: 'the', start: 0.2, end: 0.4, goodness: -1 },
      { word: 'cat', start: 0.4, end: 0.9, goodness: -12 },
      { word: 'sat', start: 1, end: 1.5, goodness: -2 },
    ];
    expect(timedWords(chunk, [slot('the', 'the'), slot('cat', 'cat'), slot('sat', 'sat')], aligned)).toEqual([
      { word: 'the', start: 0.2, end: 0.4, confidence: 0.9, goodness: -1 },
      { word: 'cat', start: 0.4, end: 0.9, confidence: 0.9, goodness: -12 },
      { word: 'sat', start: 1, end: 1.5, confidence: 0.9, goodness: -2 },
    ]);
  });

  it('takes the text’s word where the alignment chose it over the word heard, and where it found a word Moonshine did not hear', () => {
    const slots = [slot('cat', 'mat', { read: 'cat' }), slot('on', undefined, { optional: true, read: 'on' }), slot('the', undefined, { optional: true, read: 'the' })];
    const aligned = [
      { word: 'cat', start: 0.1, end: 0.5, goodness: -4 },
      { word: 'on', start: 0.6, end: 0.8, goodness: -6 },
    ];
    expect(timedWords(chunk, slots, aligned)).toEqual([
      { word: 'cat', start: 0.1, end: 0.5, confidence: 0.1, goodness: -4 },
      { word: 'on', start: 0.6, end: 0.8, confidence: unheardConfidence, goodness: -6 },
    ]);
  });

  it('puts a word the dictionary lacks between its aligned neighbours, without goodness, and a word without its apostrophe is found', () => {
    const slots = [
      { words: ["don't"], optional: false, heard: { word: 'dont', confidence: 0.8 } },
      { words: [], optional: false, heard: { word: 'zorblat', confidence: 0.4 } },
      slot('sat', 'sat'),
    ];
    const aligned = [
      { word: "don't", start: 0.1, end: 0.5, goodness: -3 },
      { word: 'sat', start: 1.1, end: 1.4, goodness: -2 },
    ];
    expect(timedWords(chunk, slots, aligned)).toEqual([
      { word: 'dont', start: 0.1, end: 0.5, confidence: 0.8, goodness: -3 },
      { word: 'zorblat', start: 0.5, end: 1.1, confidence: 0.4 },
      { word: 'sat', start: 1.1, end: 1.4, confidence: 0.9, goodness: -2 },
    ]);
  });
});

describe.runIf(moonshineAvailable())('moonshineTranscriber on this machine', () => {
  let dir: string;
  const recogniser = moonshineRecogniser();
  const transcriber = moonshineTranscriber({ recogniser });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'moonshine-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('hears a sentence read word for word, in order, each word timed within the recording and judged for pronunciation', async () => {
    const text = 'The library opens at nine in the morning and closes late on Fridays.';
    const wav = new Uint8Array(await readFile(await spokenWav(dir, 'sentence', text)));
    const { words, duration } = await transcriber.transcribe({ bucket: 'test', key: 'sentence.wav', wav, referenceText: text });

    const reference = normaliseSpeech(text);
    expect(alignWords(reference, words.map((word) => word.word)).errors).toBeLessThanOrEqual(1);
    expect(words.every((word) => word.start >= 0 && word.end <= duration && word.start < word.end)).toBe(true);
    expect(words.every((word, index) => index === 0 || word.start >= words[index - 1]!.start)).toBe(true);
    expect(words.filter((word) => word.goodness !== undefined).length).toBeGreaterThanOrEqual(reference.length - 1);
  });

  it('reading a text, takes the text’s words where the audio fits them, and leaves out the words not said', async () => {
    const text = 'The committee approved the budget for the new science building yesterday.';
    const wav = new Uint8Array(await readFile(await spokenWav(dir, 'half', 'The committee approved the budget.')));
    const { words } = await transcriber.transcribe({ bucket: 'test', key: 'half.wav', wav, referenceText: text });

    expect(words.map((word) => word.word).join(' ')).toMatch(/^the committee approved the budget/);
    expect(words.map((word) => word.word)).not.toContain('yesterday');
  });

  it('hears nothing in silence', async () => {
    const wav = new Uint8Array(await readFile(await silentWav(dir, 'silence', 3)));
    expect((await transcriber.transcribe({ bucket: 'test', key: 'silence.wav', wav, referenceText: 'The library opens at nine.' })).words).toEqual([]);
  });

  it('leaves a talk, which has no words to say in order, to PocketSphinx listening for what the item expects', async () => {
    const text = 'The chart shows that sales rose sharply in the spring.';
    const wav = new Uint8Array(await readFile(await spokenWav(dir, 'talk', text)));
    const { words } = await transcriber.transcribe({ bucket: 'test', key: 'talk.wav', wav, expectedText: text });
    expect(alignWords(normaliseSpeech(text), words.map((word) => word.word)).errors).toBeLessThanOrEqual(2);
  });

  it('refuses a recording that is not 16 kHz PCM WAV', async () => {
    await expect(transcriber.transcribe({ bucket: 'test', key: 'not.wav', wav: new Uint8Array(100), referenceText: 'The library.' })).rejects.toBeInstanceOf(TranscriptionError);
  });
});
