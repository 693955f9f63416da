import { dismissSnackbar, enqueueSnackbar } from '@frontend/components/snackbar/snackbar-queue';
import type { SnackbarQueue } from '@frontend/components/snackbar/snackbar-queue';
import type { SnackbarKind } from '@frontend/components/snackbar/snackbar-kinds';

// A module store rather than React state, so that code outside components (the central error
// handler, the session's logout) can show a snackbar as well.
let queue: SnackbarQueue = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: SnackbarQueue) {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

export const snackbar = {
  /** Shows the snackbar of `kind`, with `message` in place of the kind's own text when given. */
  show(kind: SnackbarKind, message?: string): void {
    publish(enqueueSnackbar(queue, kind, nextId++, message));
  },
  dismiss(id: number): void {
    publish(dismissSnackbar(queue, id));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): SnackbarQueue {
    return queue;
  },
};
