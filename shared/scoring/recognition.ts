/** A word the recogniser heard, with its time in the recording (seconds) and its confidence (0-1). */
export interface RecognisedWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
  /**
   * Goodness of pronunciation, where the recogniser can measure it (the local decoder): the
   * word's force-aligned acoustic score less a free phone loop's over the same audio, per
   * 10 ms frame; about 0 when said as the dictionary says it, far below when not (see
   * pronunciationQuality).
   */
  goodness?: number;
}

/** What a transcriber returns for a recording: the words in order and the recording's length in seconds. */
export interface Recognition {
  words: RecognisedWord[];
  duration: number;
}
