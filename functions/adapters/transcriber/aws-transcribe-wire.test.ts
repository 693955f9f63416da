import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { TranscribeStreamingClient } from '@aws-sdk/client-transcribe-streaming';
import { EventStreamCodec, type Message } from '@smithy/core/event-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '@shared/audio';
import { awsTranscriber } from './aws-transcribe';
import { TranscriptionError } from './port';

/**
 * The adapter through the SDK's own request path (aws-transcribe.test.ts mocks `send`): a local
 * HTTP/2 server stands in for Transcribe streaming, reads the signed event stream the SDK sends
 * and answers with events as the service encodes them. No network, no AWS account.
 */
const fromUtf8 = (text: string) => new TextEncoder().encode(text);
const codec = new EventStreamCodec((bytes) => new TextDecoder().decode(bytes), fromUtf8);
const stringHeader = (value: string) => ({ type: 'string' as const, value });

interface Received {
  headers: http2.IncomingHttpHeaders;
  eventTypes: string[];
  audio: Buffer;
}

/** The frames of an event stream body; each signed frame wraps the event as its payload, an empty one ends the stream. */
function audioOf(body: Buffer): Pick<Received, 'eventTypes' | 'audio'> {
  const eventTypes: string[] = [];
  const audio: Uint8Array[] = [];
  for (let offset = 0; offset < body.length; ) {
    const length = body.readUInt32BE(offset);
    const signed = codec.decode(body.subarray(offset, offset + length));
    offset += length;
    if (signed.body.length === 0) continue;
    const event = codec.decode(signed.body);
    eventTypes.push(String(event.headers[':event-type']?.value));
    audio.push(event.body);
  }
  return { eventTypes, audio: Buffer.concat(audio) };
}

const transcriptEvent = (words: Array<[string, number, number, number]>): Message => ({
  headers: { ':message-type': stringHeader('event'), ':event-type': stringHeader('TranscriptEvent'), ':content-type': stringHeader('application/json') },
  body: fromUtf8(
    JSON.stringify({
      Transcript: {
        Results: [
          {
            IsPartial: false,
            Alternatives: [{ Items: [...words.map(([Content, StartTime, EndTime, Confidence]) => ({ Type: 'pronunciation', Content, StartTime, EndTime, Confidence })), { Type: 'punctuation', Content: '.' }] }],
          },
        ],
      },
    }),
  ),
});
const exceptionEvent = (type: string, message: string): Message => ({
  headers: { ':message-type': stringHeader('exception'), ':exception-type': stringHeader(type), ':content-type': stringHeader('application/json') },
  body: fromUtf8(JSON.stringify({ Message: message })),
});

describe('awsTranscriber over HTTP/2', () => {
  let answer: Message = transcriptEvent([]);
  let received: Received | undefined;
  let client: TranscribeStreamingClient;
  const server = http2.createServer();
  server.on('stream', (stream, headers) => {
    const body: Buffer[] = [];
    stream.respond({ ':status': 200, 'content-type': 'application/vnd.amazon.eventstream' });
    stream.on('data', (chunk: Buffer) => body.push(chunk));
    stream.on('end', () => {
      received = { headers, ...audioOf(Buffer.concat(body)) };
      stream.end(codec.encode(answer));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = new TranscribeStreamingClient({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'AKIDLOCALTEST', secretAccessKey: 'local-test-only' } });
  });
  afterAll(async () => {
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the whole PCM as audio events of the stream-transcription request and reads the words the service sends back', async () => {
    const wav = encodeWav(Float32Array.from({ length: 16_000 * 2.5 }, (_, index) => Math.sin(index / 10) * 0.3));
    answer = transcriptEvent([
      ['Hello', 0.1, 0.4, 0.97],
      ['there', 0.45, 0.8, 0.91],
    ]);

    const recognition = await awsTranscriber({ client, maxWaitMs: 30_000 }).transcribe({ bucket: 'b', key: 'recordings/u/a.wav', wav });

    expect(recognition).toEqual({
      words: [
        { word: 'Hello', start: 0.1, end: 0.4, confidence: 0.97 },
        { word: 'there', start: 0.45, end: 0.8, confidence: 0.91 },
      ],
      duration: 2.5,
    });
    expect(received?.headers).toMatchObject({ ':path': '/stream-transcription', 'x-amzn-transcribe-sample-rate': '16000', 'x-amzn-transcribe-media-encoding': 'pcm', 'x-amzn-transcribe-language-code': 'en-US' });
    // 2.5 s in events of 200 ms: 12 whole ones and a half.
    expect(received?.eventTypes).toEqual(Array.from({ length: 13 }, () => 'AudioEvent'));
    expect(received?.audio).toEqual(Buffer.from(wav.subarray(44)));
  });

  it('turns an exception the service sends in the stream into a TranscriptionError', async () => {
    answer = exceptionEvent('LimitExceededException', 'You have reached your limit of concurrent streams.');
    const attempt = awsTranscriber({ client, maxWaitMs: 30_000 }).transcribe({ bucket: 'b', key: 'recordings/u/a.wav', wav: encodeWav(new Float32Array(8_000)) });
    await expect(attempt).rejects.toThrow(TranscriptionError);
    await expect(attempt).rejects.toThrow(/failed: LimitExceededException: You have reached your limit of concurrent streams/);
  });
});
