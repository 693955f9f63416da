import type { ExamType } from '@shared/accounts';
import type { MockTestSummary } from '@shared/api/mock';
import type { MockCategory } from '@shared/mock';
import { api } from '@frontend/api/client';
import { useApiQuery } from '@frontend/app/data/use-api-query';

/** Cache key of the mock list: one per viewer and exam type, since attempts and locks are the viewer's. */
export const mockListKey = (viewer: string, examType: ExamType) => `mocktest.fetchAllMockTest:${viewer}:${examType}`;

/** The mocks of every category with the viewer's attempts and credits (mocktest.fetchAllMockTest). */
export function useFetchAllMockTest({ viewer, examType, anonymousId }: { viewer: string; examType: ExamType; anonymousId: string | undefined }) {
  return useApiQuery(mockListKey(viewer, examType), async () => (await api.mocktest.fetchAllMockTest({ anonymousId, examType })).data);
}

/**
 * The session to open for a mock: the one in progress (resumed without a call), a visitor's free
 * mock (startFreeMockTest), or a new attempt (startMockTest, which spends a credit).
 */
export async function startSession(mock: MockTestSummary, visitor: { anonymousId: string | undefined; examType: ExamType }): Promise<string> {
  if (mock.inProgressSessionId) return mock.inProgressSessionId;
  if (mock.kind === 'free' && visitor.anonymousId) {
    return (await api.mocktest.startFreeMockTest({ anonymousId: visitor.anonymousId, examType: visitor.examType })).data.sessionId;
  }
  return (await api.mocktest.startMockTest({ mockTestId: mock.mockTestId })).data.sessionId;
}

/** A fresh mock of a category drawn for the student (mocktest.createRandomMockTest). */
export async function createRandomMock(category: MockCategory): Promise<MockTestSummary> {
  return (await api.mocktest.createRandomMockTest({ category })).data;
}


/** Abandons a session in progress (mocktest.deleteMockTest); its credit is not returned. */
export async function discardSession(sessionId: string): Promise<void> {
  await api.mocktest.deleteMockTest({ sessionId });
}
