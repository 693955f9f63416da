import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav, peakLevel, readWavInfo, splitAtQuietGaps, wavSamples, type SplitOptions } from '@shared/audio';
import type { RecognisedWord } from '@shared/scoring/recognition';
import { goodnessOfWords, parseHypseg, slotsGrammar, type GrammarSlot, type Segment } from './goodness';
import { TranscriptionError, type Transcriber } from './port';
import { readPronunciations, referenceModel } from './reference-model';

/**
 * Debian's pocketsphinx and pocketsphinx-en-us (0.8). pocketsphinx_batch rather than
 * pocketsphinx_continuous: continuous normalises the cepstral mean live, starting from the model's
 * average, so the first seconds of every process come out garbled ("it grew into" → "frontier in in
 * part in") and a recording cut into chunks lost twice as many words (17.3 % against 7.4 % word
 * error on 30 flite readings); batch normalises each chunk over the whole chunk (6.6 %).
 */
export const pocketsphinxBinary = '/usr/bin/pocketsphinx_batch';
export const pocketsphinxModel = '/usr/share/pocketsphinx/model/en-us';

/**
 * The free phone loop that goodness of pronunciation compares each word with: context-independent
 * phones (the triphone loop took ten times as long: 0.09 s of one core per second of audio
 * against about 1 s) with the phone language model at weight 1, so the loop follows the sounds
 * rather than likely phone sequences.
 */
export const phoneLoopArgs = ['-allphone_ci', 'yes', '-lw', '1', '-backtrace', 'yes'];

/** Whether the decoder and its US English model are installed (the local platform falls back to the browser's transcript otherwise). */
export function pocketsphinxAvailable(binary = pocketsphinxBinary, model = pocketsphinxModel): boolean {
  return [binary, join(model, 'en-us', 'mdef'), join(model, 'en-us.lm.bin'), join(model, 'en-us-phone.lm.bin'), join(model, 'cmudict-en-us.dict')].every((path) => existsSync(path));
}

/** Sentence marks, silence and fillers: `<s>`, `</s>`, `<sil>`, `[NOISE]`, `++BREATH++`. */
const notAWord = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/**
 * The words of each utterance in pocketsphinx CTM output (`utterance channel start duration word
 * confidence` per line), times relative to the utterance; an alternate pronunciation such as
 * `and(2)` is the word `and`, and the posterior (printed as exp(log p), so a hair above 1 at times)
 * is kept within 0-1.
 */
export function parsePocketsphinxCtm(output: string): Map<string, RecognisedWord[]> {
  const utterances = new Map<string, RecognisedWord[]>();
  for (const line of output.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 6) continue;
    const [utterance, , start, length, token, confidence] = fields as [string, string, string, string, string, string];
    const word = token.replace(/\(\d+\)$/, '');
    if (notAWord.test(word) || [start, length, confidence].some((number) => !Number.isFinite(Number(number)))) continue;
    const words = utterances.get(utterance) ?? [];
    words.push({ word, start: Number(start), end: round(Number(start) + Number(length)), confidence: Math.min(1, Number(confidence)) });
    utterances.set(utterance, words);
  }
  return utterances;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Search settings, measured on 30 flite readings of 33-42 s (3,080 words, four voices, six with
 * noise) in 10 s chunks on 2 cores: -maxhmmpf 3000 (at most 3,000 active HMMs per frame) gives
 * 7.1 % word error against 6.6 % with the defaults, and a 40 s answer in 2.2-2.7 s instead of
 * 2.7-3.4 s. Left out: -ds 2 (+1 % errors), -fwdflat no (+0.5 %, 0.4 s faster) and -bestpath no,
 * which leaves every confidence at 1 while pronunciation is scored from them.
 */
export const searchArgs = ['-maxhmmpf', '3000'];

/**
 * The first pass's search when a second pass listens for the expected text: it only gathers the
 * words said besides the text, so it needs no second search (-fwdflat no) and no confidences
 * (-bestpath no). On a 21 s reading: 2.8 s instead of 3.9 s, with the second pass's word errors
 * unchanged on four voices (6, 0, 0, 0 %). Left out: -ds 2 and -maxhmmpf 1500 (1.9 s), whose
 * rougher words ('pylori face' for 'coral reefs') the second pass kept.
 */
