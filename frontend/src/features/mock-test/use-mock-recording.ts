import type { MockSpeechAnswer } from '@shared/mock';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Take } from '@frontend/components/recorder/use-recorder';
import { uploadRecording } from '@frontend/features/answering';
import type { SentPart, SpeechPartCalls } from '@frontend/features/answering';
import { useCreateMockRecordingUpload, useRecogniseMockSpeechPart } from '@frontend/features/mock-test/mock-session-api';

export type RecordingStatus = 'none' | 'uploading' | 'saved' | 'failed';

/**
 * The recording of one speaking item of a mock test. While it is recorded, the speaking screen
 * sends it in parts through `partCalls` (the mock's own calls, which the mock pays for), so that
 * its analysis has only the last seconds left when the answer is saved. The whole recording is
 * uploaded as soon as the recorder hands it over (a presigned PUT from createMockRecordingUpload),
 * so that Next, or the part's time-up, saves { kind: 'speech', uploadId } with the parts sent and
 * the browser's transcript when it gave one. `answer` waits for an upload on its way; without a
 * recording (none yet, or a failed upload) it is an empty speech answer.
 */
export function useMockRecording({ sessionId, uid, anonymousId }: { sessionId: string; uid: string; anonymousId: string | undefined }) {
  const { mutateAsync: createMockRecordingUpload } = useCreateMockRecordingUpload();
  const { mutateAsync: recogniseMockSpeechPart } = useRecogniseMockSpeechPart();
  const [status, setStatus] = useState<RecordingStatus>('none');
  const take = useRef<{ recorded: Take; partsSent: Promise<SentPart[]> } | undefined>(undefined);
  const pending = useRef<Promise<MockSpeechAnswer> | undefined>(undefined);

  const partCalls = useMemo<SpeechPartCalls>(
    () => ({
      createUpload: (bytes) => createMockRecordingUpload({ sessionId, uid, bytes, anonymousId }),
      recognise: (uploadId) => recogniseMockSpeechPart({ sessionId, uid, uploadId, anonymousId }),
    }),
    [sessionId, uid, anonymousId, createMockRecordingUpload, recogniseMockSpeechPart],
  );

  const upload = useCallback(
    (recorded: Take, partsSent: Promise<SentPart[]>) => {
      take.current = { recorded, partsSent };
      setStatus('uploading');
      pending.current = (async (): Promise<MockSpeechAnswer> => {
        try {
          const [data, parts] = await Promise.all([createMockRecordingUpload({ sessionId, uid, bytes: recorded.wav.length, anonymousId }), partsSent]);
          if (await uploadRecording(data.url, data.headers, recorded.wav)) {
            setStatus('saved');
            return {
              kind: 'speech',
              uploadId: data.uploadId,
              ...(recorded.browserTranscript ? { browserTranscript: recorded.browserTranscript } : {}),
              ...(parts.length > 0 ? { parts } : {}),
            };
          }
        } catch {
          // Refused or unreachable: the same as a refused upload.
        }
        setStatus('failed');
        return { kind: 'speech' };
      })();
    },
    [sessionId, uid, anonymousId, createMockRecordingUpload],
  );

  /** Uploads the same recording again after a failure. */
  const retry = useCallback(() => {
    if (take.current) upload(take.current.recorded, take.current.partsSent);
  }, [upload]);

  const answer = useCallback(async (): Promise<MockSpeechAnswer> => (await pending.current) ?? { kind: 'speech' }, []);

  return { status, upload, retry, answer, partCalls };
}
