import { useCallback, useSyncExternalStore } from 'react';
import { examTypes } from '@shared/accounts';
import type { ExamType } from '@shared/accounts';
import { api } from '@frontend/api/client';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { session } from '@frontend/app/session/session-store';
import { useCurrentUser } from '@frontend/app/session/use-session';

/** Browser storage of a visitor's exam type (spec §6: visitors keep it in browser storage). */
export const EXAM_TYPE_STORAGE_KEY = 'pte.examType';
const defaultExamType: ExamType = 'Academic';

const listeners = new Set<() => void>();

function readVisitorExamType(): ExamType {
  try {
    const raw = window.localStorage.getItem(EXAM_TYPE_STORAGE_KEY);
    return (examTypes as readonly string[]).includes(raw ?? '') ? (raw as ExamType) : defaultExamType;
  } catch {
    return defaultExamType;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === EXAM_TYPE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Changes the exam type: a signed-in user's is stored with toggleExamType (shown at once and put
 * back if the call fails); a visitor's stays in this browser. A plain function rather than a
 * useMutation hook: the shell's switch uses it, and the query library stays out of the chunk every
 * first visit loads (see app/data/query-client.ts); the user lives in the session store.
 */
export async function changeExamType(examType: ExamType): Promise<void> {
  const current = session.get();
  if (current.status !== 'signedIn') {
    try {
      window.localStorage.setItem(EXAM_TYPE_STORAGE_KEY, examType);
    } catch {
      // Blocked storage: nothing to keep.
    }
    for (const listener of listeners) listener();
    return;
  }
  const before = current.user;
  session.setUser({ ...before, examType });
  try {
    const { data } = await api.users.toggleExamType({ examType, isAuthenticated: true });
    if (data.user) session.setUser(data.user);
  } catch (error) {
    if (session.get().status === 'signedIn') session.setUser(before);
    handleApiError(error);
  }
}

/** The exam type in use: the signed-in user's, or the visitor's stored choice. */
export function useExamType(): { examType: ExamType; setExamType: (examType: ExamType) => void } {
  const user = useCurrentUser();
  const visitorExamType = useSyncExternalStore(subscribe, readVisitorExamType, () => defaultExamType);
  const setExamType = useCallback((examType: ExamType) => void changeExamType(examType), []);
  return { examType: user?.examType ?? visitorExamType, setExamType };
}
