import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav, readWavInfo, wavSamples } from '@shared/audio';
import type { RecognisedWord, Recognition } from '@shared/scoring/recognition';
import { TranscriptionError, type Transcriber } from './port';
import { peakLevel, splitAtQuietGaps, type SplitOptions } from './signal';

/** Debian's packages pocketsphinx and pocketsphinx-en-us (0.8). */
export const pocketsphinxBinary = '/usr/bin/pocketsphinx_continuous';
export const pocketsphinxModel = '/usr/share/pocketsphinx/model/en-us';

/** Whether the decoder and its US English model are installed (the local platform falls back to the browser's transcript otherwise). */
export function pocketsphinxAvailable(binary = pocketsphinxBinary, model = pocketsphinxModel): boolean {
  return [binary, join(model, 'en-us', 'mdef'), join(model, 'en-us.lm.bin'), join(model, 'cmudict-en-us.dict')].every((path) => existsSync(path));
}

/** One line of `-time yes` output: `word start end confidence`. */
const wordLine = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;
/** Sentence marks, silence and fillers: `<s>`, `</s>`, `<sil>`, `[NOISE]`, `++BREATH++`, `[SPEECH]`. */
const notAWord = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/**
 * The words of pocketsphinx_continuous `-time yes` output, with times shifted by `offset` seconds;
 * the hypothesis lines between them are skipped. `and(2)` (an alternate pronunciation) is `and`.
 */
export function parsePocketsphinxWords(output: string, offset = 0): RecognisedWord[] {
  const words: RecognisedWord[] = [];
  for (const line of output.split('\n')) {
    const match = wordLine.exec(line.trim());
    if (!match) continue;
    const word = match[1]!.replace(/\(\d+\)$/, '');
    if (notAWord.test(word)) continue;
    words.push({
      word,
      start: round(Number(match[2]) + offset),
      end: round(Number(match[3]) + offset),
      // The posterior is printed as exp(log p) and can come out a hair above 1.
      confidence: Math.min(1, Number(match[4])),
    });
  }
  return words;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

export interface PocketsphinxOptions {
  binary?: string;
  model?: string;
  /** Decoder options after the model's; see the measurements above `fastSearch`. */
  decoderArgs?: string[];
  split?: SplitOptions;
  /** Decoders run at once; the machine's cores by default. */
  parallelism?: number;
  /** A decoder that runs longer than this is killed. */
  timeoutMs?: number;
  engine?: 'continuous' | 'batch';
}

/** CTM lines: `utterance channel start duration word confidence`. */
export function parseCtm(output: string, offsets: Map<string, number>): Map<string, RecognisedWord[]> {
  const found = new Map<string, RecognisedWord[]>();
  for (const line of output.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 6) continue;
    const [utterance, , start, length, word, confidence] = parts as [string, string, string, string, string, string];
    const offset = offsets.get(utterance) ?? 0;
    if (notAWord.test(word)) continue;
    const list = found.get(utterance) ?? [];
    list.push({ word: word.replace(/\(\d+\)$/, ''), start: round(Number(start) + offset), end: round(Number(start) + Number(length) + offset), confidence: Math.min(1, Number(confidence)) });
    found.set(utterance, list);
  }
  return found;
}

/**
 * Search settings that halve the decoding time with the same words on flite recordings:
 * -ds 2 evaluates the acoustic model every other frame, -maxhmmpf caps the active HMMs per frame
 * and -fwdflat no skips the second pass. -bestpath stays on: without the lattice every
 * confidence is 1, and pronunciation is scored from them.
 */
export const fastSearch = ['-ds', '2', '-maxhmmpf', '3000', '-fwdflat', 'no'];

/** Chunks of 10 s or less on average, each cut moved up to 1 s to a quiet moment (12 s at most). */
export const defaultSplit: SplitOptions = { targetSeconds: 10, searchSeconds: 1 };

/** A chunk below this peak level (about -50 dBFS) holds no speech, and is not decoded. */
const quietChunkLevel = 0.003;

/**
 * CMU PocketSphinx on this machine: the recording is cut at quiet moments into chunks of about
 * 10 s, decoded in parallel by separate processes, and the words put back on the recording's clock.
 */
