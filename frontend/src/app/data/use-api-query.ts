import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { handleApiError } from '@frontend/app/errors/handle-api-error';

type Entry<T> = { status: 'loading' } | { status: 'success'; data: T; at: number } | { status: 'error' };

// A small query cache: one entry per key, shared by every component that reads it, so a page shows
// what it last loaded at once and refreshes behind it.
const cache = new Map<string, Entry<unknown>>();
const listeners = new Map<string, Set<() => void>>();
const loading: Entry<never> = { status: 'loading' };

function publish(key: string, entry: Entry<unknown>) {
  cache.set(key, entry);
  for (const listener of listeners.get(key) ?? []) listener();
}

/**
 * Reads one operation's answer under `key`: loads it on first use and on `refetch`, keeps the last
 * answer while reloading, and reports failures through the central error handler.
 */
export function useApiQuery<T>(key: string, load: () => Promise<T>): { state: Entry<T>; refetch: () => void } {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(subscribe, () => (cache.get(key) ?? loading) as Entry<T>);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && publish(key, { status: 'success', data, at: Date.now() }),
      (error: unknown) => {
        if (!active) return;
        handleApiError(error);
        if (cache.get(key)?.status !== 'success') publish(key, { status: 'error' });
      },
    );
    return () => {
      active = false;
    };
    // `load` is a new function each render; the key names what it loads.
  }, [key, generation]);

  return { state, refetch: useCallback(() => setGeneration((value) => value + 1), []) };
}
