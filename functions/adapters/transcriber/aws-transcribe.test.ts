import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { GetTranscriptionJobCommand, StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeWav } from '@shared/audio';
import { awsTranscriber, transcriptionJobName, transcriptKey, wordsOfTranscript } from './aws-transcribe';
import { TranscriptionError } from './port';

const transcribe = mockClient(TranscribeClient);
const s3 = mockClient(S3Client);

const bucket = 'pte-unit-uploads';
const key = 'recordings/user-1/upload-1.wav';
const wav = encodeWav(new Float32Array(16_000 * 3.5));

/** A transcript as Transcribe writes it: every number a string, punctuation as items of its own. */
const transcriptJson = {
  jobName: 'job',
  results: {
    transcripts: [{ transcript: 'My name is John.' }],
    items: [
      { type: 'pronunciation', start_time: '0.52', end_time: '0.68', alternatives: [{ confidence: '0.998', content: 'My' }] },
      { type: 'pronunciation', start_time: '0.69', end_time: '0.91', alternatives: [{ confidence: '0.95', content: 'name' }] },
      { type: 'pronunciation', start_time: '0.92', end_time: '1.07', alternatives: [{ confidence: '0.9', content: 'is' }] },
      { type: 'pronunciation', start_time: '1.08', end_time: '1.39', alternatives: [{ confidence: '0.7712', content: 'John' }] },
      { type: 'punctuation', alternatives: [{ confidence: '0.0', content: '.' }] },
    ],
  },
  status: 'COMPLETED',
};

const storedTranscript = (json: unknown) => ({ Body: { transformToByteArray: async () => new TextEncoder().encode(JSON.stringify(json)) } }) as never;

describe('awsTranscriber', () => {
  beforeEach(() => {
    transcribe.reset();
    s3.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('starts a job on the recording, polls it until it completes and maps the transcript beside the recording to words', async () => {
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobStatus: 'QUEUED' } })
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } })
      .resolves({ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED' } });
    s3.on(GetObjectCommand, { Bucket: bucket, Key: 'recordings/user-1/upload-1.transcript.json' }).resolves(storedTranscript(transcriptJson));

    const recognition = await awsTranscriber({ client: new TranscribeClient({ region: 'us-east-1' }), pollIntervalMs: 1 }).transcribe({ bucket, key, wav });

    expect(recognition).toEqual({
      words: [
        { word: 'My', start: 0.52, end: 0.68, confidence: 0.998 },
        { word: 'name', start: 0.69, end: 0.91, confidence: 0.95 },
        { word: 'is', start: 0.92, end: 1.07, confidence: 0.9 },
        { word: 'John', start: 1.08, end: 1.39, confidence: 0.7712 },
      ],
      duration: 3.5,
    });
    const started = transcribe.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input;
    expect(started).toMatchObject({
      LanguageCode: 'en-US',
      MediaFormat: 'wav',
      MediaSampleRateHertz: 16000,
      Media: { MediaFileUri: 's3://pte-unit-uploads/recordings/user-1/upload-1.wav' },
      OutputBucketName: bucket,
      OutputKey: 'recordings/user-1/upload-1.transcript.json',
    });
    const polled = transcribe.commandCalls(GetTranscriptionJobCommand).map((call) => call.args[0].input.TranscriptionJobName);
    expect(polled).toEqual([started.TranscriptionJobName, started.TranscriptionJobName, started.TranscriptionJobName]);
  });

  it('fails with the reason Transcribe gives for a failed job', async () => {
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    transcribe.on(GetTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobStatus: 'FAILED', FailureReason: 'The media format provided does not match the detected media format.' } });

    const attempt = awsTranscriber({ client: new TranscribeClient({ region: 'us-east-1' }), pollIntervalMs: 1 }).transcribe({ bucket, key, wav });

    await expect(attempt).rejects.toThrow(TranscriptionError);
    await expect(attempt).rejects.toThrow(/failed: The media format provided does not match/);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
  });

  it('gives up on a job that never ends after the longest wait, polling at the interval', async () => {
    vi.useFakeTimers();
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    transcribe.on(GetTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } });

    const attempt = awsTranscriber({ client: new TranscribeClient({ region: 'us-east-1' }), pollIntervalMs: 1000, maxWaitMs: 10_000 }).transcribe({ bucket, key, wav });
    const failed = expect(attempt).rejects.toThrow(/did not finish within 10 s \(last status IN_PROGRESS\)/);
    await vi.advanceTimersByTimeAsync(12_000);

    await failed;
    expect(transcribe.commandCalls(GetTranscriptionJobCommand).length).toBeGreaterThanOrEqual(10);
    expect(transcribe.commandCalls(GetTranscriptionJobCommand).length).toBeLessThanOrEqual(11);
  });

  it('fails clearly when the completed job left no transcript', async () => {
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    transcribe.on(GetTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED' } });
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));

    await expect(awsTranscriber({ client: new TranscribeClient({ region: 'us-east-1' }), pollIntervalMs: 1 }).transcribe({ bucket, key, wav })).rejects.toThrow(/completed but s3:\/\/pte-unit-uploads\/recordings\/user-1\/upload-1.transcript.json is missing/);
  });
});

describe('wordsOfTranscript', () => {
  it('keeps pronunciations and skips punctuation', () => {
    expect(wordsOfTranscript(transcriptJson).map((word) => word.word)).toEqual(['My', 'name', 'is', 'John']);
  });

  it('gives no words for a transcript of silence', () => {
    expect(wordsOfTranscript({ results: { items: [] } })).toEqual([]);
    expect(wordsOfTranscript({})).toEqual([]);
  });
});

describe('transcriptionJobName', () => {
  it('is made of the key and differs between attempts, within the characters Transcribe accepts', () => {
    const [first, second] = [transcriptionJobName(key), transcriptionJobName(key)];
    expect(first).toMatch(/^recordings-user-1-upload-1-[0-9a-z]+$/);
    expect(first).not.toBe(second);
    expect(transcriptionJobName(`recordings/${'x'.repeat(300)}.wav`).length).toBeLessThanOrEqual(200);
  });

  it('puts the transcript beside the recording', () => {
    expect(transcriptKey(key)).toBe('recordings/user-1/upload-1.transcript.json');
  });
});
