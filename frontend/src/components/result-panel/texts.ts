import { longPauseSeconds } from '@shared/scoring';

/** Texts of the result panel (the tooltips of Highlight Incorrect Words come from shared/scoring). */
export const RESULT_PANEL_TEXTS = {
  heading: 'Your result',
  score: (score: number, max: number) => `${score}/${max}`,
  scoreLabel: (score: number, max: number) => `Score ${score} out of ${max}`,
  successful: 'Well done',
  unsuccessful: 'Keep practising',
  traitScore: (name: string, score: number, max: number) => `${name}: ${score}/${max}`,
  correct: 'Correct',
  wrong: 'Wrong',
  missed: 'Missed',
  none: 'none',
  saidInstead: (word: string) => `said: ${word}`,
  linkedPairs: 'Pairs in the right order',
  brokenPairs: 'Pairs not in the right order',
  pair: (first: string, second: string) => `${first} then ${second}`,
  blank: (index: number) => `Blank ${index + 1}`,
  blankColumns: { blank: 'Blank', given: 'Your answer', expected: 'Correct answer', result: 'Result' },
  empty: '(empty)',
  matchedPercent: (percent: number) => `${Math.round(percent)} % of the words matched`,
  wordMatched: 'typed',
  wordMissed: 'not typed',
  extraWords: 'Words not in the recording',
  wordCount: (words: number) => `${words} ${words === 1 ? 'word' : 'words'}`,
  band: { full: 'full credit', partial: 'partial credit', zero: 'no credit' } as Record<'full' | 'partial' | 'zero', string>,
  /** The band of a count whose answer breaks a form rule: no credit, whatever the count. */
  ruleBroken: 'no credit, a form rule is broken',
  range: (low: number, high: number | null) => (high === null ? `over ${low - 1} words` : `${low}-${high} words`),
  bandLine: (words: string, band: string, range: string) => `${words}: ${band} (${range})`,
  formRulesPassed: 'Every form rule is met.',
  formRulesFailed: 'Form rules not met:',
  passed: 'yes',
  failed: 'no',
  keywordsFound: 'Keywords found',
  keywordsMissed: 'Keywords missed',
  heard: 'Heard',
  accepted: 'Accepted answers',
  guesses: (words: string[]) => `Give one answer: other words heard (${words.join(', ')}) make this a list of guesses.`,
  pace: (wordsPerMinute: number, seconds: number) => `${wordsPerMinute} words per minute over ${seconds} s of speech`,
  rate: (rate: number, floor: number, ceiling: number, { unsaidWords = 0, wordsShort = 0 }: { unsaidWords?: number | undefined; wordsShort?: number | undefined }) => {
    const words = (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`;
    const silence = unsaidWords > 0 ? `; ${words(unsaidWords)} of the text not said, counted as silence` : wordsShort > 0 ? `; ${words(wordsShort)} short of a full answer, counted as silence` : '';
    return `Fluent words per second: ${rate} (counted between ${floor} and ${ceiling}${silence})`;
  },
  pauses: (count: number, longest: number) => `Pauses over ${longPauseSeconds} s: ${count} (longest silence ${longest} s)`,
  hesitations: 'Hesitations',
  repetitions: 'Repetitions',
  quality: (quality: number, basis: 'alignment' | 'confidence') =>
    basis === 'alignment'
      ? `Pronunciation quality: ${quality} of 1 (each word's sounds compared with the English sounds that fit your recording best)`
      : `Pronunciation quality: ${quality} of 1 (from how sure the recogniser was of each word)`,
  judgedWords: (count: number, omitted: number, omittedKeywords = 0) =>
    `Words judged: ${count}${omitted > 0 ? ` (${omitted} of the text not said, counted as 0)` : omittedKeywords > 0 ? ` (${omittedKeywords} ${omittedKeywords === 1 ? 'keyword' : 'keywords'} not said, counted as 0)` : ''}`,
  unclearWords: 'Say more clearly',
  talk: (points: { keywordPoints: number; extraPoints: number; lengthBonus: number; total: number }) =>
    `Keywords ${points.keywordPoints} + extra words ${points.extraPoints} + length ${points.lengthBonus} = ${points.total}`,
  alignmentErrors: (errors: number) => `${errors} ${errors === 1 ? 'word differs' : 'words differ'} from the text`,
} as const;
