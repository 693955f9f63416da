import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo, wavSamples } from '@shared/audio';
import { pronunciationTrait } from '@shared/scoring';
import type { Recognition } from '@shared/scoring/recognition';
import { alignWords, normaliseSpeech } from '@shared/text';
import { silentWav, spokenWav } from '@test/fixtures/speech';
import { parsePocketsphinxCtm, pocketsphinxAvailable, pocketsphinxTranscriber } from './pocketsphinx';
import { TranscriptionError } from './port';
import { splitAtQuietGaps } from '@shared/audio';

const run = promisify(execFile);

/** pocketsphinx_batch -ctm output for two utterances, as captured (fillers and a pronunciation variant added by hand). */
const capturedCtm = `chunk-0 1 0.34 0.16 my 0.994
chunk-0 1 0.51 0.23 name 1.000
chunk-0 1 0.75 0.12 is 1.000
chunk-0 1 0.88 0.32 john 0.931
chunk-0 1 1.10 0.10 <sil> 0.950
chunk-0 1 1.21 0.13 and(2) 0.901
chunk-0 1 1.35 0.12 i 0.987
chunk-0 1 1.48 0.31 live 0.897
chunk-0 1 1.80 0.09 in 0.998
chunk-0 1 1.90 0.56 london 1.000
chunk-1 1 0.02 0.40 [NOISE] 0.700
chunk-1 1 0.45 0.30 ++BREATH++ 0.800
chunk-1 1 0.80 0.10 <s> 1.000
chunk-1 1 0.91 0.20 the 1.000100
chunk-1 1 1.12 0.41 weather 0.613
chunk-1 1 2.60 0.10 </s> 1.000
`;

describe('parsePocketsphinxCtm', () => {
  it('reads the words of each utterance with their times and confidences, without fillers or pronunciation numbers', () => {
    const heard = parsePocketsphinxCtm(capturedCtm);

    expect([...heard.keys()]).toEqual(['chunk-0', 'chunk-1']);
    expect(heard.get('chunk-0')!.map((word) => word.word).join(' ')).toBe('my name is john and i live in london');
    expect(heard.get('chunk-0')![3]).toEqual({ word: 'john', start: 0.88, end: 1.2, confidence: 0.931 });
    expect(heard.get('chunk-1')).toEqual([
      { word: 'the', start: 0.91, end: 1.11, confidence: 1 },
      { word: 'weather', start: 1.12, end: 1.53, confidence: 0.613 },
    ]);
  });

  it('ignores lines that are not CTM', () => {
    expect(parsePocketsphinxCtm('INFO: batch.c(778): hello\nmy name is john\n\nchunk-0 1 x 0.1 my 0.9\n').size).toBe(0);
  });
});

describe('pocketsphinxAvailable', () => {
  it('sees the Debian packages on this machine, and not a missing binary or model', () => {
    expect(pocketsphinxAvailable()).toBe(true);
    expect(pocketsphinxAvailable('/usr/bin/no-such-decoder')).toBe(false);
    expect(pocketsphinxAvailable(undefined, '/usr/share/no-such-model')).toBe(false);
  });
});

