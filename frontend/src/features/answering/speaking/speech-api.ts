import { useMutation } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { jobQuery } from '@frontend/app/data/poll-query';

/** Cache keys of speech analysis jobs: one per job, whoever asks (the job id is the secret). */
export const speechAnalysisKeys = {
  all: ['analysis.fetchSpeechAnalysis'] as const,
  job: (jobId: string) => [...speechAnalysisKeys.all, jobId] as const,
};

/** One speech analysis job (analysis.fetchSpeechAnalysis), asked while it is pending; waitForJob waits for its end. */
export const speechAnalysisQuery = (jobId: string) => jobQuery(speechAnalysisKeys.job(jobId), async () => (await api.analysis.fetchSpeechAnalysis({ jobId })).data);

/** A presigned PUT for one recording (analysis.createSpeechUpload). */
export function useCreateSpeechUpload() {
  return useMutation(
    {
      mutationFn: async (input: { uid: string; bytes: number; anonymousId: string | undefined }) => (await api.analysis.createSpeechUpload(input)).data,
    },
    queryClient,
  );
}

/**
 * Submits an uploaded recording for AI scoring (analysis.submitSpeech): its job id and the credits
 * the server counts now, which the speaking screen takes over (the session user is refreshed there).
 */
export function useSubmitSpeech() {
  return useMutation(
    {
      mutationFn: async (input: {
        uid: string;
        uploadId: string;
        anonymousId: string | undefined;
        isMockTest: boolean;
        browserTranscript?: { text: string; confidence: number };
        parts?: { uploadId: string; startSample: number }[];
      }) => (await api.analysis.submitSpeech(input)).data,
    },
    queryClient,
  );
}

/** Sends an uploaded part of an answer being recorded to be recognised at once (analysis.recogniseSpeechPart). */
export function useRecogniseSpeechPart() {
  return useMutation(
    {
      mutationFn: async (input: { uid: string; uploadId: string; anonymousId: string | undefined }) => (await api.analysis.recogniseSpeechPart(input)).data,
    },
    queryClient,
  );
}

/** The recording's bytes up to the presigned URL; false when the storage refused or could not be reached. */
export async function uploadRecording(url: string, headers: Record<string, string>, wav: Uint8Array): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'PUT', headers, body: new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }) });
    return response.ok;
  } catch {
    return false;
  }
}
