import type { MockPositionView, MockSession } from '@shared/api/mock';
import { isEmptyMockAnswer } from '@shared/mock';
import type { MockAnswer, MockCategory } from '@shared/mock';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, FieldErrorsError } from '@frontend/api/client';
import { useLoadMockTest, useSaveMockTestEndSection, useSaveMockTestQuestion, useSubmitMockTest } from '@frontend/features/mock-test/mock-session-api';
import { partDeadline } from '@frontend/features/mock-test/part-clock';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';

const T = MOCK_TEST_TEXTS.runner;

export interface RunnerReady {
  status: 'ready';
  /** The session as loaded: its parts and questions. */
  session: MockSession;
  /** Where the session stands, from the server's latest answer. */
  position: MockPositionView;
  /** When the current part's clock reaches 0, in this browser's time (ms). */
  deadline: number;
  /** This browser's clock of the current part reached 0: the part is over. */
  partOver: boolean;
  /** The server moved the test on: time ran out while away, or another tab went further. */
  notice?: string;
  busy?: 'saving' | 'continuing' | 'submitting';
  error?: { message: string; retry: () => void };
  /** Counts the loads: a view keyed by it starts afresh after a reload. */
  generation: number;
}

export type RunnerState = { status: 'loading' } | { status: 'failed'; message: string; notFound: boolean } | RunnerReady;

export interface MockRunnerOptions {
  sessionId: string;
  anonymousId: string | undefined;
  /** Quick mock mode: the longest a part lasts. */
  capSeconds: number | undefined;
  /** The test was submitted; its category, for the list the app returns to. */
  onSubmitted: (category: MockCategory) => void;
}

/**
 * One mock test session (platform.md §4): loads it and resumes where the server says it stands,
 * saves each answer and moves on (never back), closes each part with its end-section call, marks
 * a part over when its clock reaches 0 (saving the answer in hand), and submits. The calls run
 * one after another. A 409 (time up on the server, a closed question) reloads the session and
 * shows the server's reason; any other failure offers to try the same step again.
 */
export function useMockRunner({ sessionId, anonymousId, capSeconds, onSubmitted }: MockRunnerOptions) {
  // The model is the truth the queued steps read at once; the state is what renders it.
  const model = useRef<RunnerState>({ status: 'loading' });
  const [state, setState] = useState<RunnerState>(model.current);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const context = useRef({ sessionId, anonymousId, capSeconds, onSubmitted });
  context.current = { sessionId, anonymousId, capSeconds, onSubmitted };

  const loadMockTest = useLoadMockTest();
  const { mutateAsync: saveMockTestQuestion } = useSaveMockTestQuestion();
  const { mutateAsync: saveMockTestEndSection } = useSaveMockTestEndSection();
  const { mutateAsync: submitMockTest } = useSubmitMockTest();

  const commit = useCallback((next: RunnerState) => {
    model.current = next;
    setState(next);
  }, []);

  const steps = useMemo(() => {
    const ids = () => ({ sessionId: context.current.sessionId, anonymousId: context.current.anonymousId });
    const update = (change: Partial<RunnerReady>) => {
      const current = model.current;
      if (current.status === 'ready') commit({ ...current, ...change });
    };
    /** Runs after the steps already queued, so that the calls of one session never cross. */
    const enqueue = (step: () => Promise<void>) => {
      queue.current = queue.current.then(step);
      return queue.current;
    };

    const load = async (notice?: string) => {
      try {
        const data = await loadMockTest(ids());
        const deadline = partDeadline(data, Date.now(), context.current.capSeconds);
        const shown = notice ?? (data.position.timeUp ? T.away : undefined);
        const previous = model.current;
        commit({
          status: 'ready',
          session: data,
          position: data.position,
          deadline,
          partOver: false,
          ...(shown !== undefined ? { notice: shown } : {}),
          generation: (previous.status === 'ready' ? previous.generation : 0) + 1,
        });
      } catch (error) {
        // No such session (404), or not even a session id (400): nothing to try again.
        const notFound = (error instanceof ApiError && error.status === 404) || error instanceof FieldErrorsError;
        commit({ status: 'failed', message: notFound ? T.notFound : T.failed, notFound });
      }
    };

    /** One call with its outcome shown: busy while it runs; a 409 reloads; any other failure offers a retry. */
    const attempt = async (busy: NonNullable<RunnerReady['busy']>, step: () => Promise<void>, failed: string): Promise<void> => {
      update({ busy, error: undefined });
      try {
        await step();
        update({ busy: undefined });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return load(error.message);
        if (error instanceof ApiError && error.status === 404) return commit({ status: 'failed', message: error.message, notFound: true });
        const message = error instanceof FieldErrorsError ? error.message : failed;
        update({ busy: undefined, error: { message, retry: () => void enqueue(() => attempt(busy, step, failed)) } });
      }
    };

    const isCurrent = (uid: string) => {
      const current = model.current;
      if (current.status !== 'ready' || current.position.partComplete || current.position.finished) return false;
      return current.session.parts[current.position.part]?.questions[current.position.item]?.uid === uid;
    };

    const saveStep = (uid: string, answer: MockAnswer) => async () => {
      const position = await saveMockTestQuestion({ ...ids(), uid, answer });
      update({ position, notice: undefined });
    };

    const endStep = async () => {
      const current = model.current;
      if (current.status !== 'ready' || current.position.finished) return;
      await saveMockTestEndSection({ ...ids(), part: current.position.part });
    };

    return {
      reload: () => enqueue(() => load()),
      /** Next: saves the answer of the item on screen and moves on. */
      save: (uid: string, answer: MockAnswer) => enqueue(() => attempt('saving', saveStep(uid, answer), T.saveFailed)),
      /** The part's clock reached 0 on an item: its answer, when there is one, is saved; then the part is over. */
      timeUp: (uid: string, answer: MockAnswer) =>
        enqueue(async () => {
          const before = model.current;
          if (before.status !== 'ready') return;
          if (!isEmptyMockAnswer(answer) && isCurrent(uid)) await attempt('saving', saveStep(uid, answer), T.saveFailed);
          // A reload on the way (the server had already moved on) shows where the test stands now.
          const after = model.current;
          if (after.status === 'ready' && after.generation === before.generation && after.position.part === before.position.part) update({ partOver: true });
        }),
      /** Continue, between two parts: the part is closed and the next one's clock starts now. */
      continueToNextPart: () =>
        enqueue(() =>
          attempt(
            'continuing',
            async () => {
              await endStep();
              await load();
            },
            T.saveFailed,
          ),
        ),
      /** Submit, at the end: the last part is closed when it is not yet, then the test is submitted. */
      submit: () =>
        enqueue(() =>
          attempt(
            'submitting',
            async () => {
              await endStep();
              const { category } = await submitMockTest(ids());
              context.current.onSubmitted(category);
            },
            T.saveFailed,
          ),
        ),
    };
  }, [commit, loadMockTest, saveMockTestQuestion, saveMockTestEndSection, submitMockTest]);

  useEffect(() => {
    commit({ status: 'loading' });
    void steps.reload();
  }, [sessionId, commit, steps]);

  return { state, ...steps };
}
