import type { SavedWriting } from '@shared/api';
import { useEffect } from 'react';
import { api } from '@frontend/api/client';
import { useApiQuery } from '@frontend/app/data/use-api-query';
import { useCurrentUser } from '@frontend/app/session/use-session';

/** Cache key of a student's writings for one question (per user, since they are the user's own). */
export const userWritingsKey = (uid: string, userId: string | undefined) => `analysis.fetchUserWritings:${uid}:${userId ?? 'visitor'}`;

// useAnalyseWriting announces each saved writing here, so an open list shows it without wiring.
const savedListeners = new Set<(uid: string) => void>();

/** Tells the lists of `uid` that a writing was saved. */
export function announceWritingSaved(uid: string): void {
  for (const listener of savedListeners) listener(uid);
}

/**
 * The signed-in student's previous writings for a question, newest first (practice.md §2). A
 * visitor has none and nothing is fetched; the list reloads after each save by useAnalyseWriting.
 */
export function useUserWritings(uid: string) {
  const user = useCurrentUser();
  const signedIn = user !== undefined;
  const query = useApiQuery<SavedWriting[]>(userWritingsKey(uid, user?.id), async () => {
    if (!signedIn) return [];
    const { data } = await api.analysis.fetchUserWritings({ uid });
    return [...data.writings].sort((a, b) => b.createdAt - a.createdAt);
  });
  const { refetch } = query;

  useEffect(() => {
    if (!signedIn) return;
    const listener = (saved: string) => saved === uid && refetch();
    savedListeners.add(listener);
    return () => {
      savedListeners.delete(listener);
    };
  }, [uid, signedIn, refetch]);

  return { ...query, signedIn };
}
