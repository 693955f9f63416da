import type { EndedBy } from '@frontend/components/recorder/recorder-machine';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Texts of the recorder panel; 'Starts in {n}' and 'Silence detected' are quoted by practice.md §4
 * and §8. The microphone problems are the microphone check's (components/microphone-check/texts.ts).
 */
export const RECORDER_TEXTS = {
  region: 'Recorder',
  start: 'Start',
  record: 'Record',
  stop: 'Stop',
  submit: 'Submit',
  status: {
    ready: 'Press Start when you are ready.',
    playingAudio: 'Listen to the audio. The countdown starts when it ends.',
    playingPlayer: 'Listen to the audio. Recording starts when it ends.',
    startsIn: (seconds: number) => `Starts in ${seconds}`,
    opening: 'Opening the microphone…',
    recording: (left: number) => `Recording: ${clock(left)} left`,
    ended: { timeUp: 'Time is up. Recording finished.', stop: 'Recording stopped.', submit: 'Recording finished.', silence: 'Recording stopped after a silence.' } satisfies Record<EndedBy | 'silence', string>,
    silenceDetected: 'Silence detected',
  },
  recordHint: 'Press Record to start before the countdown ends.',
  stopHint: (seconds: number) => `You can stop after ${seconds} seconds of recording.`,
  progress: 'Recording time',
  progressValue: (elapsed: number, total: number) => `${elapsed} of ${total} seconds`,
} as const;
