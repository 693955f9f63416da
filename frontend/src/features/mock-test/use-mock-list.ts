import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExamType } from '@shared/accounts';
import type { MockTestSummary } from '@shared/api/mock';
import type { MockCategory } from '@shared/mock';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

/** Cache keys of the mock list: one per viewer and exam type, since attempts and locks are the viewer's. */
export const mockListKeys = {
  all: ['mocktest.fetchAllMockTest'] as const,
  of: (viewer: string, examType: ExamType) => [...mockListKeys.all, viewer, examType] as const,
};

/** The mocks of every category with the viewer's attempts and credits (mocktest.fetchAllMockTest). */
export function useFetchAllMockTest({ viewer, examType, anonymousId }: { viewer: string; examType: ExamType; anonymousId: string | undefined }) {
  return useQuery({ queryKey: mockListKeys.of(viewer, examType), queryFn: async () => (await api.mocktest.fetchAllMockTest({ anonymousId, examType })).data }, queryClient);
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
