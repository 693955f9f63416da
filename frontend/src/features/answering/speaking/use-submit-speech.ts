import type { SpeechAnalysis } from '@shared/api';
import type { SpeakingCredits } from '@shared/accounts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@frontend/api/client';
import { pollJob } from '@frontend/api/poll-job';
import type { Take } from '@frontend/components/recorder/use-recorder';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';

export interface SubmitSpeechState {
  /** idle: nothing sent; sending: uploading, submitting or waiting for the analysis; done: `result` is there; failed: `error` says why. */
  status: 'idle' | 'sending' | 'done' | 'failed';
  /** When the answer was sent (epoch ms), for AnalysisOverlay's `startedAt`. */
  startedAt?: number;
  jobId?: string;
  result?: SpeechAnalysis;
  /** 'Error 2: Contact team', the server's credit message verbatim (403), or why the analysis failed (its credit was given back). */
  error?: string;
}

export interface SubmitSpeechOptions {
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

/** The recording's bytes up to the presigned URL; false when the storage refused or could not be reached. */
export async function uploadRecording(url: string, headers: Record<string, string>, wav: Uint8Array): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'PUT', headers, body: new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Sends a recorded answer for AI scoring (practice.md §4 and §7): a presigned upload of the WAV,
 * submitSpeech (with the browser's transcript only when it gave one), then waits for the job
 * (pollJob: while it is pending, however long). A failed job shows the server's message; any
 * other failure on the way shows 'Error 2: Contact team' (practice.md §8); a 403 shows the
 * server's credit message.
 * `send` resolves with the job and its analysis, or undefined when it failed.
 */
export function useSubmitSpeech({ uid, anonymousId, onAccepted, onRefused, onFailed }: SubmitSpeechOptions) {
  const [state, setState] = useState<SubmitSpeechState>({ status: 'idle' });
  // Each send and reset starts a new run; answers of older runs are dropped.
  const run = useRef(0);
  const callbacks = useRef({ onAccepted, onRefused, onFailed });
  useEffect(() => {
    callbacks.current = { onAccepted, onRefused, onFailed };
  });
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const send = useCallback(
    async (take: Take): Promise<{ jobId: string; result: SpeechAnalysis } | undefined> => {
      const mine = ++run.current;
      const current = () => run.current === mine;
      const startedAt = Date.now();
      const fail = (error: string = SPEAKING_TEXTS.recorded.submissionFailed) => {
        if (current()) setState({ status: 'failed', error });
        return undefined;
      };
      setState({ status: 'sending', startedAt });

      let jobId: string;
      try {
        const { data: target } = await api.analysis.createSpeechUpload({ uid, bytes: take.wav.length, anonymousId });
        if (!current()) return undefined;
        if (!(await uploadRecording(target.url, target.headers, take.wav))) return fail();
        if (!current()) return undefined;
        const { data } = await api.analysis.submitSpeech({
          uid,
          uploadId: target.uploadId,
          anonymousId,
          isMockTest: false,
          ...(take.browserTranscript ? { browserTranscript: take.browserTranscript } : {}),
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
        end = await pollJob(async () => (await api.analysis.fetchSpeechAnalysis({ jobId })).data, current);
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
    [uid, anonymousId],
  );

  /** Back to idle (Cancel, try again). */
  const reset = useCallback(() => {
    run.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, send, reset };
}
