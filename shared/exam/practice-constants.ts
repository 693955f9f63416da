// Business constants of the practice area, exactly as practice.md §9 gives them.

/** Recording stops by itself after this many seconds of silence. */
export const silenceStopSeconds = 3;

/** The stop button works only after this many seconds of recording. */
export const minimumRecordingSeconds = 2;

/** Every countdown and progress timer ticks at this interval. */
export const timerTickMs = 1000;

/** Preparation time when the skip flag (developer quick mock mode) is set: "Read Aloud 40 s (4 s if a skip flag is set)". */
export const skipWaitingTime = 4;

/** The analysis overlay: each text shows from its second on; loading stops at stopAtSeconds. */
export const analysisOverlay = {
  steps: [
    { fromSeconds: 0, text: 'Uploading your answer' },
    { fromSeconds: 3, text: 'Analysis in progress...' },
    { fromSeconds: 12, text: 'Still working on it...' },
  ],
  stopAtSeconds: 30,
} as const;

/** Each AI-scored answer uses this many credits. */
export const creditsPerAiAnswer = 1;

export const playbackRates = [0.8, 0.9, 1, 1.1, 1.2] as const;

export const defaultVolume = 0.5;

/**
 * One practice answer counts for at most this many seconds of practice in the statistics: the
 * time from its question screen opening (or the previous answer) to the answer, where a screen
 * left open would otherwise count as practice. Not from the spec.
 */
export const answerSecondsCap = 20 * 60;
