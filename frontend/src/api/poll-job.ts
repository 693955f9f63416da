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

interface PollOptions<T> {
  /** The wait before each request. */
  intervalMs: number;
  /** Asks at once the first time instead of waiting an interval (a page loading its data). */
  askAtOnce?: boolean;
  /** Called with every pending reply (progress). */
  onPending?: (reply: T) => void;
}

/**
 * The one polling loop of the browser: asks `fetchReply` while `isPending` says the server is
 * still working, however long that takes (the server ends every job: it finishes, or fails with
 * its credit given back and a message). Resolves with the first settled reply, or undefined as
 * soon as `isCurrent` says it is no longer wanted. A transient failure is asked again; any other
 * is thrown.
 */
export async function pollWhilePending<T>(fetchReply: () => Promise<T>, isPending: (reply: T) => boolean, isCurrent: () => boolean, options: PollOptions<T>): Promise<T | undefined> {
  for (let first = true; ; first = false) {
    if (!(first && options.askAtOnce)) await sleep(options.intervalMs);
    if (!isCurrent()) return undefined;
    let reply: T;
    try {
      reply = await fetchReply();
    } catch (error) {
      if (!isCurrent()) return undefined;
      if (isTransient(error)) continue;
      throw error;
    }
    if (!isCurrent()) return undefined;
    if (!isPending(reply)) return reply;
    options.onPending?.(reply);
  }
}

/** Waits for an analysis job (writing or speaking) to end, asking every 400 ms. */
export async function pollJob<R>(fetchJob: () => Promise<JobReply<R>>, isCurrent: () => boolean): Promise<JobEnd<R> | undefined> {
  const reply = await pollWhilePending(fetchJob, (job) => job.status === 'pending', isCurrent, { intervalMs: JOB_POLL_INTERVAL_MS });
  if (!reply) return undefined;
  if (reply.status === 'done' && reply.result !== undefined) return { status: 'done', result: reply.result };
  return { status: 'failed', message: reply.message };
}
