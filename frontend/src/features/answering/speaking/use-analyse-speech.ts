import type { SpeechAnalysis } from '@shared/api';
import type { SpeakingCredits } from '@shared/accounts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@frontend/api/client';
import { waitForJob } from '@frontend/app/data/poll-query';
import type { Take } from '@frontend/components/recorder/use-recorder';
import { speechAnalysisQuery, uploadRecording, useCreateSpeechUpload, useSubmitSpeech } from '@frontend/features/answering/speaking/speech-api';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';
import type { SentPart } from '@frontend/features/answering/speaking/use-speech-parts';

export interface AnalyseSpeechState {
  /** idle: nothing sent; sending: uploading, submitting or waiting for the analysis; done: `result` is there; failed: `error` says why. */
  status: 'idle' | 'sending' | 'done' | 'failed';
  /** When the answer was sent (epoch ms), for AnalysisOverlay's `startedAt`. */
  startedAt?: number;
  jobId?: string;
  result?: SpeechAnalysis;
  /** 'Error 2: Contact team', the server's credit message verbatim (403), or why the analysis failed (its credit was given back). */
  error?: string;
}

export interface AnalyseSpeechOptions {
  uid: string;
  /** A visitor's anonymous id, sent with the upload and the submission. */
  anonymousId?: string;
  /** The submission was accepted and spent a credit: the credits the server counts now. */
  onAccepted: (credits: SpeakingCredits) => void;
  /** The server refused for want of credit. */
  onRefused: () => void;
  /** The analysis failed for good: the server gave its credit back. */
  onFailed?: () => void;
}

/**
 * Sends a recorded answer for AI scoring (practice.md §4 and §7): a presigned upload of the WAV,
 * submitSpeech (with the browser's transcript only when it gave one, and the parts already sent
 * while it was recorded, useSpeechParts), then waits for the job
 * (waitForJob: while it is pending, however long). A failed job shows the server's message; any
 * other failure on the way shows 'Error 2: Contact team' (practice.md §8); a 403 shows the
 * server's credit message.
 * `send` resolves with the job and its analysis, or undefined when it failed.
 */
export function useAnalyseSpeech({ uid, anonymousId, onAccepted, onRefused, onFailed }: AnalyseSpeechOptions) {
  const { mutateAsync: createSpeechUpload } = useCreateSpeechUpload();
  const { mutateAsync: submitSpeech } = useSubmitSpeech();
  const [state, setState] = useState<AnalyseSpeechState>({ status: 'idle' });
  // Each send and reset ends the run before it (and its polling); answers of older runs are dropped.
  const run = useRef<AbortController>(undefined);
  const callbacks = useRef({ onAccepted, onRefused, onFailed });
  useEffect(() => {
    callbacks.current = { onAccepted, onRefused, onFailed };
  });
  useEffect(() => () => run.current?.abort(), []);

  const send = useCallback(
    async (take: Take, partsSent: Promise<SentPart[]> = Promise.resolve([])): Promise<{ jobId: string; result: SpeechAnalysis } | undefined> => {
      run.current?.abort();
      const mine = new AbortController();
      run.current = mine;
      const current = () => !mine.signal.aborted;
      const startedAt = Date.now();
      const fail = (error: string = SPEAKING_TEXTS.recorded.submissionFailed) => {
        if (current()) setState({ status: 'failed', error });
        return undefined;
      };
      setState({ status: 'sending', startedAt });

      let jobId: string;
      try {
        const [target, parts] = await Promise.all([createSpeechUpload({ uid, bytes: take.wav.length, anonymousId }), partsSent]);
        if (!current()) return undefined;
        if (!(await uploadRecording(target.url, target.headers, take.wav))) return fail();
        if (!current()) return undefined;
        const data = await submitSpeech({
          uid,
          uploadId: target.uploadId,
          anonymousId,
          isMockTest: false,
          ...(take.browserTranscript ? { browserTranscript: take.browserTranscript } : {}),
          ...(parts.length > 0 ? { parts } : {}),
        });
        if (!current()) return undefined;
        jobId = data.jobId;
        callbacks.current.onAccepted(data.credits);
      } catch (error) {
        if (!current()) return undefined;
        if (error instanceof ApiError && error.status === 403) {
          callbacks.current.onRefused();
          return fail(error.message);
        }
        return fail();
      }
      setState({ status: 'sending', startedAt, jobId });

      let end;
      try {
        end = await waitForJob(speechAnalysisQuery(jobId), mine.signal);
      } catch {
        return fail();
      }
      if (!end) return undefined;
      if (end.status === 'failed') {
        callbacks.current.onFailed?.();
        return fail(end.message);
      }
      setState({ status: 'done', startedAt, jobId, result: end.result });
      return { jobId, result: end.result };
    },
    [uid, anonymousId, createSpeechUpload, submitSpeech],
  );

  /** Back to idle (Cancel, try again). */
  const reset = useCallback(() => {
    run.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, send, reset };
}
