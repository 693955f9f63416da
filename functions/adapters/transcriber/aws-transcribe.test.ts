import { BadRequestException, InternalFailureException, LimitExceededException, StartStreamTranscriptionCommand, TranscribeStreamingClient, type AudioStream, type Result, type StartStreamTranscriptionCommandOutput, type TranscriptResultStream } from '@aws-sdk/client-transcribe-streaming';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeWav } from '@shared/audio';
import { audioEvents, awsTranscriber, wordsOfResults } from './aws-transcribe';
import { TranscriptionError } from './port';

const streaming = mockClient(TranscribeStreamingClient);

const request = { bucket: 'pte-unit-uploads', key: 'recordings/user-1/upload-1.wav' };
/** A ramp, so that chunks put back in the wrong order or cut mid-sample would not match. */
const ramp = (seconds: number, sampleRate: number) => Float32Array.from({ length: Math.round(seconds * sampleRate) }, (_, index) => ((index % 2000) - 1000) / 1000);
const wav = encodeWav(ramp(3.5, 16_000));
const pcmOf = (bytes: Uint8Array) => bytes.subarray(44);

const item = (Content: string, StartTime: number, EndTime: number, Confidence: number) => ({ Type: 'pronunciation' as const, Content, StartTime, EndTime, Confidence });
/** Results as the service sends them: partial ones revised until a final one, punctuation as items of its own. */
const partial: Result = { IsPartial: true, Alternatives: [{ Items: [item('my', 0.5, 0.7, 0.4), item('nay', 0.7, 0.9, 0.3)] }] };
const final: Result = {
  IsPartial: false,
  Alternatives: [
    { Items: [item('My', 0.52, 0.68, 0.998), item('name', 0.69, 0.91, 0.95), item('is', 0.92, 1.07, 0.9), item('John', 1.08, 1.39, 0.7712), { Type: 'punctuation', Content: '.', StartTime: 1.39, EndTime: 1.39 }] },
    { Items: [item('Jon', 1.08, 1.39, 0.2)] },
  ],
};
const secondFinal: Result = { IsPartial: false, Alternatives: [{ Items: [item('Thanks', 2.1, 2.5, 0.88), { Type: 'punctuation', Content: '!' }] }] };

async function* resultStream(events: TranscriptResultStream[]): AsyncGenerator<TranscriptResultStream> {
  yield* events;
}
const transcriptEvents = (...results: Result[]): TranscriptResultStream[] => results.map((result) => ({ TranscriptEvent: { Transcript: { Results: [result] } } }));

/** Answers the command like the service: reads the whole audio stream, then gives `events`; what was sent is kept. */
function serviceAnswering(events: () => AsyncIterable<TranscriptResultStream>) {
  const sent: Uint8Array[] = [];
  streaming.on(StartStreamTranscriptionCommand).callsFake(async (input: { AudioStream: AsyncIterable<AudioStream> }) => {
    for await (const event of input.AudioStream) sent.push(event.AudioEvent!.AudioChunk!);
    return { TranscriptResultStream: events(), $metadata: {} } as StartStreamTranscriptionCommandOutput;
  });
  return sent;
}

const transcriber = (options: { maxWaitMs?: number } = {}) => awsTranscriber({ client: new TranscribeStreamingClient({ region: 'us-east-1' }), ...options });

