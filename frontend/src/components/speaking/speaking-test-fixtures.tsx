// Test helpers of the speaking component tests (not imported by the app).
import { ThemeProvider } from '@aws-amplify/ui-react';
import type { SpeechAnalysis, User } from '@shared/api';
import { QuestionSchema } from '@shared/exam';
import type { Question, QuestionInput } from '@shared/exam';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { studentOf as baseStudentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

export const JOB_ID = '7b0c5a52-4b6f-4f53-9d59-0d6f3c1b2a01';
export const UPLOAD_ID = '1f2e3d4c-5b6a-4789-8abc-def012345678';
export const UPLOAD_URL = 'http://localhost/uploads/recording.wav';

/** A student with 15 of 20 AI speaking credits left. */
export const studentOf = (overrides: Partial<User> = {}): User =>
  baseStudentOf({ id: 'user-speaking', firstName: 'Sam', speakingCredits: 20, speakingCreditsUsed: 5, ...overrides });

export const readAloud = (overrides: Partial<QuestionInput> = {}): Question =>
  QuestionSchema.parse({ uid: 'SRA-0001', section: 'Speaking', title: 'Coral Reefs', topic: 'Coral reefs occupy little space.', ...overrides });

export const repeatSentence = (overrides: Partial<QuestionInput> = {}): Question =>
  QuestionSchema.parse({ uid: 'SRS-0001', section: 'Speaking', title: 'Library', track: 'SRS-0001', transcript: 'The library will be closed.', ...overrides });

/** A Read Aloud analysis: 'reefs' and 'little space' omitted. */
export function analysisOf(overrides: Partial<SpeechAnalysis> = {}): SpeechAnalysis {
  return {
    score: 11,
    max: 15,
    successful: true,
    transcript: 'coral occupy',
    recordingSeconds: 2.4,
    transcriber: 'pocketsphinx',
    traits: [
      {
        name: 'Content',
        score: 3,
        max: 5,
        comment: '2 of 5 words read as written: 3 of 5 points.',
        evidence: {
          kind: 'alignment',
          errors: 1,
          steps: [
            { op: 'match', reference: 'coral', spoken: 'coral' },
            { op: 'omit', reference: 'reefs' },
            { op: 'match', reference: 'occupy', spoken: 'occupy' },
          ],
        },
      },
      {
        name: 'Pronunciation',
        score: 4,
        max: 5,
        comment: 'Recognition confidence 0.82 across 2 words: 4 of 5 points.',
        evidence: { kind: 'pronunciation', confidence: 0.82, floor: 0.5, ceiling: 0.9, judgedWords: 2, omittedWords: 0, unclearWords: [] },
      },
      {
        name: 'Oral fluency',
        score: 4,
        max: 5,
        comment: '110 words per minute, 0 pauses over 0.6 s, 0 hesitations: 4 of 5 points.',
        evidence: { kind: 'fluency', wordsPerMinute: 110, rate: 1.8, floor: 0, ceiling: 2, pauses: 0, longestPause: 0.2, hesitations: [], repetitions: [], speakingSeconds: 1.1 },
      },
    ],
    ...overrides,
  };
}

/** The happy path of a submission: upload, submit (9 credits left), then `polls` pending answers before the analysis. */
/** The speaking calls answered: the job is pending `polls` times, then done with `analysis`, or failed with `failure` when given. */
export function stubSpeechApi({ analysis = analysisOf(), polls = 2, upload = 200, failure }: { analysis?: SpeechAnalysis; polls?: number; upload?: number; failure?: string } = {}) {
  let asked = 0;
  return stubApi({
    '/api/analysis/createSpeechUpload': () => ({ body: { uploadId: UPLOAD_ID, url: UPLOAD_URL, headers: { 'content-type': 'audio/wav' }, expiresAt: 1 } }),
    '/uploads/recording.wav': () => ({ status: upload }),
    '/api/analysis/submitSpeech': () => ({ body: { jobId: JOB_ID, credits: { unlimited: false, left: 9, total: 10 } } }),
    '/api/analysis/fetchSpeechAnalysis': () => {
      if (++asked <= polls) return { body: { status: 'pending' } };
      return failure === undefined ? { body: { status: 'done', result: analysis } } : { body: { status: 'failed', message: failure } };
    },
  });
}

export function renderInApp(ui: ReactNode) {
  return render(
    <ThemeProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}
