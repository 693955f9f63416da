/**
 * `npm run bench:speech`: the local transcriber's (PocketSphinx) real-time factor, and the time
 * from the end of recording to the result shown, for 10 s and 40 s answers: upload, submit, the
 * queue, transcription and scoring on the local platform, polled as the browser polls (every
 * SPEECH_POLL_INTERVAL_MS). Medians of 3 runs after one warm-up; recordings are flite speech.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readWavInfo } from '@shared/audio';
import { projectRoot } from '../lib/function-defaults';

/** The browser's poll interval (frontend/src/components/speaking/use-submit-speech.ts). */
const pollIntervalMs = 400;
const runs = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

async function recording(dir: string, name: string, text: string, lengthSeconds: number): Promise<Uint8Array> {
  const raw = join(dir, `${name}.raw.wav`);
  const path = join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', raw]);
  execFileSync('sox', ['-V1', raw, '-r', '16000', '-c', '1', '-b', '16', path, 'pad', '0.3', '1', 'trim', '0', String(lengthSeconds)]);
  return new Uint8Array(await readFile(path));
}

const dir = await mkdtemp(join(tmpdir(), 'pte-bench-speech-'));
const { startPlatform } = await import('@local/platform');
const platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'no-web'), logLevel: 'SILENT', transcriber: 'pocketsphinx' });
const post = async (path: string, body: unknown) => (await (await fetch(`${platform.appUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;

try {
  const bank = JSON.parse(await readFile(join(projectRoot, 'content/questions/SRA.json'), 'utf8')) as { uid: string; topic: string }[];
  const [first, second] = bank;
  const answers = [
    { label: '10 s', wav: await recording(dir, 'short', first!.topic.split(' ').slice(0, 26).join(' '), 10) },
    { label: '40 s', wav: await recording(dir, 'long', `${first!.topic} ${second!.topic}`, 40) },
  ];
  const { pocketsphinxTranscriber } = await import('@functions/adapters/transcriber');
  const transcriber = pocketsphinxTranscriber();

  for (const { label, wav } of answers) {
    const duration = readWavInfo(wav)!.duration;
    const transcribe: number[] = [];
    const ready: number[] = [];
    const shown: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      let start = performance.now();
      await transcriber.transcribe({ bucket: 'unused', key: 'unused', wav });
      if (run > 0) transcribe.push(performance.now() - start);

      for (const interval of [10, pollIntervalMs]) {
        const anonymousId = randomUUID();
        start = performance.now();
        const upload = (await post('analysis/createSpeechUpload', { uid: first!.uid, bytes: wav.length, anonymousId })) as { uploadId: string; url: string; headers: Record<string, string> };
        await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(wav) });
        const { jobId } = (await post('analysis/submitSpeech', { uid: first!.uid, uploadId: upload.uploadId, anonymousId, isMockTest: false })) as { jobId: string };
        do await sleep(interval);
        while ((await post('analysis/fetchSpeechAnalysis', { jobId })).status === 'pending');
        if (run > 0) (interval === pollIntervalMs ? shown : ready).push(performance.now() - start);
      }
    }
    const rtf = median(transcribe) / 1000 / duration;
    console.log(`${label} answer (${duration.toFixed(1)} s): PocketSphinx ${seconds(median(transcribe))}, real-time factor ${rtf.toFixed(3)}; end of recording to result ready ${seconds(median(ready))}, shown (polled every ${pollIntervalMs} ms) ${seconds(median(shown))}`);
  }
} finally {
  await platform.stop();
  await rm(dir, { recursive: true, force: true });
}