export function pocketsphinxTranscriber(options: PocketsphinxOptions = {}): Transcriber {
  const { binary = pocketsphinxBinary, model = pocketsphinxModel, decoderArgs = fastSearch, split = defaultSplit, parallelism = availableParallelism(), timeoutMs = 60_000 } = options;

  async function decode(file: string): Promise<string> {
    const args = ['-infile', file, '-hmm', join(model, 'en-us'), '-lm', join(model, 'en-us.lm.bin'), '-dict', join(model, 'cmudict-en-us.dict'), '-time', 'yes', '-logfn', '/dev/null', ...decoderArgs];
    return new Promise((resolve, reject) => {
      execFile(binary, args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
        if (error) reject(new TranscriptionError('pocketsphinx', `decoder failed on ${file}: ${error.message}`, { cause: error }));
        else resolve(stdout);
      });
    });
  }

  return {
    name: 'pocketsphinx',
    async transcribe({ wav, key }) {
      const info = readWavInfo(wav);
      if (!info) throw new TranscriptionError('pocketsphinx', `${key} is not a PCM WAV file`);
      const samples = wavSamples(wav, info);
      const chunks = splitAtQuietGaps(samples, info.sampleRate, split).map((span) => ({
        ...span,
        samples: samples.subarray(Math.round(span.start * info.sampleRate), Math.round(span.end * info.sampleRate)),
      }));
      const directory = await mkdtemp(join(tmpdir(), 'pte-sphinx-'));
      if (options.engine === 'batch') {
        try {
          const groups: number[][] = Array.from({ length: Math.max(1, Math.min(parallelism, chunks.length)) }, () => []);
          const load = groups.map(() => 0);
          chunks.map((c, i) => ({ i, len: c.end - c.start })).sort((a, b) => b.len - a.len).forEach(({ i, len }) => { const g = load.indexOf(Math.min(...load)); groups[g]!.push(i); load[g]! += len; });
          const offsets = new Map<string, number>();
          await Promise.all(chunks.map((chunk, index) => { offsets.set(`chunk-${index}`, chunk.start); return writeFile(join(directory, `chunk-${index}.wav`), encodeWav(chunk.samples, info.sampleRate)); }));
          const outputs = await Promise.all(groups.filter((g) => g.length).map(async (group, g) => {
            const ctl = join(directory, `group-${g}.ctl`);
            const ctm = join(directory, `group-${g}.ctm`);
            await writeFile(ctl, group.sort((a, b) => a - b).map((i) => `chunk-${i}`).join('\n') + '\n');
            const args = ['-adcin', 'yes', '-adchdr', '44', '-cepdir', directory, '-cepext', '.wav', '-ctl', ctl, '-ctm', ctm, '-hyp', '/dev/null', '-cmn', 'batch', '-hmm', join(model, 'en-us'), '-lm', join(model, 'en-us.lm.bin'), '-dict', join(model, 'cmudict-en-us.dict'), '-logfn', '/dev/null', ...decoderArgs];
            await new Promise<void>((resolve, reject) => execFile('/usr/bin/pocketsphinx_batch', args, { timeout: timeoutMs }, (error) => (error ? reject(error) : resolve())));
            return (await import('node:fs/promises')).readFile(ctm, 'utf8');
          }));
          const words = parseCtm(outputs.join('\n'), offsets);
          return { words: chunks.flatMap((_, i) => words.get(`chunk-${i}`) ?? []), duration: info.duration };
        } finally {
          await rm(directory, { recursive: true, force: true });
        }
      }
      try {
        const results: RecognisedWord[][] = new Array(chunks.length);
        let next = 0;
        const worker = async () => {
          for (let index = next++; index < chunks.length; index = next++) {
            const chunk = chunks[index]!;
            if (peakLevel(chunk.samples) < quietChunkLevel) {
              results[index] = [];
              continue;
            }
            const file = join(directory, `chunk-${index}.wav`);
            await writeFile(file, encodeWav(chunk.samples, info.sampleRate));
            results[index] = parsePocketsphinxWords(await decode(file), chunk.start);
          }
        };
        await Promise.all(Array.from({ length: Math.max(1, Math.min(parallelism, chunks.length)) }, worker));
        return { words: results.flat(), duration: info.duration };
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