describe('awsTranscriber', () => {
  beforeEach(() => streaming.reset());
  afterEach(() => vi.useRealTimers());

  it('streams the PCM samples as pcm at the rate of the WAV header, in chunks of 200 ms that put together are the whole recording', async () => {
    const eightKilohertz = encodeWav(ramp(1.05, 8_000), 8_000);
    const sent = serviceAnswering(() => resultStream([]));

    await transcriber().transcribe({ ...request, wav: eightKilohertz });

    expect(streaming.commandCalls(StartStreamTranscriptionCommand)[0]!.args[0].input).toMatchObject({ LanguageCode: 'en-US', MediaEncoding: 'pcm', MediaSampleRateHertz: 8000, EnablePartialResultsStabilization: false });
    expect(sent.map((chunk) => chunk.length)).toEqual([3200, 3200, 3200, 3200, 3200, 800]);
    expect(Buffer.concat(sent)).toEqual(Buffer.from(pcmOf(eightKilohertz)));
  });

  it('turns the final results into words with their times and confidences, partial results and punctuation left out', async () => {
    serviceAnswering(() => resultStream([...transcriptEvents(partial, final), { TranscriptEvent: { Transcript: { Results: [] } } }, ...transcriptEvents(secondFinal)]));

    const recognition = await transcriber().transcribe({ ...request, wav });

    expect(streaming.commandCalls(StartStreamTranscriptionCommand)[0]!.args[0].input.MediaSampleRateHertz).toBe(16000);
    expect(recognition).toEqual({
      words: [
        { word: 'My', start: 0.52, end: 0.68, confidence: 0.998 },
        { word: 'name', start: 0.69, end: 0.91, confidence: 0.95 },
        { word: 'is', start: 0.92, end: 1.07, confidence: 0.9 },
        { word: 'John', start: 1.08, end: 1.39, confidence: 0.7712 },
        { word: 'Thanks', start: 2.1, end: 2.5, confidence: 0.88 },
      ],
      duration: 3.5,
    });
  });

  it('gives no words for silence, with the duration of the recording', async () => {
    serviceAnswering(() => resultStream([]));
    expect(await transcriber().transcribe({ ...request, wav: encodeWav(new Float32Array(16_000 * 2)) })).toEqual({ words: [], duration: 2 });
  });

  it('refuses what is not a 16-bit mono PCM WAV without calling the service', async () => {
    const stereo = encodeWav(new Float32Array(16_000));
    new DataView(stereo.buffer).setUint16(22, 2, true);
    for (const notWav of [new TextEncoder().encode('ID3 not a wave file at all, just some bytes of an mp3 upload'), stereo]) {
      await expect(transcriber().transcribe({ ...request, wav: notWav })).rejects.toThrow(/aws: recordings\/user-1\/upload-1.wav is not a 16-bit mono PCM WAV file/);
    }
    expect(streaming.commandCalls(StartStreamTranscriptionCommand)).toHaveLength(0);
  });

  it('fails with a TranscriptionError when the service refuses the stream', async () => {
    streaming.on(StartStreamTranscriptionCommand).rejects(new LimitExceededException({ message: 'You have reached your limit of concurrent streams.', $metadata: {} }));

    const attempt = transcriber().transcribe({ ...request, wav });

    await expect(attempt).rejects.toThrow(TranscriptionError);
    await expect(attempt).rejects.toThrow(/streaming recordings\/user-1\/upload-1.wav failed: LimitExceededException: You have reached your limit of concurrent streams/);
  });

  it('fails with a TranscriptionError when the result stream breaks off, thrown or sent as an exception event', async () => {
    async function* broken(): AsyncGenerator<TranscriptResultStream> {
      yield* transcriptEvents(final);
      throw new BadRequestException({ message: 'Your request timed out because no new audio was received for 15 seconds.', $metadata: {} });
    }
    serviceAnswering(broken);
    await expect(transcriber().transcribe({ ...request, wav })).rejects.toThrow(/failed: BadRequestException: Your request timed out/);

    streaming.reset();
    serviceAnswering(() => resultStream([...transcriptEvents(final), { InternalFailureException: new InternalFailureException({ message: 'A problem occurred while processing the audio.', $metadata: {} }) }]));
    await expect(transcriber().transcribe({ ...request, wav })).rejects.toThrow(/failed: InternalFailureException: A problem occurred while processing the audio/);

    streaming.reset();
    streaming.on(StartStreamTranscriptionCommand).rejects(Object.assign(new Error('read ECONNRESET'), { name: 'Error', code: 'ECONNRESET' }));
    await expect(transcriber().transcribe({ ...request, wav })).rejects.toThrow(TranscriptionError);
  });

  it('gives up on a stream that never ends after the longest wait, and cancels the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    async function* endless(): AsyncGenerator<TranscriptResultStream> {
      await new Promise(() => undefined);
      yield* [];
    }
    streaming.on(StartStreamTranscriptionCommand).callsFake(async () => ({ TranscriptResultStream: endless(), $metadata: {} }) as StartStreamTranscriptionCommandOutput);
    const client = new TranscribeStreamingClient({ region: 'us-east-1' });
    const send = client.send.bind(client);
    vi.spyOn(client, 'send').mockImplementation(((command: StartStreamTranscriptionCommand, options?: { abortSignal?: AbortSignal }) => {
      signal = options?.abortSignal;
      return send(command);
    }) as typeof client.send);

    const attempt = awsTranscriber({ client, maxWaitMs: 10_000 }).transcribe({ ...request, wav });
    const failed = expect(attempt).rejects.toThrow(/streaming recordings\/user-1\/upload-1.wav did not finish within 10 s/);
    await vi.advanceTimersByTimeAsync(10_000);

    await failed;
    expect(signal?.aborted).toBe(true);
  });
});

describe('audioEvents', () => {
  it('cuts the samples into events of the chunk size, the last one shorter', async () => {
    const chunks: number[][] = [];
    for await (const event of audioEvents(Uint8Array.from([1, 2, 3, 4, 5]), 2)) chunks.push([...event.AudioEvent!.AudioChunk!]);
    expect(chunks).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('wordsOfResults', () => {
  it('reads only final results, the best alternative of each', () => {
    expect(wordsOfResults([partial, final, secondFinal]).map((word) => word.word)).toEqual(['My', 'name', 'is', 'John', 'Thanks']);
    expect(wordsOfResults([partial])).toEqual([]);
    expect(wordsOfResults([])).toEqual([]);
  });
});
