import type { ItemTypeCode, Question, Section } from '@shared/exam';
import type { Attempt, QuestionSummary } from '@shared/api';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { handleApiError } from '@frontend/app/errors/handle-api-error';

/** Cache key of the per-type counts (one per section and viewer, since "done" is the viewer's). */
export const questionCountsKey = (section: Section, viewer: string) => ['questions.fetchQuestionCounts', section, viewer] as const;

/** The per-type totals and the viewer's done counts of one section. */
export function useFetchQuestionCounts(section: Section, viewer: string) {
  return useQuery({ queryKey: questionCountsKey(section, viewer), queryFn: async () => (await api.questions.fetchQuestionCounts({ section })).data.counts }, queryClient);
}

export interface QuestionListState {
  status: 'loading' | 'success' | 'error';
  items: QuestionSummary[];
  total: number;
  cursor?: string;
  loadingMore: boolean;
}

/** The questions of one type (prediction narrows to predicted ones), a page at a time. */
export function useFetchQuestions(type: ItemTypeCode | undefined, prediction: boolean, viewer: string) {
  const [state, setState] = useState<QuestionListState>({ status: 'loading', items: [], total: 0, loadingMore: false });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!type) return;
    let active = true;
    setState({ status: 'loading', items: [], total: 0, loadingMore: false });
    api.questions.fetchQuestions({ type, prediction: prediction || undefined, limit: 20 }).then(
      ({ data }) => active && setState({ status: 'success', items: data.items, total: data.total, cursor: data.cursor, loadingMore: false }),
      (error: unknown) => {
        if (!active) return;
        handleApiError(error);
        setState({ status: 'error', items: [], total: 0, loadingMore: false });
      },
    );
    return () => {
      active = false;
    };
  }, [type, prediction, viewer, generation]);

  const loadMore = useCallback(() => {
    if (!type || !state.cursor || state.loadingMore) return;
    setState((current) => ({ ...current, loadingMore: true }));
    api.questions.fetchQuestions({ type, prediction: prediction || undefined, limit: 20, cursor: state.cursor }).then(
      ({ data }) => setState((current) => ({ status: 'success', items: [...current.items, ...data.items], total: data.total, cursor: data.cursor, loadingMore: false })),
      (error: unknown) => {
        handleApiError(error);
        setState((current) => ({ ...current, loadingMore: false }));
      },
    );
  }, [type, prediction, state.cursor, state.loadingMore]);

  return { state, loadMore, refetch: useCallback(() => setGeneration((value) => value + 1), []) };
}

export type QuestionState =
  | { status: 'loading' }
  | { status: 'success'; question: Question; previous?: string; next?: string; attempts: Attempt[] }
  /** 403: not a sample and no paid plan. */
  | { status: 'locked' }
  | { status: 'notFound' }
  | { status: 'error' };

/**
 * One question with its answers, neighbours and the viewer's attempts. A locked (403) or unknown
 * (404) question is a state of the screen, not an error for the snackbar.
 */
export function useFetchQuestion(uid: string, viewer: string) {
  const [state, setState] = useState<QuestionState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    api.questions.fetchQuestion({ uid }).then(
      ({ data }) => active && setState({ status: 'success', ...data }),
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 403) return setState({ status: 'locked' });
        if (error instanceof ApiError && error.status === 404) return setState({ status: 'notFound' });
        handleApiError(error);
        setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [uid, viewer, generation]);

  return { state, refetch: useCallback(() => setGeneration((value) => value + 1), []) };
}

/** Records a practice score (practice.md §4); resolves with the attempts the server keeps, if any. */
export async function recordPracticeScore(input: { uid: string; score: number; max: number; successful: boolean; isAuthenticated: boolean }): Promise<{ recorded: boolean; attempts: Attempt[] } | undefined> {
  try {
    const { data } = await api.questions.setPracticeScore({ uid: input.uid, score: `${input.score}/${input.max}`, successful: input.successful, isAuthenticated: input.isAuthenticated });
    return data;
  } catch (error) {
    handleApiError(error);
    return undefined;
  }
}

/** Marks a question done for a signed-in student (writing answers, whose score comes with the AI analysis). */
export async function markQuestionDone(uid: string): Promise<void> {
  try {
    await api.questions.saveQuestionDone({ uid });
  } catch (error) {
    handleApiError(error);
  }
}
