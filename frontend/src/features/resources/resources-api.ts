import type { WordInfo, WordList } from '@shared/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

export type { WordInfo, WordList };

/** Cache keys of the resources area: the PDFs, the word lists, one word and a student's saved words. */
export const resourcesKeys = {
  resources: ['landing.fetchResources'] as const,
  wordLists: ['analysis.fetchWordLists'] as const,
  word: (word: string) => ['analysis.getWordInfo', word] as const,
  savedWords: (userId: string) => ['analysis.fetchSavedWords', userId] as const,
};

/** The study resources, each a PDF (landing.fetchResources). */
export function useFetchResources() {
  return useQuery({ queryKey: resourcesKeys.resources, queryFn: async () => (await api.landing.fetchResources({})).data.resources, staleTime: 5 * 60_000 }, queryClient);
}

/** The academic word lists with every entry (analysis.fetchWordLists). */
export function useFetchWordLists() {
  return useQuery({ queryKey: resourcesKeys.wordLists, queryFn: async () => (await api.analysis.fetchWordLists({})).data.lists, staleTime: Infinity }, queryClient);
}

/** One word looked up (analysis.getWordInfo); a word no list holds is a 404, not retried. */
export function useGetWordInfo(word: string) {
  return useQuery(
    {
      queryKey: resourcesKeys.word(word),
      queryFn: async () => (await api.analysis.getWordInfo({ word })).data,
      enabled: word !== '',
      staleTime: Infinity,
      // The lookup shows "not in our lists" itself; other failures reach the central handler.
      meta: { ownsError: (error) => error instanceof ApiError && error.status === 404 },
    },
    queryClient,
  );
}

/** The signed-in student's saved words (analysis.fetchSavedWords); off for visitors. */
export function useFetchSavedWords(userId: string | undefined) {
  return useQuery({ queryKey: resourcesKeys.savedWords(userId ?? ''), queryFn: async () => (await api.analysis.fetchSavedWords({})).data.words, enabled: userId !== undefined }, queryClient);
}

/** Saves or forgets a word (analysis.saveWord); the cache takes the saved words it answers. */
export function useSaveWord(userId: string) {
  return useMutation(
    {
      mutationFn: async (input: { word: string; saved: boolean }) => (await api.analysis.saveWord(input)).data.words,
      onSuccess: (words) => queryClient.setQueryData(resourcesKeys.savedWords(userId), words),
    },
    queryClient,
  );
}
