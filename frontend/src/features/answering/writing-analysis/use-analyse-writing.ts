import type { SavedWriting, WritingAnalysis } from '@shared/api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, FieldErrorsError } from '@frontend/api/client';
import { waitForJob } from '@frontend/app/data/poll-query';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { useSaveUserWriting } from '@frontend/features/answering/writing-analysis/user-writings-api';
import { useAnalyseWritingText, writingAnalysisQuery } from '@frontend/features/answering/writing-analysis/writing-analysis-api';

export interface AnalyseWritingState {
  /** idle: nothing sent; loading: sent and waiting; done: `result` is there; failed: loading cleared, the screen resets its submitted flag. */
  status: 'idle' | 'loading' | 'done' | 'failed';
  loading: boolean;
  /** When the answer was sent (epoch ms), for AnalysisOverlay's `startedAt`. */
  startedAt?: number;
  /** The text that was sent: the result's tag positions index it. */
  text?: string;
  jobId?: string;
  result?: WritingAnalysis;
  /** The saved writing, for a signed-in student once saveUserWriting answered. */
  saved?: SavedWriting;
  /** The message to show by the box: the server's credit message verbatim (403), why the analysis failed, or the box's field error. */
  error?: string;
  /** Field errors of the box (400), by field name (`text`). Typing clears them: call clearErrors. */
  fieldErrors: Record<string, string>;
  /** The server refused for want of AI credit (403): the box stays disabled for this question. */
  creditExhausted: boolean;
}

interface Stored {
  status: AnalyseWritingState['status'];
  startedAt?: number;
  text?: string;
  jobId?: string;
  result?: WritingAnalysis;
  saved?: SavedWriting;
  fieldErrors: Record<string, string>;
  creditMessage?: string;
  /** Why the last analysis failed, as the server says (its credit was given back). */
  failure?: string;
}

const idle = (creditMessage?: string): Stored => ({ status: 'idle', fieldErrors: {}, creditMessage });

/**
 * The AI analysis of a writing answer (practice.md §4): `analyse` sends the text and waits for
 * the job (waitForJob: while it is pending, however long), then shows the writing the server saved
 * for a signed-in student. It resolves with the analysis, or undefined when it failed or was
 * replaced by reset or another analyse. A 403 keeps the server's credit message verbatim and
 * marks the credit exhausted; a failed job shows the server's message; other errors go to the
 * central handler.
 */
export function useAnalyseWriting(uid: string) {
  const user = useCurrentUser();
  const signedIn = useRef(user !== undefined);
  useEffect(() => {
    signedIn.current = user !== undefined;
  }, [user]);

  const { mutateAsync: analyseWritingText } = useAnalyseWritingText();
  const { mutateAsync: saveUserWriting } = useSaveUserWriting();
  const [stored, setStored] = useState<Stored>(() => idle());
  // Each analyse, reset and question change ends the run before it (and its polling); answers of
  // older runs are dropped.
  const run = useRef<AbortController>(undefined);

  // A new question starts afresh: credit rules are per question (practice.md §6).
  useEffect(() => {
    run.current?.abort();
    setStored(idle());
    return () => run.current?.abort();
  }, [uid]);

  const analyse = useCallback(
    async (text: string, { isMockTest = false }: { isMockTest?: boolean } = {}): Promise<WritingAnalysis | undefined> => {
      run.current?.abort();
      const mine = new AbortController();
      run.current = mine;
      const current = () => !mine.signal.aborted;
      const startedAt = Date.now();
      const update = (patch: Partial<Stored>) => {
        if (current()) setStored((previous) => ({ ...previous, ...patch }));
      };
      const fail = (patch: Partial<Stored> = {}) => {
        update({ status: 'failed', ...patch });
        return undefined;
      };
      setStored((previous) => ({ status: 'loading', startedAt, text, fieldErrors: {}, creditMessage: previous.creditMessage }));

      let jobId: string;
      try {
        jobId = await analyseWritingText({ uid, text, isMockTest });
      } catch (error) {
        if (!current()) return undefined;
        if (error instanceof ApiError && error.status === 403) return fail({ creditMessage: error.message });
        if (error instanceof FieldErrorsError) return fail({ fieldErrors: handleApiError(error, ['text']) });
        handleApiError(error);
        return fail();
      }
      update({ jobId });

      let end;
      try {
        end = await waitForJob(writingAnalysisQuery(jobId), mine.signal);
      } catch (error) {
        if (!current()) return undefined;
        handleApiError(error);
        return fail();
      }
      if (!end) return undefined;
      if (end.status === 'failed') return fail({ failure: end.message });
      const result = end.result;
      update({ status: 'done', result });

      if (signedIn.current) {
        try {
          // The worker saved it when the job finished; this reads back the saved row.
          update({ saved: await saveUserWriting({ uid, jobId }) });
        } catch (error) {
          // The analysis stands even if it could not be kept.
          handleApiError(error);
        }
      }
      return current() ? result : undefined;
    },
    [uid, analyseWritingText, saveUserWriting],
  );

  /** Back to idle for another attempt (Redo); the credit message stays. */
  const reset = useCallback(() => {
    run.current?.abort();
    setStored((previous) => idle(previous.creditMessage));
  }, []);

  /** Typing in the box clears its errors (practice.md §4); a credit refusal stays. */
  const clearErrors = useCallback(() => {
    setStored((previous) => (Object.keys(previous.fieldErrors).length === 0 ? previous : { ...previous, fieldErrors: {} }));
  }, []);

  const state = useMemo<AnalyseWritingState>(() => {
    const { creditMessage, failure, ...rest } = stored;
    return {
      ...rest,
      loading: stored.status === 'loading',
      error: creditMessage ?? failure ?? stored.fieldErrors.text,
      creditExhausted: creditMessage !== undefined,
    };
  }, [stored]);

  return { state, analyse, reset, clearErrors };
}
