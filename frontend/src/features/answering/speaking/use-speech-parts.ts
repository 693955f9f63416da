import { encodeWav, partCut, readWavInfo, recordingPart, recordingSampleRate, wavSamples } from '@shared/audio';
import { useCallback, useMemo, useRef } from 'react';
import { uploadRecording, useCreateSpeechUpload, useRecogniseSpeechPart } from '@frontend/features/answering/speaking/speech-api';

/** A part sent to be recognised: its upload and where it starts in the whole recording. */
export interface SentPart {
  uploadId: string;
  startSample: number;
}

/** The server calls that send a part: a presigned upload for its WAV, then the call that has it recognised. */
export interface SpeechPartCalls {
  createUpload: (bytes: number) => Promise<{ uploadId: string; url: string; headers: Record<string, string> }>;
  /** `recognising` is false when the server reads whole recordings only. */
  recognise: (uploadId: string) => Promise<{ recognising: boolean }>;
}

/** A part still sending when the answer is submitted is left to the server after this long. */
export const PART_SETTLE_MS = 3000;

interface Recording {
  /** Audio handed on but not yet sent. */
  waiting: Float32Array;
  /** Samples sent in parts so far: where the next part starts. */
  sentUpTo: number;
  sending: Promise<SentPart | undefined>[];
  /** The server reads whole recordings only: no more parts. */
  stopped: boolean;
}

const fresh = (): Recording => ({ waiting: new Float32Array(0), sentUpTo: 0, sending: [], stopped: false });

function joined(a: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

const settledWithin = <T,>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/**
 * An answer sent in parts while it is recorded, so that the server recognises each part at once
 * and only the last seconds are left when the student submits (issue: the result within 3 s of
 * the end of a 40 s answer). The recorder hands its audio on (`hear`); once a part's worth waits
 * it is cut at a pause (partCut), uploaded and sent to be recognised; when the recording ends,
 * what is left goes as the last part (`finish`), recognised while the student reviews it.
 * A part that cannot be sent is simply left out (the server recognises that stretch with the
 * rest), and once the server says it reads whole recordings only, no more parts are sent.
 * Parts go through practice's calls unless `calls` names others (a mock test's, paid by the mock).
 */
export function useSpeechParts({ uid, anonymousId, calls }: { uid: string; anonymousId: string | undefined; calls?: SpeechPartCalls | undefined }) {
  const { mutateAsync: createSpeechUpload } = useCreateSpeechUpload();
  const { mutateAsync: recogniseSpeechPart } = useRecogniseSpeechPart();
  const practiceCalls = useMemo<SpeechPartCalls>(
    () => ({ createUpload: (bytes) => createSpeechUpload({ uid, bytes, anonymousId }), recognise: (uploadId) => recogniseSpeechPart({ uid, uploadId, anonymousId }) }),
    [uid, anonymousId, createSpeechUpload, recogniseSpeechPart],
  );
  const { createUpload, recognise } = calls ?? practiceCalls;
  const recording = useRef<Recording>(fresh());

  const send = useCallback(
    (samples: Float32Array) => {
      const current = recording.current;
      const startSample = current.sentUpTo;
      current.sentUpTo += samples.length;
      const sending = (async (): Promise<SentPart | undefined> => {
        try {
          const wav = encodeWav(samples);
          const target = await createUpload(wav.length);
          if (!(await uploadRecording(target.url, target.headers, wav))) return undefined;
          const { recognising } = await recognise(target.uploadId);
          if (!recognising) current.stopped = true;
          return recognising ? { uploadId: target.uploadId, startSample } : undefined;
        } catch {
          return undefined;
        }
      })();
      current.sending.push(sending);
    },
    [createUpload, recognise],
  );

  /** Audio the recorder captured since it last called, with the answering time left. */
  const hear = useCallback(
    (samples: Float32Array, secondsLeft: number) => {
      const current = recording.current;
      if (current.stopped) return;
      current.waiting = joined(current.waiting, samples);
      const cut = partCut(current.waiting, secondsLeft);
      if (cut === undefined) return;
      const part = current.waiting.slice(0, cut);
      current.waiting = current.waiting.slice(cut);
      send(part);
    },
    [send],
  );

  /** The recording ended as `wav`: what was not sent yet goes as the last part. */
  const finish = useCallback(
    (wav: Uint8Array) => {
      const current = recording.current;
      const info = readWavInfo(wav);
      if (current.stopped || current.sending.length === 0 || !info) return;
      const rest = wavSamples(wav, info).slice(current.sentUpTo);
      current.waiting = new Float32Array(0);
      if (rest.length >= recordingPart.lastSeconds * recordingSampleRate) send(rest);
    },
    [send],
  );

  /** The parts sent, in order, once sent (or after PART_SETTLE_MS, without those still on the way). */
  const sent = useCallback(async (): Promise<SentPart[]> => {
    const parts = await Promise.all(recording.current.sending.map((sending) => settledWithin(sending, PART_SETTLE_MS)));
    return parts.filter((part): part is SentPart => part !== undefined);
  }, []);

  /** A new recording starts: nothing of the last one is sent with it. */
  const reset = useCallback(() => {
    recording.current = fresh();
  }, []);

  return { hear, finish, sent, reset };
}
