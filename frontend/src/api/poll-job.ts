import { ApiError } from '@frontend/api/client';

/** How often a pending analysis job is asked for its result. */
export const JOB_POLL_INTERVAL_MS = 400;

interface JobReply<R> {
  status: 'pending' | 'done' | 'failed';
  result?: R | undefined;
  message?: string | undefined;
}

export type JobEnd<R> = { status: 'done'; result: R } | { status: 'failed'; message?: string | undefined };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** No answer, or a 5xx: worth asking again. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Waits for an analysis job (writing or speaking) to end: asks `fetchJob` every 400 ms while the
 * job is pending, however long it takes (the server ends every job: it finishes, or fails with
 * its credit given back and a message). Resolves with the end, or undefined as soon as
 * `isCurrent` says the answer is no longer wanted. A transient failure is asked again; any
 * other is thrown.
 */
export async function pollJob<R>(fetchJob: () => Promise<JobReply<R>>, isCurrent: () => boolean): Promise<JobEnd<R> | undefined> {
  for (;;) {
    await sleep(JOB_POLL_INTERVAL_MS);
    if (!isCurrent()) return undefined;
    let reply: JobReply<R>;
    try {
      reply = await fetchJob();
    } catch (error) {
      if (!isCurrent()) return undefined;
      if (isTransient(error)) continue;
      throw error;
    }
    if (!isCurrent()) return undefined;
    if (reply.status === 'done' && reply.result !== undefined) return { status: 'done', result: reply.result };
    if (reply.status !== 'pending') return { status: 'failed', message: reply.message };
  }
}
