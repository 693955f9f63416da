import type { MockAnswer } from '@shared/mock';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { mockListKeys } from '@frontend/features/mock-test/use-mock-list';

/** A session and who asks for it: a student by token, a visitor by this browser's anonymous id. */
interface SessionIds {
  sessionId: string;
  anonymousId: string | undefined;
}

/** Cache keys of a mock session as the runner loads it: one per session. */
export const mockSessionKeys = {
  all: ['mocktest.loadMockTest'] as const,
  of: (sessionId: string) => [...mockSessionKeys.all, sessionId] as const,
};

/**
 * Loads a session with where it stands (mocktest.loadMockTest), through the cache but always from
 * the server: the runner reads it again after each part and after a 409, in order with its writes,
 * so the read is a step of its queue rather than a query rendered on its own. Its failures are the
 * runner's to show.
 */
export function useLoadMockTest() {
  return useCallback(
    (ids: SessionIds) =>
      queryClient.fetchQuery({
        queryKey: mockSessionKeys.of(ids.sessionId),
        queryFn: async () => (await api.mocktest.loadMockTest(ids)).data,
        staleTime: 0,
        meta: { ownsError: () => true },
      }),
    [],
  );
}

/** Saves the answer of the item on screen and moves on (mocktest.saveMockTestQuestion); the loaded session is stale. */
export function useSaveMockTestQuestion() {
  return useMutation(
    {
      mutationFn: async (input: SessionIds & { uid: string; answer: MockAnswer }) => (await api.mocktest.saveMockTestQuestion(input)).data,
      onSuccess: (_position, { sessionId }) => void queryClient.invalidateQueries({ queryKey: mockSessionKeys.of(sessionId) }),
    },
    queryClient,
  );
}

/** Closes a part (mocktest.saveMockTestEndSection); the loaded session is stale. */
export function useSaveMockTestEndSection() {
  return useMutation(
    {
      mutationFn: async (input: SessionIds & { part: number }) => (await api.mocktest.saveMockTestEndSection(input)).data,
      onSuccess: (_position, { sessionId }) => void queryClient.invalidateQueries({ queryKey: mockSessionKeys.of(sessionId) }),
    },
    queryClient,
  );
}

/** Submits the test (mocktest.submitMockTest): the session and the list of mocks (its attempt is no longer in progress) are stale. */
export function useSubmitMockTest() {
  return useMutation(
    {
      mutationFn: async (input: SessionIds) => (await api.mocktest.submitMockTest(input)).data,
      onSuccess: (_submitted, { sessionId }) => {
        void queryClient.invalidateQueries({ queryKey: mockSessionKeys.of(sessionId) });
        void queryClient.invalidateQueries({ queryKey: mockListKeys.all });
      },
    },
    queryClient,
  );
}

/** A presigned PUT for the recording of one speaking item (mocktest.createMockRecordingUpload). */
export function useCreateMockRecordingUpload() {
  return useMutation(
    {
      mutationFn: async (input: SessionIds & { uid: string; bytes: number }) => (await api.mocktest.createMockRecordingUpload(input)).data,
    },
    queryClient,
  );
}

/** Sends an uploaded part of a speaking answer still being recorded to be recognised at once (mocktest.recogniseMockSpeechPart). */
export function useRecogniseMockSpeechPart() {
  return useMutation(
    {
      mutationFn: async (input: SessionIds & { uid: string; uploadId: string }) => (await api.mocktest.recogniseMockSpeechPart(input)).data,
    },
    queryClient,
  );
}