export const gatheringArgs = ['-maxhmmpf', '3000', '-fwdflat', 'no', '-bestpath', 'no'];

/**
 * Chunks of 10 s or less on average, each cut moved up to 2 s to the longest pause near it, so
 * at most 14 s; within 2 s there is nearly always a pause between sentences or clauses.
 */
export const chunking: SplitOptions = { targetSeconds: 10, searchSeconds: 2 };

/** A chunk below this peak level (about -50 dBFS) holds no speech, and is not decoded. */
const quietChunkLevel = 0.003;

export interface PocketsphinxOptions {
  binary?: string;
  model?: string;
  /** Search options of the pass whose words are the answer, after the model's; searchArgs by default. */
  decoderArgs?: string[];
  split?: SplitOptions;
  /** Decoders run at once; the machine's cores by default. */
  parallelism?: number;
  /** A decoder that runs longer than this is killed. */
  timeoutMs?: number;
}

export interface Chunk {
  id: string;
  start: number;
  samples: Float32Array;
}

/** Chunks dealt to `decoders` groups, longest first onto the least loaded, so that the decoders finish together. */
function deal(chunks: Chunk[], decoders: number): Chunk[][] {
  const groups = Array.from({ length: Math.min(decoders, chunks.length) }, () => ({ chunks: [] as Chunk[], samples: 0 }));
  for (const chunk of [...chunks].sort((a, b) => b.samples.length - a.samples.length)) {
    const lightest = groups.reduce((least, group) => (group.samples < least.samples ? group : least));
    lightest.chunks.push(chunk);
    lightest.samples += chunk.samples.length;
  }
  return groups.map((group) => group.chunks);
}

/** The language model and dictionary a decoding pass uses. */
export interface Listening {
  lm: string;
  dict: string;
}

/**
 * PocketSphinx's searches over a recording cut into chunks, which separate decoder processes
 * (one per core) decode at once: free recognition with a language model, the free phone loop,
 * and the forced alignment of given words. Both local transcribers use them.
 */
