import { randomBytes } from 'node:crypto';
import { GetTranscriptionJobCommand, StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { readWavInfo } from '@shared/audio';
import type { RecognisedWord } from '@shared/scoring/recognition';
import { blobs } from '@functions/adapters/blobs';
import { config } from '@functions/platform/config';
import { tracer } from '@functions/platform/tracer';
import { TranscriptionError, type Transcriber } from './port';

export interface AwsTranscribeOptions {
  client?: TranscribeClient;
  /** Between two looks at the job. */
  pollIntervalMs?: number;
  /** Longest wait for the job, within the speech worker's 60 s timeout. */
  maxWaitMs?: number;
}

/** The part of Transcribe's output JSON that is read: each item a word (pronunciation) or a punctuation mark, numbers as strings. */
interface TranscriptFile {
  results?: {
    items?: Array<{ type?: string; start_time?: string; end_time?: string; alternatives?: Array<{ confidence?: string; content?: string }> }>;
  };
}

/** The words of a Transcribe transcript, punctuation left out. */
export function wordsOfTranscript(transcript: TranscriptFile): RecognisedWord[] {
  return (transcript.results?.items ?? []).flatMap((item) => {
    const best = item.alternatives?.[0];
    if (item.type !== 'pronunciation' || !best?.content) return [];
    return [{ word: best.content, start: Number(item.start_time ?? 0), end: Number(item.end_time ?? 0), confidence: Number(best.confidence ?? 0) }];
  });
}

/**
 * A job name unique to this attempt (a redelivered message starts a new job rather than meeting the
 * old name), readable back to the recording: `recordings/u1/a.wav` → `recordings-u1-a-<time><random>`.
 */
export function transcriptionJobName(key: string): string {
  const stem = key.replace(/\.wav$/i, '').replace(/[^0-9a-zA-Z._-]+/g, '-');
  const unique = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  return `${stem.slice(0, 200 - unique.length - 1)}-${unique}`;
}

/** Where the job writes its transcript: beside the recording, so the recordings' lifecycle and grants cover it. */
export function transcriptKey(key: string): string {
  return `${key.replace(/\.wav$/i, '')}.transcript.json`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * AWS Transcribe batch jobs: start one on the recording in S3, poll it, and read the transcript
 * it wrote beside the recording. The duration comes from the WAV header, not from the last word.
 */
export function awsTranscriber({ client = tracer.captureAWSv3Client(new TranscribeClient({ region: config.AWS_REGION })), pollIntervalMs = 1000, maxWaitMs = 45_000 }: AwsTranscribeOptions = {}): Transcriber {
  return {
    name: 'aws',
    async transcribe({ bucket, key, wav }) {
      const info = readWavInfo(wav);
      if (!info) throw new TranscriptionError('aws', `${key} is not a PCM WAV file`);
      const jobName = transcriptionJobName(key);
      const outputKey = transcriptKey(key);
      await client.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: jobName,
          LanguageCode: 'en-US',
          MediaFormat: 'wav',
          MediaSampleRateHertz: info.sampleRate,
          Media: { MediaFileUri: `s3://${bucket}/${key}` },
          OutputBucketName: bucket,
          OutputKey: outputKey,
        }),
      );

      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        const { TranscriptionJob: job } = await client.send(new GetTranscriptionJobCommand({ TranscriptionJobName: jobName }));
        const status = job?.TranscriptionJobStatus;
        if (status === 'COMPLETED') break;
        if (status === 'FAILED') throw new TranscriptionError('aws', `job ${jobName} failed: ${job?.FailureReason ?? 'no reason given'}`);
        if (Date.now() + pollIntervalMs > deadline) throw new TranscriptionError('aws', `job ${jobName} did not finish within ${maxWaitMs / 1000} s (last status ${status ?? 'unknown'})`);
        await sleep(pollIntervalMs);
      }

      const stored = await blobs.get(bucket, outputKey);
      if (stored === 'missing' || stored === 'unsatisfiable') throw new TranscriptionError('aws', `job ${jobName} completed but s3://${bucket}/${outputKey} is missing`);
      let transcript: TranscriptFile;
      try {
        transcript = JSON.parse(new TextDecoder().decode(stored.bytes)) as TranscriptFile;
      } catch (error) {
        throw new TranscriptionError('aws', `s3://${bucket}/${outputKey} is not JSON`, { cause: error });
      }
      return { words: wordsOfTranscript(transcript), duration: info.duration };
    },
  };
}
