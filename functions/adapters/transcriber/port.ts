import type { TranscriberName } from '@shared/api/speaking';
import type { Recognition } from '@shared/scoring/recognition';

/** A recording to transcribe: where it is stored, its bytes (already read and validated by the caller) and what may help. */
export interface TranscribeRequest {
  bucket: string;
  key: string;
  /** 16 kHz mono 16-bit PCM WAV. */
  wav: Uint8Array;
  /** What the item expects to hear (the passage, the sentence, the answers, a talk's sample answer and keywords): a transcriber may listen for it. */
  expectedText?: string;
  /**
   * The words the answer should say, in order: the passage read (Read Aloud), the sentence
   * repeated (Repeat Sentence). A transcriber may judge each of them said, left out or replaced
   * from the audio, instead of taking what it heard freely.
   */
  referenceText?: string;
  /** What the browser's Web Speech API heard, sent with the upload: the last fallback. */
  browserTranscript?: { text: string; confidence: number };
}

/** Turns a recording into the words heard, with their times and confidences (DESIGN §6). */
export interface Transcriber {
  name: TranscriberName;
  transcribe(request: TranscribeRequest): Promise<Recognition>;
}

/** A transcriber could not produce a result (the service failed, timed out or the decoder crashed); the worker retries. */
export class TranscriptionError extends Error {
  constructor(
    readonly transcriber: TranscriberName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${transcriber}: ${message}`, options);
    this.name = 'TranscriptionError';
  }
}

/**
 * Whether a transcriber can recognise an answer in parts sent while it is recorded: the local
 * decoder and AWS Transcribe's streams take any stretch of audio; the browser's transcript only
 * comes with the whole answer.
 */
export function recognisesParts(name: TranscriberName): boolean {
  return name !== 'browser';
}
