import { useMutation } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { jobQuery } from '@frontend/app/data/poll-query';

/** Cache keys of writing analysis jobs: one per job, whoever asks (the job id is the secret). */
export const writingAnalysisKeys = {
  all: ['analysis.fetchWritingAnalysis'] as const,
  job: (jobId: string) => [...writingAnalysisKeys.all, jobId] as const,
};

/** One writing analysis job (analysis.fetchWritingAnalysis), asked while it is pending; waitForJob waits for its end. */
export const writingAnalysisQuery = (jobId: string) => jobQuery(writingAnalysisKeys.job(jobId), async () => (await api.analysis.fetchWritingAnalysis({ jobId })).data);

/**
 * Starts the AI analysis of a writing answer (analysis.analyseWritingText) and gives its job id.
 * Nothing cached changes yet: the student's writings change when the finished job is saved.
 */
export function useAnalyseWritingText() {
  return useMutation(
    {
      mutationFn: async (input: { uid: string; text: string; isMockTest: boolean }) => (await api.analysis.analyseWritingText(input)).data.jobId,
    },
    queryClient,
  );
}
