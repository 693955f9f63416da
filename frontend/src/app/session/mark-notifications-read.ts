import { api } from '@frontend/api/client';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { session } from '@frontend/app/session/session-store';

/**
 * Marks one notification read (users.markHasRead), or all of them (users.markAllHasRead); the
 * session's user becomes the server's copy, which the bell follows. A plain function rather than
 * a useMutation hook: the bell is part of the shell, which every first visit loads, and the query
 * library stays out of that chunk (see app/data/query-client.ts); the user it changes lives in
 * the session store, not the query cache.
 */
export async function markNotificationsRead(notificationId: string | undefined): Promise<void> {
  try {
    const { data } = notificationId ? await api.users.markHasRead({ notificationId }) : await api.users.markAllHasRead({});
    session.setUser(data.user);
  } catch (error) {
    handleApiError(error);
  }
}
