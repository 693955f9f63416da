import { QueryObserver, queryOptions } from '@tanstack/react-query';
import type { QueryKey, QueryObserverResult } from '@tanstack/react-query';
import { ApiError } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

/** How often a pending analysis job is asked for its result. */
export const JOB_POLL_INTERVAL_MS = 400;

/** No answer, or a 5xx: worth asking again. */
const isTransient = (error: Error) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The one polling mechanism of the browser (analysis jobs and mock results), as options of a
 * query: while its latest reply is 'pending' it is asked again `intervalMs` after that reply,
 * however long the server takes (the server ends every job: it finishes, or fails with its credit
 * given back and a message), in a background tab too. A transient failure (no answer, a 5xx) is
 * asked again after the same wait. The first settled reply or any other failure ends it, and so
 * does the last observer leaving (the screen moved on).
 */
export function pollWhilePending<T extends { status: string }>(intervalMs: number) {
  return {
    refetchInterval: (query: { state: { status: string; data: T | undefined } }) => (query.state.status === 'success' && query.state.data?.status === 'pending' ? intervalMs : false),
    refetchIntervalInBackground: true,
    retry: (_failures: number, error: Error) => isTransient(error),
    retryDelay: intervalMs,
  };
}

/** An analysis job (writing or speaking) as fetchWritingAnalysis and fetchSpeechAnalysis answer. */
export interface JobReply<R> {
  status: 'pending' | 'done' | 'failed';
  result?: R | undefined;
  message?: string | undefined;
}

export type JobEnd<R> = { status: 'done'; result: R } | { status: 'failed'; message?: string | undefined };

/**
 * The query of one analysis job, asked every JOB_POLL_INTERVAL_MS while pending. A job just
 * started is pending, so the first ask waits an interval like every other; a finished job never
 * changes, so its reply stays fresh. Its failures are the waiting flow's to show.
 */
export function jobQuery<R>(queryKey: QueryKey, fetchJob: () => Promise<JobReply<R>>) {
  return queryOptions({
    queryKey,
    queryFn: fetchJob,
    ...pollWhilePending<JobReply<R>>(JOB_POLL_INTERVAL_MS),
    initialData: { status: 'pending' } as JobReply<R>,
    staleTime: Infinity,
    meta: { ownsError: () => true },
  });
}

/**
 * Waits for an analysis job through the cache: observes its query, so it is polled exactly as a
 * screen's useQuery would poll it, until the job ends. Resolves with the end, or with undefined as
 * soon as `signal` aborts (a reset, another answer, the screen gone), which stops the polling;
 * rejects with a failure that is not transient.
 */
export function waitForJob<R>(options: ReturnType<typeof jobQuery<R>>, signal: AbortSignal): Promise<JobEnd<R> | undefined> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve(undefined);
    const observer = new QueryObserver(queryClient, options);
    const stop = () => {
      unsubscribe();
      signal.removeEventListener('abort', abandon);
    };
    const abandon = () => {
      stop();
      resolve(undefined);
    };
    const settle = (result: QueryObserverResult<JobReply<R>>) => {
      if (result.status === 'error') {
        stop();
        reject(result.error);
      } else if (result.data?.status === 'done' && result.data.result !== undefined) {
        stop();
        resolve({ status: 'done', result: result.data.result });
      } else if (result.data && result.data.status !== 'pending') {
        stop();
        resolve({ status: 'failed', message: result.data.message });
      }
    };
    const unsubscribe = observer.subscribe(settle);
    signal.addEventListener('abort', abandon);
    settle(observer.getCurrentResult());
  });
}
