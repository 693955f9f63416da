import { speakingCreditTexts } from '@shared/accounts';
import { silenceStopSeconds } from '@shared/exam';
import { nothingRecorded } from '@shared/scoring';
import { RECORDER_TEXTS } from '@frontend/components/recorder/texts';
import type { AnswerMark } from '@frontend/features/answering/speaking/marked-answer';

/**
 * Texts of the speaking screen. Quoted exactly from practice.md: 'Your recorded speech',
 * 'Silence detected', 'Silence detection feature', 'Open Settings', 'Error 2: Contact team',
 * 'AI Score analysis', 'Your answer:', 'Sample answer:', 'Real audio:', 'nothing recorded' and
 * the credit messages (shared/accounts).
 */
export const SPEAKING_TEXTS = {
  task: 'Task',
  content: {
    region: 'Question',
    hidden: 'Press Start when you are ready: the question shows and the countdown begins.',
    image: (title: string) => `Image: ${title}`,
  },
  audio: 'Question audio',
  credits: speakingCreditTexts,
  recorded: {
    title: 'Your recorded speech',
    playback: 'Your recording',
    intro: 'Listen to your answer, then submit it for AI scoring or cancel to record again.',
    cancel: 'Cancel',
    submit: 'Submit',
    submissionFailed: 'Error 2: Contact team',
  },
  silence: {
    heading: RECORDER_TEXTS.status.silenceDetected,
    body: `The recording stopped because nothing was heard for ${silenceStopSeconds} seconds. Speak clearly and close to the microphone, or switch silence detection off in your settings.`,
    settings: 'Speaking settings',
    help: 'About silence detection',
  },
  silenceHelp: {
    title: 'Silence detection feature',
    body: `As in the exam, the recorder stops by itself after ${silenceStopSeconds} seconds of silence. If it stops while you think or speak softly, switch silence detection off in the speaking settings of your profile.`,
    cancel: 'Cancel',
    openSettings: 'Open Settings',
  },
  result: {
    heading: 'AI score',
    seeDetails: 'See details',
    heard: 'We heard:',
    nothingRecorded,
    nothingRecordedHint: 'Every score is 0. Check your microphone and speak during the recording time.',
    tryAgain: 'Try again',
  },
  dialog: {
    yourAnswer: 'Your answer:',
    sampleAnswer: 'Sample answer:',
    realAudio: 'Real audio:',
    nothingRecorded,
    missed: 'Not said:',
    expected: (word: string) => `expected: ${word}`,
    legend: 'Marks in your answer',
    legendSample: 'word',
    marks: {
      matched: 'counted',
      missed: 'not said',
      replaced: 'said instead',
      extra: 'not in the reference',
      unclear: 'speech not made out',
      plain: '',
    } satisfies Record<AnswerMark, string>,
    recordingLength: (seconds: number) => `Recording: ${Math.round(seconds)} s`,
  },
  devModes: {
    heading: 'Developer modes',
    quickMock: 'Quick mock mode (4-second speaking wait)',
    superQuick: 'Super quick mode (question audio cut to 5 seconds)',
  },
} as const;
