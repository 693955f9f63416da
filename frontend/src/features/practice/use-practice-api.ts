import type { ItemTypeCode, Question, Section } from '@shared/exam';
import type { Attempt, Contract, OutputOf, QuestionSummary } from '@shared/api';
import { skipToken, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiError } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

type FetchedQuestion = OutputOf<Contract['questions']['fetchQuestion']>;

/** Cache keys of the practice area: one per viewer, since "done", attempts and locks are the viewer's. */
export const practiceKeys = {
  counts: ['questions.fetchQuestionCounts'] as const,
  countsOf: (section: Section, viewer: string) => [...practiceKeys.counts, section, viewer] as const,
  lists: ['questions.fetchQuestions'] as const,
  listOf: (type: ItemTypeCode | undefined, prediction: boolean, viewer: string) => [...practiceKeys.lists, type, prediction, viewer] as const,
  question: ['questions.fetchQuestion'] as const,
  questionOf: (uid: string, viewer: string) => [...practiceKeys.question, uid, viewer] as const,
};

/** The per-type totals and the viewer's done counts of one section (questions.fetchQuestionCounts). */
export function useFetchQuestionCounts(section: Section, viewer: string) {
  return useQuery({ queryKey: practiceKeys.countsOf(section, viewer), queryFn: async () => (await api.questions.fetchQuestionCounts({ section })).data.counts }, queryClient);
}

export interface QuestionListState {
  status: 'loading' | 'success' | 'error';
  items: QuestionSummary[];
  total: number;
  cursor?: string;
  loadingMore: boolean;
}

/**
 * The questions of one type (questions.fetchQuestions; prediction narrows to predicted ones), a
 * page of 20 at a time. A page that fails to load more keeps the pages already shown.
 */
export function useFetchQuestions(type: ItemTypeCode | undefined, prediction: boolean, viewer: string) {
  const query = useInfiniteQuery(
    {
      queryKey: practiceKeys.listOf(type, prediction, viewer),
      queryFn: type ? async ({ pageParam }) => (await api.questions.fetchQuestions({ type, prediction: prediction || undefined, limit: 20, cursor: pageParam })).data : skipToken,
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.cursor,
    },
    queryClient,
  );
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  const state: QuestionListState = {
    status: query.data ? 'success' : query.isError ? 'error' : 'loading',
    items: pages.flatMap((page) => page.items),
    total: last?.total ?? 0,
    ...(last?.cursor !== undefined ? { cursor: last.cursor } : {}),
    loadingMore: query.isFetchingNextPage,
  };
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { state, loadMore };
}

export type QuestionState =
  | { status: 'loading' }
  | { status: 'success'; question: Question; previous?: string; next?: string; attempts: Attempt[] }
  /** 403: not a sample and no paid plan. */
  | { status: 'locked' }
  | { status: 'notFound' }
  | { status: 'error' };

/** A locked (403) or unknown (404) question is a state of the screen, not an error for the snackbar. */
const isRefusal = (error: Error) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/** One question with its answers, neighbours and the viewer's attempts (questions.fetchQuestion). */
export function useFetchQuestion(uid: string, viewer: string) {
  const query = useQuery({ queryKey: practiceKeys.questionOf(uid, viewer), queryFn: async () => (await api.questions.fetchQuestion({ uid })).data, meta: { ownsError: isRefusal } }, queryClient);
  const { data, error, refetch } = query;
  const state: QuestionState = data
    ? { status: 'success', ...data }
    : error instanceof ApiError && error.status === 403
      ? { status: 'locked' }
      : error instanceof ApiError && error.status === 404
        ? { status: 'notFound' }
        : error
          ? { status: 'error' }
          : { status: 'loading' };
  return { state, refetch: useCallback(() => void refetch(), [refetch]) };
}

/** The practice lists and counts show what the viewer has done: both are stale after an answer. */
function invalidateDone() {
  void queryClient.invalidateQueries({ queryKey: practiceKeys.lists });
  void queryClient.invalidateQueries({ queryKey: practiceKeys.counts });
}

/**
 * Records a practice score (questions.setPracticeScore, practice.md §4): the answer says whether
 * the server keeps it, with the attempts it keeps, which become the viewer's cached question's.
 */
export function useSetPracticeScore(viewer: string) {
  return useMutation(
    {
      mutationFn: async (input: { uid: string; score: number; max: number; successful: boolean; isAuthenticated: boolean; seconds?: number }) =>
        (
          await api.questions.setPracticeScore({
            uid: input.uid,
            score: `${input.score}/${input.max}`,
            successful: input.successful,
            isAuthenticated: input.isAuthenticated,
            ...(input.seconds !== undefined ? { seconds: input.seconds } : {}),
          })
        ).data,
      onSuccess: ({ recorded, attempts }, { uid }) => {
        if (recorded) queryClient.setQueryData<FetchedQuestion>(practiceKeys.questionOf(uid, viewer), (cached) => cached && { ...cached, attempts });
        invalidateDone();
      },
    },
    queryClient,
  );
}

/** Marks a question done for a signed-in student (questions.saveQuestionDone: writing answers, whose score comes with the AI analysis). */
export function useSaveQuestionDone() {
  return useMutation(
    {
      mutationFn: async (uid: string) => void (await api.questions.saveQuestionDone({ uid })),
      onSuccess: invalidateDone,
    },
    queryClient,
  );
}
