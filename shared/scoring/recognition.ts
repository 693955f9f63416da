/** A word the recogniser heard, with its time in the recording (seconds) and its confidence (0-1). */
export interface RecognisedWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

/** What a transcriber returns for a recording: the words in order and the recording's length in seconds. */
export interface Recognition {
  words: RecognisedWord[];
  duration: number;
}
