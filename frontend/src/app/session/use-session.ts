import { useSyncExternalStore } from 'react';
import type { User } from '@shared/api';
import type { Viewer } from '@frontend/app/session/access';
import { session } from '@frontend/app/session/session-store';
import type { SessionState } from '@frontend/app/session/session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** The signed-in user, or undefined for visitors and while a session is restoring. */
export function useCurrentUser(): User | undefined {
  const state = useSession();
  return state.status === 'signedIn' ? state.user : undefined;
}

/** The viewer as the guards see it. */
export function viewerOf(state: SessionState): Viewer {
  if (state.status === 'visitor') return 'visitor';
  if (state.status === 'restoring') return 'restoring';
  return state.user.platformAccess === 'admin' ? 'admin' : 'student';
}
