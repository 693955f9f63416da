/** What the speaking use cases tell the student, kept in one place so that tests and reviews find them (the spec's texts exactly as quoted). */

export const speakingTexts = {
  visitorId: 'Reload the page: your browser did not send its visitor id.',
  notSpeaking: 'This question is not a speaking item.',
} as const;

export const recordingTexts = {
  missing: 'The recording was not received. Record your answer again.',
  notWav: 'The recording must be a 16 kHz mono WAV file.',
  tooLong: (seconds: number) => `The recording is longer than the ${seconds} seconds this question allows.`,
} as const;
