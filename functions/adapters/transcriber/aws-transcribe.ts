import { StartStreamTranscriptionCommand, TranscribeStreamingClient, type AudioStream, type Result, type TranscriptResultStream } from '@aws-sdk/client-transcribe-streaming';
import { readWavInfo } from '@shared/audio';
import type { RecognisedWord } from '@shared/scoring/recognition';
import { config } from '@functions/platform/config';
import { tracer } from '@functions/platform/tracer';
import { TranscriptionError, type Transcriber } from './port';

export interface AwsTranscribeOptions {
  client?: TranscribeStreamingClient;
  /** Longest wait for a recording's stream, within the speech worker's 120 s timeout (registry.ts). */
  maxWaitMs?: number;
}

/**
 * Audio goes in events of 200 ms: Transcribe's streaming best practices ask for chunks of 50-200 ms
 * (an event holds at most 1 s) and a stream as close to real time as possible. A stored recording
 * is sent faster than real time, as fast as the HTTP/2 stream's flow control takes it, which the
 * service paces within its limits (it documents none for this); the largest recommended chunk
 * means the fewest signed event frames, and maxWaitMs bounds the whole.
 */
const chunkSeconds = 0.2;

/** The events of a PCM buffer cut into chunks of `chunkBytes` (the last one shorter). */
export async function* audioEvents(pcm: Uint8Array, chunkBytes: number): AsyncGenerator<AudioStream> {
  for (let offset = 0; offset < pcm.length; offset += chunkBytes) yield { AudioEvent: { AudioChunk: pcm.subarray(offset, offset + chunkBytes) } };
}

/** The words of Transcribe's final results, punctuation left out; partial results are revised later and skipped. */
export function wordsOfResults(results: readonly Result[]): RecognisedWord[] {
  return results.flatMap((result) => {
    if (result.IsPartial !== false) return [];
    return (result.Alternatives?.[0]?.Items ?? []).flatMap((item) => {
      if (item.Type !== 'pronunciation' || !item.Content) return [];
      return [{ word: item.Content, start: item.StartTime ?? 0, end: item.EndTime ?? 0, confidence: item.Confidence ?? 0 }];
    });
  });
}

/** An exception the service sends in the result stream, if the event is one. */
function failureOf(event: TranscriptResultStream): Error | undefined {
  const { BadRequestException, LimitExceededException, InternalFailureException, ConflictException, ServiceUnavailableException } = event;
  return BadRequestException ?? LimitExceededException ?? InternalFailureException ?? ConflictException ?? ServiceUnavailableException;
}

/**
 * AWS Transcribe streaming: the recording's PCM samples sent as a stream of audio events, the
 * final results read as they come. Unlike a batch job (10-30 s whatever the length), a stream's
 * result comes seconds after its audio, so a part of an answer sent while the student speaks is
 * recognised before the answer ends (port.ts recognisesParts). The duration comes from the WAV
 * header, not from the last word.
 */
export function awsTranscriber({ client = tracer.captureAWSv3Client(new TranscribeStreamingClient({ region: config.AWS_REGION })), maxWaitMs = 100_000 }: AwsTranscribeOptions = {}): Transcriber {
  return {
    name: 'aws',
    async transcribe({ key, wav }) {
      const info = readWavInfo(wav);
      if (!info || info.bitsPerSample !== 16 || info.channels !== 1) throw new TranscriptionError('aws', `${key} is not a 16-bit mono PCM WAV file`);
      const pcm = wav.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
      // Whole 16-bit samples per chunk.
      const chunkBytes = Math.round(info.sampleRate * chunkSeconds) * 2;

      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new TranscriptionError('aws', `streaming ${key} did not finish within ${maxWaitMs / 1000} s`));
        }, maxWaitMs);
      });
      const recognise = async () => {
        const response = await client.send(
          new StartStreamTranscriptionCommand({
            LanguageCode: 'en-US',
            MediaEncoding: 'pcm',
            MediaSampleRateHertz: info.sampleRate,
            // Stabilised partial results serve captions shown live; only final results are read here.
            EnablePartialResultsStabilization: false,
            AudioStream: audioEvents(pcm, chunkBytes),
          }),
          { abortSignal: abort.signal },
        );
        if (!response.TranscriptResultStream) throw new TranscriptionError('aws', `streaming ${key} gave no result stream`);
        const results: Result[] = [];
        for await (const event of response.TranscriptResultStream) {
          const failure = failureOf(event);
          if (failure) throw failure;
          results.push(...(event.TranscriptEvent?.Transcript?.Results ?? []));
        }
        return { words: wordsOfResults(results), duration: info.duration };
      };

      try {
        return await Promise.race([recognise(), timedOut]);
      } catch (error) {
        if (error instanceof TranscriptionError) throw error;
        const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
        throw new TranscriptionError('aws', `streaming ${key} failed: ${name}: ${message}`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
