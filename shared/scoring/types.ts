import type { EnablingSkill } from '@shared/exam';
import type { AlignmentStep } from '@shared/text';

/** What the result panel shows for an empty speaking answer (practice.md §4). */
export const nothingRecorded = 'nothing recorded';

/** Words of a reference, each marked matched or missed, plus what the student added. */
export interface WordsEvidence {
  kind: 'words';
  words: { word: string; matched: boolean }[];
  matched: string[];
  missed: string[];
  extra: string[];
  /** Matched reference words as a percentage of all of them. */
  percent: number;
}

/** Read Aloud: the spoken words aligned to the text. */
export interface AlignmentEvidence {
  kind: 'alignment';
  steps: AlignmentStep[];
  errors: number;
}

export interface SelectionItem {
  index: number;
  text: string;
  /** Highlight Incorrect Words: the word the speaker said. */
  expected?: string;
}

export interface SelectionsEvidence {
  kind: 'selections';
  correct: SelectionItem[];
  wrong: SelectionItem[];
  missed: SelectionItem[];
}

/** Re-order Paragraphs: adjacent pairs of the correct order, as paragraph indexes. */
export interface PairsEvidence {
  kind: 'pairs';
  linked: [number, number][];
  broken: [number, number][];
}

export interface BlanksEvidence {
  kind: 'blanks';
  blanks: { index: number; given: string | null; expected: string; correct: boolean }[];
}

export type WordBand = 'full' | 'partial' | 'zero';

/** Form: the word count, the band it falls in and the exact range hit (null upper bound: no limit), plus broken form rules. */
export interface WordBandEvidence {
  kind: 'wordBand';
  words: number;
  band: WordBand;
  range: [number, number | null];
  failed: string[];
}

export interface KeywordsEvidence {
  kind: 'keywords';
  matched: string[];
  missed: string[];
  percent: number;
  /** Keywords found in other words of the same meaning, with the answer's words: { universities: 'university' }. */
  matchedAs?: Record<string, string>;
  /** Writing: the share of the answer's word families that come from the item's own text, when that made an answer with few keywords count as on topic. */
  sourceShare?: number;
}

/** Talk content: the three parts of the spec's sum and the band the total reached. */
export interface TalkEvidence {
  kind: 'talk';
  keywords: KeywordsEvidence;
  /** Whether enough keywords were said for the answer to be about the item (onTopicKeywords); off topic, every part is 0. */
  onTopic: boolean;
  keywordPoints: number;
  extraWords: string[];
  extraPoints: number;
  words: number;
  lengthBonus: number;
  total: number;
}

export interface CountEvidence {
  kind: 'count';
  label: string;
  count: number;
}

export interface ChecksEvidence {
  kind: 'checks';
  checks: { label: string; passed: boolean; count?: number }[];
}

/** Oral fluency from the word timings (see fluencyMeasure), with the 0-2 window the spec clamps the rate to. */
export interface FluencyEvidence {
  kind: 'fluency';
  /** Every word but the hesitations, per minute of the speaking span. */
  wordsPerMinute: number;
  /** The fluency measure: fluent words per second of the speaking span, less the long-pause penalty. */
  rate: number;
  floor: number;
  ceiling: number;
  /** Silences between words longer than longPauseSeconds. */
  pauses: number;
  /** The longest silence between two words, in seconds. */
  longestPause: number;
  /** Each filler heard, in order ('um', 'uh'). */
  hesitations: string[];
  /** Each word or two-word phrase said again at once, in order. */
  repetitions: string[];
  /** From the first word's start to the last word's end, in seconds. */
  speakingSeconds: number;
  /** With a reference text: its words not said, which count as silence (see fluencyMeasure). */
  unsaidWords?: number;
  /** A talk: the words it fell short of its full length (fullAnswerWords), which count as silence. */
  wordsShort?: number;
}

/** Pronunciation from each judged word's quality (see pronunciationMeasure). */
export interface PronunciationEvidence {
  kind: 'pronunciation';
  /**
   * What the words were judged by: 'alignment', each word's sounds against the best-fitting
   * English sounds (goodness of pronunciation, the local decoder); 'confidence', the
   * recogniser's confidence in each word (AWS Transcribe, the browser's transcript).
   */
  basis: 'alignment' | 'confidence';
  /** Mean pronunciation quality of the judged words, 0-1. */
  quality: number;
  judgedWords: number;
  /** Words of the reference text not said, judged as 0 (always 0 without a reference). */
  omittedWords: number;
  /** Keywords of a talk item not said, judged as 0 too (absent for the other types and in results scored before). */
  omittedKeywords?: number;
  /** Judged words under unclearQuality or not matching the reference, at most unclearWordsShown. */
  unclearWords: string[];
}

/** Answer Short Question: what was heard, which accepted answer it gave, and the other words that made it a list of guesses. */
export interface AnswerEvidence {
  kind: 'answer';
  heard: string;
  accepted: string[];
  matched: string | null;
  /** Beside an accepted answer, the other words heard but framing ('it is a'); more than otherWordsAllowed make it a list of guesses. */
  otherWords: string[];
}

export interface NoteEvidence {
  kind: 'note';
  text: string;
}

/** What a student sees behind a trait's points. */
export type Evidence =
  | WordsEvidence
  | AlignmentEvidence
  | SelectionsEvidence
  | PairsEvidence
  | BlanksEvidence
  | WordBandEvidence
  | KeywordsEvidence
  | TalkEvidence
  | CountEvidence
  | ChecksEvidence
  | FluencyEvidence
  | PronunciationEvidence
  | AnswerEvidence
  | NoteEvidence;

export interface Trait {
  name: EnablingSkill;
  score: number;
  max: number;
  evidence: Evidence;
  /** Writing: the trait's continuous measure, 0-100, behind the banded points (writing-measures.ts). */
  measure?: number;
}

/** The result of one answer: its score out of max, the success flag, and the traits behind it. */
export interface ItemScore {
  score: number;
  max: number;
  successful: boolean;
  traits: Trait[];
}