// Real decoding of flite recordings (flite, sox and PocketSphinx are installed on every development machine).
// Decoding is CPU-bound: a long answer decoded twice took 60 s beside other work on a busy 2-core machine.
describe('pocketsphinxTranscriber', { timeout: 180_000 }, () => {
  const phrases = ['my name is john and i live in london', 'the weather is nice today', 'one two three four five'];
  let audioDir: string;
  let scratch: string;
  let previousTmpdir: string | undefined;

  beforeAll(async () => {
    audioDir = await mkdtemp(join(tmpdir(), 'pte-sphinx-test-'));
    // The decoder's own temporary files go here, so the test can see them cleaned up.
    scratch = await mkdtemp(join(tmpdir(), 'pte-sphinx-scratch-'));
    previousTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
  });

  afterAll(async () => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await rm(audioDir, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
  });

  const transcribe = async (path: string, options = {}, expectedText?: string): Promise<Recognition> =>
    pocketsphinxTranscriber(options).transcribe({ bucket: 'pte-unit-uploads', key: 'recordings/user-1/upload-1.wav', wav: new Uint8Array(await readFile(path)), ...(expectedText ? { expectedText } : {}) });

  function expectInOrder(recognition: Recognition) {
    for (const [index, word] of recognition.words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.confidence).toBeGreaterThan(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
      if (index > 0) expect(word.start).toBeGreaterThanOrEqual(recognition.words[index - 1]!.end);
    }
    expect(recognition.words.at(-1)!.end).toBeLessThanOrEqual(recognition.duration);
  }

  it('hears short phrases word for word, at their times in the recording', async () => {
    for (const [index, phrase] of phrases.entries()) {
      const path = await spokenWav(audioDir, `phrase-${index}`, phrase, { padBefore: 1.5 });

      const recognition = await transcribe(path);

      expect(recognition.words.map((word) => word.word).join(' ')).toBe(phrase);
      expectInOrder(recognition);
      // The speech starts after the 1.5 s of silence in front, not at the start of the file.
      expect(recognition.words[0]!.start).toBeGreaterThanOrEqual(1.5);
      expect(recognition.words[0]!.start).toBeLessThan(1.9);
      expect(recognition.duration).toBeCloseTo(readWavInfo(await readFile(path))!.duration, 5);
    }
    expect(await readdir(scratch)).toEqual([]);
  });

  it('cuts a long answer into chunks and puts the words back in order on the recording clock', async () => {
    // An order in which the language model's context does not turn 'one two' into 'want to'.
    const sentences = ['i would like a cup of coffee', 'one two three four five', 'the children are playing in the park', 'thank you very much', 'the weather is nice today', 'my name is john and i live in london'];
    const said = [...sentences, ...sentences.slice(0, 4)];
    const parts = await Promise.all(said.map((phrase, index) => spokenWav(audioDir, `part-${index}`, phrase, { padBefore: 0.3, padAfter: 0.6 })));
    const long = join(audioDir, 'long.wav');
    await run('sox', [...parts, long]);
    const bytes = new Uint8Array(await readFile(long));
    const info = readWavInfo(bytes)!;
    expect(info.duration).toBeGreaterThan(25);
    expect(splitAtQuietGaps(wavSamples(bytes, info), info.sampleRate, { targetSeconds: 10, searchSeconds: 2 }).length).toBeGreaterThanOrEqual(3);

    const chunked = await transcribe(long);
    const whole = await transcribe(long, { split: { targetSeconds: 60, searchSeconds: 0 } });

    // Word for word but for one at most: a single sample's difference can turn 'are' into 'they're'.
    const heard = chunked.words.map((word) => word.word);
    const expected = said.join(' ').split(' ');
    expect(heard).toHaveLength(expected.length);
    expect(heard.filter((word, index) => word !== expected[index]).length).toBeLessThanOrEqual(1);
    expectInOrder(chunked);
    // Each phrase starts where it was put into the file: 0.3 s of padding into its part.
    let partStart = 0;
    let wordIndex = 0;
    for (const [index, part] of parts.entries()) {
      const firstWord = chunked.words[wordIndex]!;
      expect(firstWord.start, `first word of part ${index}`).toBeGreaterThanOrEqual(partStart + 0.25);
      expect(firstWord.start, `first word of part ${index}`).toBeLessThan(partStart + 0.7);
      partStart += readWavInfo(await readFile(part))!.duration;
      wordIndex += said[index]!.split(' ').length;
    }
    // Decoded whole, the same words come out at the same times.
    expect(whole.words).toHaveLength(chunked.words.length);
    expect(whole.words.filter((word, index) => word.word !== chunked.words[index]!.word).length).toBeLessThanOrEqual(1);
    for (const [index, word] of chunked.words.entries()) expect(Math.abs(word.start - whole.words[index]!.start)).toBeLessThanOrEqual(0.05);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('listens for the expected text: hears it read, and still hears other words said instead of it', async () => {
    const passage = 'Coral reefs occupy less than one per cent of the ocean floor, yet they support an extraordinary diversity of marine life.';
    const heard = async (name: string, said: string) => {
      const recognition = await transcribe(await spokenWav(audioDir, name, said), {}, passage);
      expect(await readdir(scratch)).toEqual([]);
      return recognition.words.map((word) => word.word).join(' ');
    };

    // At most one word missed of 21 (the first, where the decoder has the least context to go on).
    const reading = await heard('reading', passage);
    expect(alignWords(normaliseSpeech(passage), normaliseSpeech(reading)).errors, reading).toBeLessThanOrEqual(1);
    const replaced = await heard('replaced', 'Coral reefs occupy less than one per cent of the city streets, yet they support an extraordinary diversity of old buildings.');
    expect(replaced).toContain('streets');
    expect(replaced).not.toMatch(/ocean|floor|marine/);
    // Unrelated speech keeps its own words (a short 'an' for 'and' at worst) and gains none of the passage's.
    const unrelated = normaliseSpeech(await heard('unrelated', phrases[0]!));
    expect(alignWords(normaliseSpeech(phrases[0]!), unrelated).errors, unrelated.join(' ')).toBeLessThanOrEqual(2);
    expect(unrelated.filter((word) => normaliseSpeech(passage).includes(word) && word.length > 3)).toEqual([]);
  });

  it('measures how well each word is pronounced: a sentence read as written scores above the same with its vowels changed, for a female and a male voice', async () => {
    const sentence = 'The committee approved the new budget for the science museum last Tuesday.';
    // Two vowels of each longer word changed, so that flite says them as no English speaker would.
    const misread = 'The cammottee apprived the new bodgat for the scaence moseam last Toosdey.';
    for (const voice of ['slt', 'rms'] as const) {
      const judged = async (name: string, said: string) => {
        const recognition = await transcribe(await spokenWav(audioDir, `${name}-${voice}`, said, { voice }), {}, sentence);
        expect(recognition.words.every((word) => word.goodness !== undefined)).toBe(true);
        return pronunciationTrait(recognition, sentence);
      };

      const [written, changed] = [await judged('written', sentence), await judged('changed', misread)];

      expect(written.evidence, voice).toMatchObject({ basis: 'alignment' });
      expect(written.score, voice).toBeGreaterThanOrEqual(4);
      expect(changed.score, voice).toBeLessThan(written.score);
      expect(changed.evidence.kind === 'pronunciation' && changed.evidence.unclearWords.length, voice).toBeGreaterThanOrEqual(2);
    }
    expect(await readdir(scratch)).toEqual([]);
  });

  it('hears no words in silence or in faint hiss', async () => {
    expect((await transcribe(await silentWav(audioDir, 'silence', 4))).words).toEqual([]);

    const hiss = join(audioDir, 'hiss.wav');
    await run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', hiss, 'synth', '4', 'whitenoise', 'vol', '0.01']);
    expect((await transcribe(hiss)).words).toEqual([]);
  });

  it('fails with a TranscriptionError when the decoder fails, and still cleans up', async () => {
    const path = await spokenWav(audioDir, 'failing', phrases[1]!);
    await expect(transcribe(path, { binary: '/bin/false' })).rejects.toThrow(TranscriptionError);
    await expect(pocketsphinxTranscriber().transcribe({ bucket: 'b', key: 'recordings/u/x.wav', wav: new Uint8Array(100) })).rejects.toThrow(/not a PCM WAV/);
    expect(await readdir(scratch)).toEqual([]);
  });
});
