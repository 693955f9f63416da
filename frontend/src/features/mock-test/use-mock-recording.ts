import type { MockSpeechAnswer } from '@shared/mock';
import { useCallback, useRef, useState } from 'react';
import type { Take } from '@frontend/components/recorder/use-recorder';
import { uploadRecording } from '@frontend/features/answering';
import { useCreateMockRecordingUpload } from '@frontend/features/mock-test/mock-session-api';

export type RecordingStatus = 'none' | 'uploading' | 'saved' | 'failed';

/**
 * The recording of one speaking item of a mock test: uploaded as soon as the recorder hands it
 * over (a presigned PUT from createMockRecordingUpload), so that Next, or the part's time-up, saves
 * { kind: 'speech', uploadId } with the browser's transcript when it gave one. `answer` waits for
 * an upload on its way; without a recording (none yet, or a failed upload) it is an empty speech answer.
 */
export function useMockRecording({ sessionId, uid, anonymousId }: { sessionId: string; uid: string; anonymousId: string | undefined }) {
  const { mutateAsync: createMockRecordingUpload } = useCreateMockRecordingUpload();
  const [status, setStatus] = useState<RecordingStatus>('none');
  const take = useRef<Take | undefined>(undefined);
  const pending = useRef<Promise<MockSpeechAnswer> | undefined>(undefined);

  const upload = useCallback(
    (recorded: Take) => {
      take.current = recorded;
      setStatus('uploading');
      pending.current = (async (): Promise<MockSpeechAnswer> => {
        try {
          const data = await createMockRecordingUpload({ sessionId, uid, bytes: recorded.wav.length, anonymousId });
          if (await uploadRecording(data.url, data.headers, recorded.wav)) {
            setStatus('saved');
            return { kind: 'speech', uploadId: data.uploadId, ...(recorded.browserTranscript ? { browserTranscript: recorded.browserTranscript } : {}) };
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
    if (take.current) upload(take.current);
  }, [upload]);

  const answer = useCallback(async (): Promise<MockSpeechAnswer> => (await pending.current) ?? { kind: 'speech' }, []);

  return { status, upload, retry, answer };
}