export function sphinxDecoder(options: PocketsphinxOptions = {}) {
  const { binary = pocketsphinxBinary, model = pocketsphinxModel, split = chunking, parallelism = availableParallelism(), timeoutMs = 60_000 } = options;
  const general: Listening = { lm: join(model, 'en-us.lm.bin'), dict: join(model, 'cmudict-en-us.dict') };
  const phoneModel = join(model, 'en-us-phone.lm.bin');

  /**
   * One decoder over the chunks with the given search (a language model, a grammar per chunk or
   * the phone loop); resolves with what it wrote as `output` (-ctm words or -hypseg segments).
   */
  function decode(directory: string, name: string, chunks: Chunk[], output: '-ctm' | '-hypseg', search: string[]): Promise<string> {
    const list = join(directory, `${name}.ctl`);
    const result = join(directory, `${name}.out`);
    const args = [
      ...['-adcin', 'yes', '-adchdr', '44', '-cepdir', directory, '-cepext', '.wav', '-ctl', list, output, result, '-hyp', '/dev/null', '-logfn', '/dev/null'],
      ...['-hmm', join(model, 'en-us'), '-cmn', 'batch'],
      // Without this the decoder drops the silence it finds, and every later time moves earlier by it.
      ...['-remove_silence', 'no'],
      ...search,
    ];
    return writeFile(list, chunks.map((chunk) => `${chunk.id}\n`).join(''))
      .then(
        () =>
          new Promise<void>((resolve, reject) => {
            execFile(binary, args, { timeout: timeoutMs }, (error) => (error ? reject(error) : resolve()));
          }),
      )
      .then(() => readFile(result, 'utf8'))
      .catch((error: unknown) => {
        throw new TranscriptionError('pocketsphinx', `decoder failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      });
  }

  /** Every chunk decoded by decoders in parallel; what each wrote, joined. */
  async function decodeAll(directory: string, pass: string, chunks: Chunk[], output: '-ctm' | '-hypseg', search: string[]): Promise<string> {
    const outputs = await Promise.all(deal(chunks, Math.max(1, parallelism)).map((group, index) => decode(directory, `${pass}-${index}`, group, output, search)));
    return outputs.join('\n');
  }

  return {
    general,

    /** The recording's chunks (at pauses, about split.targetSeconds each), leaving out those too quiet to hold speech. */
    chunksOf(samples: Float32Array, sampleRate: number): Chunk[] {
      return splitAtQuietGaps(samples, sampleRate, split)
        .map((span, index) => ({ id: `chunk-${index}`, start: span.start, samples: samples.subarray(Math.round(span.start * sampleRate), Math.round(span.end * sampleRate)) }))
        .filter((chunk) => peakLevel(chunk.samples) >= quietChunkLevel);
    },

    /** Runs `work` with the chunks written as WAV files in a directory of their own, removed after. */
    async withChunkFiles<T>(chunks: Chunk[], sampleRate: number, work: (directory: string) => Promise<T>): Promise<T> {
      const directory = await mkdtemp(join(tmpdir(), 'pte-sphinx-'));
      try {
        // -adchdr 44 skips exactly the header encodeWav writes.
        await Promise.all(chunks.map((chunk) => writeFile(join(directory, `${chunk.id}.wav`), encodeWav(chunk.samples, sampleRate))));
        return await work(directory);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },

    /** Every chunk's words heard with one model, each chunk's on its own clock. */
    async listen(directory: string, pass: string, chunks: Chunk[], listening: Listening, search: string[]): Promise<Map<string, RecognisedWord[]>> {
      return parsePocketsphinxCtm(await decodeAll(directory, pass, chunks, '-ctm', ['-lm', listening.lm, '-dict', listening.dict, ...search]));
    },

    /** Each chunk's free phone loop: the sounds that fit its audio best, whatever the words. */
    async phoneLoop(directory: string, chunks: Chunk[]): Promise<Map<string, Segment[]>> {
      return parseHypseg(await decodeAll(directory, 'loop', chunks, '-hypseg', ['-allphone', phoneModel, ...phoneLoopArgs]));
    },

    /**
     * Each chunk's words force-aligned to its audio: a grammar of its slots in order (words of
     * `dict`), so that each word's sounds must be its dictionary pronunciation. A chunk the search
     * cannot fit its slots to has no segments.
     */
    async align(directory: string, chunks: Chunk[], slotsOf: ReadonlyMap<string, readonly GrammarSlot[]>, dict: string): Promise<Map<string, Segment[]>> {
      const spoken = chunks.filter((chunk) => (slotsOf.get(chunk.id) ?? []).length > 0);
      if (spoken.length === 0) return new Map();
      await Promise.all(spoken.map((chunk) => writeFile(join(directory, `${chunk.id}.fsg`), slotsGrammar(slotsOf.get(chunk.id)!))));
      const grammars = join(directory, 'alignment.fsgctl');
      // pocketsphinx_batch reads the grammar of each utterance from -fsgctl, in -ctl's order: one decoder for all.
      await writeFile(grammars, spoken.map((chunk) => `${chunk.id}\n`).join(''));
      return parseHypseg(await decode(directory, 'alignment', spoken, '-hypseg', ['-dict', dict, '-fsgctl', grammars, '-fsgdir', directory, '-fsgext', '.fsg']));
    },
  };
}

export type SphinxDecoder = ReturnType<typeof sphinxDecoder>;

/** A chunk's words put back on the recording's clock. */
export function onRecordingClock(chunks: readonly Chunk[], heard: ReadonlyMap<string, RecognisedWord[]>): RecognisedWord[] {
  return chunks.flatMap((chunk) => (heard.get(chunk.id) ?? []).map((word) => ({ ...word, start: round(word.start + chunk.start), end: round(word.end + chunk.start) })));
}

/**
 * CMU PocketSphinx on this machine. The recording is cut at pauses into chunks of about 10 s,
 * which separate decoder processes (one per core) decode at once; each word's time is then put
 * back on the recording's clock.
 *
 * With an expected text, a quick first pass (gatheringArgs) gathers the words said, and a second
 * pass decodes the chunks again with referenceModel: the text's trigrams plus those words, so
 * that what the item expects is recognised when said (Read Aloud word errors 19 → 6 % and 20 → 0 %
 * on flite readings) while other speech keeps its own words. A first pass is needed: a model of
 * the text alone turned unrelated answers into 10-33 % of a Repeat Sentence sentence and hid
 * replaced words. The second pass's vocabulary is small: on a 21 s reading the two passes take
 * 2.8 + 1.1 s against 3.9 s for the general model's full search alone.
 */
export function pocketsphinxTranscriber(options: PocketsphinxOptions = {}): Transcriber {
  const { decoderArgs = searchArgs } = options;
  const sphinx = sphinxDecoder(options);
  const { general } = sphinx;

  /**
   * The words heard with their goodness of pronunciation: each chunk's words force-aligned to
   * its audio, against the chunk's free phone loop. A chunk whose alignment fails keeps its
   * words without goodness (judged by confidence instead). `dict` is the dictionary the words
   * were heard with: the second pass's few hundred words load in a few milliseconds where the
   * general one's 134,000 take about 0.25 s of the answer's wait.
   */
  async function withGoodness(directory: string, chunks: Chunk[], heard: Map<string, RecognisedWord[]>, loop: Map<string, Segment[]>, dict: string): Promise<Map<string, RecognisedWord[]>> {
    const aligned = await sphinx.align(directory, chunks, new Map([...heard].map(([id, words]) => [id, words.map((word) => ({ words: [word.word], optional: false }))])), dict);
    return new Map(
      [...heard].map(([id, words]) => {
        const goodness = goodnessOfWords(aligned.get(id) ?? [], loop.get(id) ?? []);
        return [id, goodness.length === words.length ? words.map((word, index) => ({ ...word, goodness: goodness[index]!.goodness })) : words];
      }),
    );
  }

  /** The second pass's model and dictionary, written beside the chunks; undefined when the text gives none. */
  async function referenceListening(directory: string, expectedText: string, heard: Map<string, RecognisedWord[]>): Promise<Listening | undefined> {
    const heardWords = [...heard.values()].flat().map((word) => word.word);
    const reference = referenceModel(expectedText, heardWords, await readPronunciations(general.dict));
    if (!reference) return undefined;
    const listening = { lm: join(directory, 'reference.lm'), dict: join(directory, 'reference.dict') };
    await Promise.all([writeFile(listening.lm, reference.arpa), writeFile(listening.dict, reference.dictionary)]);
    return listening;
  }

  return {
    name: 'pocketsphinx',
    async transcribe({ key, wav, expectedText }) {
      const info = readWavInfo(wav);
      if (!info) throw new TranscriptionError('pocketsphinx', `${key} is not a PCM WAV file`);
      const chunks = sphinx.chunksOf(wavSamples(wav, info), info.sampleRate);
      if (chunks.length === 0) return { words: [], duration: info.duration };
      return sphinx.withChunkFiles(chunks, info.sampleRate, async (directory) => {
        const recognise = async () => {
          const gathered = expectedText ? await sphinx.listen(directory, 'gathering', chunks, general, gatheringArgs) : undefined;
          const reference = expectedText && gathered ? await referenceListening(directory, expectedText, gathered) : undefined;
          // Without a text to listen for, the general model's full search is the answer.
          const listening = reference ?? general;
          return { heard: await sphinx.listen(directory, reference ? 'reference' : 'general', chunks, listening, decoderArgs), dict: listening.dict };
        };
        // The phone loop needs no words, so it runs beside the recognition; both end before the
        // directory is removed, whichever fails.
        const [recognised, loop] = await Promise.allSettled([recognise(), sphinx.phoneLoop(directory, chunks)]);
        if (recognised.status === 'rejected') throw recognised.reason;
        if (loop.status === 'rejected') throw loop.reason;
        const heard = await withGoodness(directory, chunks, recognised.value.heard, loop.value, recognised.value.dict);
        return { words: onRecordingClock(chunks, heard), duration: info.duration };
      });
    },
  };
}
