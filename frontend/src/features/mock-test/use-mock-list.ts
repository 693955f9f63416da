import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ExamType } from '@shared/accounts';
import type { MockTestSummary } from '@shared/api/mock';
import type { MockCategory } from '@shared/mock';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

/** Cache keys of the mock list: one per viewer, exam type, category and page, since attempts and locks are the viewer's. */
export const mockListKeys = {
  all: ['mocktest.fetchAllMockTest'] as const,
  of: (viewer: string, examType: ExamType, category: MockCategory, page: number) => [...mockListKeys.all, viewer, examType, category, page] as const,
};

interface MockListQuery {
  viewer: string;
  examType: ExamType;
  anonymousId: string | undefined;
  category: MockCategory;
  page: number;
}

/**
 * One page of a category's mocks with the viewer's attempts and credits, and a visitor's free mock
 * (mocktest.fetchAllMockTest). The page shown stays while the next one loads.
 */
export function useFetchAllMockTest({ viewer, examType, anonymousId, category, page }: MockListQuery) {
  return useQuery(
    {
      queryKey: mockListKeys.of(viewer, examType, category, page),
      queryFn: async () => (await api.mocktest.fetchAllMockTest({ anonymousId, examType, category, page })).data,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}

/**
 * The session to open for a mock: the one in progress (resumed without a call), a visitor's free
 * mock (startFreeMockTest), or a new attempt (startMockTest, which spends a credit). The list is
 * marked stale, not reloaded: the page is on its way to the runner and reloads the list on return.
 */
export function useStartMockTest() {
  return useMutation(
    {
      mutationFn: async ({ mock, anonymousId, examType }: { mock: MockTestSummary; anonymousId: string | undefined; examType: ExamType }): Promise<string> => {
        if (mock.inProgressSessionId) return mock.inProgressSessionId;
        if (mock.kind === 'free' && anonymousId) return (await api.mocktest.startFreeMockTest({ anonymousId, examType })).data.sessionId;
        return (await api.mocktest.startMockTest({ mockTestId: mock.mockTestId })).data.sessionId;
      },
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockListKeys.all, refetchType: 'none' }),
    },
    queryClient,
  );
}

/** A fresh mock of a category drawn for the student (mocktest.createRandomMockTest); the list reloads to show it. */
export function useCreateRandomMockTest() {
  return useMutation(
    {
      mutationFn: async (category: MockCategory) => (await api.mocktest.createRandomMockTest({ category })).data,
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockListKeys.all }),
    },
    queryClient,
  );
}

/** Abandons a session in progress (mocktest.deleteMockTest; its credit is not returned); the list reloads. */
export function useDeleteMockTest() {
  return useMutation(
    {
      mutationFn: async (sessionId: string) => void (await api.mocktest.deleteMockTest({ sessionId })),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockListKeys.all }),
    },
    queryClient,
  );
}
