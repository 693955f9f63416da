import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError } from '@frontend/app/errors/handle-api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Failures the screen shows as a state of its own (a locked question, an unavailable result,
       * an analysis that could not finish): they are kept from the central handler's snackbar.
       */
      ownsError?: (error: Error) => boolean;
    };
  }
}

// An answer reaches the screen in the same task as it arrives, as before the cache (its default
// waits for a timer), so a page shows its data as soon as the request ends.
notifyManager.setScheduler(queueMicrotask);

/**
 * The app's one query cache. Hooks pass it to useQuery and useMutation instead of reading a
 * provider: only the lazy pages that fetch load the query library, so the first visit's JS stays
 * as small as before (a provider around the router would put it in the entry chunk).
 */
export const queryClient = new QueryClient({
  // Every failed load reaches the central handler (snackbar, logout on 401), as each page did
  // itself, unless its screen shows that failure (meta.ownsError).
  queryCache: new QueryCache({ onError: (error, query) => void (query.meta?.ownsError?.(error) ? undefined : handleApiError(error)) }),
  defaultOptions: {
    // A page asks once when it shows and again when told to (Retry, a change it made): never by
    // itself on focus, reconnect or failure, so it sends the same requests as before the cache.
    // networkMode 'always': a request goes out even when the browser believes it is offline and
    // fails as it did before (the snackbar), rather than waiting silently for the network.
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
