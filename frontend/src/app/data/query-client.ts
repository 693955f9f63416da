import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError } from '@frontend/app/errors/handle-api-error';

// An answer reaches the screen in the same task as it arrives, as before the cache (its default
// waits for a timer), so a page shows its data as soon as the request ends.
notifyManager.setScheduler(queueMicrotask);

/**
 * The app's one query cache. Hooks pass it to useQuery and useMutation instead of reading a
 * provider: only the lazy pages that fetch load the query library, so the first visit's JS stays
 * as small as before (a provider around the router would put it in the entry chunk).
 */
export const queryClient = new QueryClient({
  // Every failed load reaches the central handler (snackbar, logout on 401), as each page did itself.
  queryCache: new QueryCache({ onError: (error) => void handleApiError(error) }),
  defaultOptions: {
    // A page asks once when it shows and again when told to (Retry, a change it made): never by
    // itself on focus, reconnect or failure, so it sends the same requests as before the cache.
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});
