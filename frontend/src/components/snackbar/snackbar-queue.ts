import { snackbarKinds } from '@frontend/components/snackbar/snackbar-kinds';
import type { SnackbarKind, SnackbarSeverity } from '@frontend/components/snackbar/snackbar-kinds';

export interface SnackbarItem {
  id: number;
  kind: SnackbarKind;
  severity: SnackbarSeverity;
  text: string;
}

/** The snackbar on screen first, then those waiting. One shows at a time (spec §8: shown by key, then cleared). */
export type SnackbarQueue = readonly SnackbarItem[];

/** How many may wait; older waiting ones give way so that a burst of failures cannot pile up. */
export const SNACKBAR_QUEUE_LIMIT = 3;

/** How long a snackbar stays before it clears itself; errors stay longer to be read. */
export function snackbarDurationMs(severity: SnackbarSeverity): number {
  return severity === 'error' ? 8000 : 5000;
}

/**
 * Adds a snackbar of `kind`, with `message` when given, else the kind's own text. The same text of
 * the same kind already on screen or waiting is not repeated. Returns the queue unchanged when there
 * is nothing to say.
 */
export function enqueueSnackbar(queue: SnackbarQueue, kind: SnackbarKind, id: number, message?: string): SnackbarQueue {
  const definition: { severity: SnackbarSeverity; text?: string } = snackbarKinds[kind];
  const text = message?.trim() || definition.text;
  if (!text) return queue;
  if (queue.some((item) => item.kind === kind && item.text === text)) return queue;
  const next = [...queue, { id, kind, severity: definition.severity, text }];
  // Keep the one on screen; drop the oldest waiting ones beyond the limit.
  return next.length > SNACKBAR_QUEUE_LIMIT + 1 ? [next[0]!, ...next.slice(next.length - SNACKBAR_QUEUE_LIMIT)] : next;
}

/** Clears the snackbar with `id` (the one on screen, or one waiting). */
export function dismissSnackbar(queue: SnackbarQueue, id: number): SnackbarQueue {
  return queue.filter((item) => item.id !== id);
}
