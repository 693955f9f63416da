import { alignWords, normaliseSpeech, normaliseWord } from '@shared/text';
import { clamp, fluencyRange, pronunciationQuality } from './clamps';
import type { RecognisedWord, Recognition } from './recognition';
import type { FluencyEvidence, PronunciationEvidence } from './types';

/** A silence between two words longer than this (seconds) is a pause; shorter gaps are the breaks of natural phrasing. */
export const longPauseSeconds = 0.5;

/**
 * What pausing takes off the fluency measure (words per second, after the pace is capped at the
 * scale's 2): this much for each pause over longPauseSeconds per 10 seconds of speaking (an
 * answer under 10 s counts as 10 s). Pause time lowers the pace too, but flite and fluent
 * speakers talk at about 2.5 words per second, above the cap, which hid a pause every 5 s
 * entirely; so pauses are taken off the capped pace: a pause every 5 s (0.6) costs 1-2 points,
 * as pte-format.md's oral fluency marks pauses down whatever the pace. At 0.2 a 1.2 s pause every
 * 8-12 words still kept 4 of 5, the band of at most one hesitation, and such a reading of a whole
 * answer tied the same answer said smoothly (bench:speech). Per 10 seconds, the same habit costs
 * the same in a 10 s Repeat Sentence and a 40 s Describe Image: counted per pause, a 40 s answer
 * with a pause between each two sentences lost 2-3 of 5 points.
 */
export const longPausePenalty = 0.3;
const penaltySeconds = 10;

/** Hesitation sounds a recogniser writes as words: not content, not fluent speech, not judged for pronunciation. */
export const fillerWords: readonly string[] = ['uh', 'um', 'er', 'erm', 'ah', 'hmm', 'mm'];

/** A judged word under this pronunciation quality (see pronunciationQuality) is listed as unclear. */
export const unclearQuality = 0.6;

/** The most unclear words the evidence lists. */
export const unclearWordsShown = 10;

/**
 * Non-speech tokens of recognisers (PocketSphinx's <sil>, <s>, [NOISE], ++BREATH++); the text
 * inside is kept only when it is a filler word (++UH++ is a hesitation).
 */
const recogniserMarker = /^(?:<([^>]*)>|\[([^\]]*)\]|\+\+(.*)\+\+)$/;
/** PocketSphinx marks an alternative pronunciation as word(2). */
const pronunciationVariant = /\(\d+\)$/;
/** Float noise of summed timings, so a gap of exactly 0.5 s is not a pause. */
const timeTolerance = 1e-9;

interface SpokenToken {
  /** Speaking normalisation of the recognised word (one recognised word may give several, e.g. '21'). */
  word: string;
  start: number;
  end: number;
  confidence: number;
  goodness?: number;
  hesitation: boolean;
}

const isFiller = (word: string) => fillerWords.includes(word);
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The recognised word without a recogniser's pronunciation variant, e.g. 'read(2)' → 'read'. */
function cleanWord({ word }: RecognisedWord): string {
  return word.trim().replace(pronunciationVariant, '');
}

function tokensOf(recognised: RecognisedWord): SpokenToken[] {
  const { start, end, goodness } = recognised;
  const heard = { start, end, confidence: clamp(recognised.confidence, 0, 1), ...(goodness === undefined ? {} : { goodness }) };
  const word = cleanWord(recognised);
  const marker = recogniserMarker.exec(word);
  if (marker) {
    const inner = normaliseWord(marker[1] ?? marker[2] ?? marker[3] ?? '');
    return isFiller(inner) ? [{ word: inner, ...heard, hesitation: true }] : [];
  }
  return normaliseSpeech(word).map((token) => ({ word: token, ...heard, hesitation: isFiller(token) }));
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The tokens respelt as normaliseSpeech spells the whole transcript, where that differs from
 * word by word: a recogniser's 'per' 'cent' is 'percent', its 'three hundred and ten' drops the
 * 'and'. Each run of new words takes the time span and mean confidence (and goodness) of the words it replaced.
 */
function respeltAsWhole(tokens: readonly SpokenToken[]): SpokenToken[] {
  const words = tokens.map((token) => token.word);
  const respelt: SpokenToken[] = [];
  let replaced: SpokenToken[] = [];
  let added: string[] = [];
  const flush = () => {
    if (added.length > 0 && replaced.length > 0) {
      const start = replaced[0]!.start;
      const end = replaced[replaced.length - 1]!.end;
      const goodness = replaced.every((token) => token.goodness !== undefined) ? { goodness: mean(replaced.map((token) => token.goodness!)) } : {};
      respelt.push(...added.map((word) => ({ word, start, end, confidence: mean(replaced.map((token) => token.confidence)), ...goodness, hesitation: false })));
    }
    replaced = [];
    added = [];
  };
  let position = 0;
  for (const step of alignWords(normaliseSpeech(words.join(' ')), words, { mostMatches: true }).steps) {
    if (step.op === 'omit') {
      added.push(step.reference);
      continue;
    }
    const token = tokens[position] as SpokenToken;
    position += 1;
    if (step.op === 'insert') {
      replaced.push(token);
      continue;
    }
    flush();
    respelt.push(token);
  }
  flush();
  return respelt;
}

/** Every word and hesitation heard, normalised as the whole transcript is, recogniser markers dropped. */
function spokenTokens(recognition: Recognition): SpokenToken[] {
  const tokens = recognition.words.flatMap(tokensOf);
  const words = respeltAsWhole(tokens.filter((token) => !token.hesitation));
  const hesitations = tokens.filter((token) => token.hesitation);
  return [...words, ...hesitations].sort((a, b) => a.start - b.start);
}

/**
 * A recognised word under this confidence is not taken as said: the recogniser guessed at sound
 * it could not make out, and its guess is often nonsense, or worse, that a student must not be
 * shown as their words ('marine life' heard as 'mary knife' at 0.09 and 0.04) nor be scored on.
 */
export const heardConfidence = 0.25;

/**
 * A recognised word whose goodness of pronunciation is under this is not taken as said either:
 * its sounds are far from the word's, as when the decoder, listening for the item's text, fits
 * a keyword to other speech. Measured on four flite voices: 2 of 492 words read as written fell
 * under -20 (short 'the' and 'of'), against 96 of 328 words read with two vowels changed.
 */
export const heardGoodness = -20;

/** Whether a recognised word was made out: its confidence, and its goodness where measured, high enough. */
const madeOut = (word: RecognisedWord) => word.confidence >= heardConfidence && (word.goodness === undefined || word.goodness >= heardGoodness);

/** Stands for a stretch of speech that was not made out, in the transcript a student sees. */
export const unclearSpeech = '…';

/**
 * What the student said as text, for the content rules and for 'We heard:': the recognised words
 * in order, without recogniser markers and hesitations, each stretch of words under
 * heardConfidence (or heardGoodness) shown once as unclearSpeech (which no content rule counts), joined by spaces.
 * Example: words 'um', 'the', '<sil>', 'library(2)', 'mary' (0.09), 'knife' (0.04), 'opens'
 * → 'the library … opens'.
 */
export function transcriptOf(recognition: Recognition): string {
  const shown: string[] = [];
  for (const recognised of recognition.words) {
    if (!tokensOf(recognised).some((token) => !token.hesitation)) continue;
    const word = madeOut(recognised) ? cleanWord(recognised) : unclearSpeech;
    if (word !== unclearSpeech || shown.at(-1) !== unclearSpeech) shown.push(word);
  }
  return shown.join(' ');
}

/**
 * The words said again at once: a word right after itself ('the the') or a two-word phrase
 * right after itself ('in the in the'); the second saying is the repetition.
 * Example: ['in', 'the', 'in', 'the', 'park', 'park'] → phrases ['in the', 'park'], 3 words.
 */
function repetitionsOf(words: readonly string[]): { phrases: string[]; words: number } {
  const phrases: string[] = [];
  let repeated = 0;
  let index = 1;
  while (index < words.length) {
    const word = words[index] as string;
    const next = words[index + 1];
    if (index >= 2 && next !== undefined && word === words[index - 2] && next === words[index - 1]) {
      phrases.push(`${word} ${next}`);
      repeated += 2;
      index += 2;
    } else {
      if (word === words[index - 1]) {
        phrases.push(word);
        repeated += 1;
      }
      index += 1;
    }
  }
  return { phrases, words: repeated };
}

/**
 * The share of a talk's model answer that makes a full answer: a talk may say it in its own
 * words, and in fewer of them, but one under three quarters of the model answer's length has
 * left part of the item unsaid.
 */
export const fullAnswerShare = 0.75;

/** A talk's full length in words: fullAnswerShare of its model answer's, e.g. 52 for a 69-word model answer. */
export function fullAnswerWords(modelAnswer: string): number {
  return Math.ceil(fullAnswerShare * normaliseSpeech(modelAnswer).length);
}

/**
 * What a speaking answer's delivery is judged against: the text to say (Read Aloud, Repeat
 * Sentence), or a talk's full length in words (fullAnswerWords of its model answer).
 */
export type SpokenReference = { text: string } | { fullAnswerWords: number };

/**
 * Oral fluency from word timings. The speaking span runs from the first word's start to the
 * last word's end (hesitations included); the rate, on the spec's 0-2 scale (practice.md §5),
 * is fluent words (neither hesitations nor repetitions) per second of that span, so pauses,
 * fillers and repetitions lower it by the time they take, capped at 2, less longPausePenalty per
 * pause over longPauseSeconds per 10 s, never below 0. Words per minute counts every word but the
 * hesitations. Example: 20 words at 2.5 words per second → rate 2, 150 words per minute; the same
 * words with three 1.5 s pauses → 20 / 12.5 s − 3 × 0.3 × 10 / 12.5 = 0.88.
 *
 * With a reference text (Read Aloud, Repeat Sentence) the delivery judged is the text's: its words
 * not said count as silence at the student's own pace, which takes the rate down by the share of
 * the text left out, as they count 0 for pronunciation. Reading half a text smoothly is not a
 * fluent reading of it; without this, the first half of a sentence said well outscored the whole
 * sentence said slowly (Repeat Sentence content gives both 2 of 3 once a word is misheard).
 * Example: the first 10 words of a 20-word text at rate 2 → 10 of 20 said → rate 1.
 *
 * A talk (Describe Image, Re-tell Lecture, ...) has no text, but it has a full length
 * (fullAnswerWords): the words it falls short of that count as silence the same way. Without
 * this, the first half of a model answer said smoothly outscored the whole answer said with
 * pauses, as it did for a text. Example: 30 words against a full length of 50 at rate 2 → rate 1.2.
 */
export function fluencyMeasure(recognition: Recognition, reference?: SpokenReference): FluencyEvidence {
  const tokens = spokenTokens(recognition);
  const words = tokens.filter((token) => !token.hesitation).map((token) => token.word);
  const repetitions = repetitionsOf(words);
  const speakingSeconds = tokens.length === 0 ? 0 : Math.max(...tokens.map((token) => token.end)) - Math.min(...tokens.map((token) => token.start));
  const gaps = tokens.slice(1).map((token, index) => token.start - (tokens[index] as SpokenToken).end);
  const pauses = gaps.filter((gap) => gap > longPauseSeconds + timeTolerance).length;
  const perSecond = (count: number) => (speakingSeconds > 0 ? count / speakingSeconds : 0);
  const text = reference !== undefined && 'text' in reference ? normaliseSpeech(reference.text) : [];
  const unsaidWords = text.length === 0 ? 0 : alignWords(text, words).steps.filter((step) => step.op === 'omit').length;
  const fullWords = reference !== undefined && 'fullAnswerWords' in reference ? reference.fullAnswerWords : 0;
  const wordsShort = Math.max(0, fullWords - words.length);
  // The words expected (the text's, or a talk's full length) and those of them missing.
  const [expectedWords, missingWords] = text.length > 0 ? [text.length, unsaidWords] : [fullWords, wordsShort];
  const saidShare = expectedWords > 0 ? 1 - missingWords / expectedWords : 1;
  const delivered = Math.max(0, Math.min(fluencyRange.ceiling, perSecond(words.length - repetitions.words)) - (longPausePenalty * pauses * penaltySeconds) / Math.max(penaltySeconds, speakingSeconds));
  return {
    kind: 'fluency',
    wordsPerMinute: Math.round(perSecond(words.length) * 60),
    rate: hundredths(delivered * saidShare),
    ...fluencyRange,
    pauses,
    longestPause: hundredths(Math.max(0, ...gaps)),
    hesitations: tokens.filter((token) => token.hesitation).map((token) => token.word),
    repetitions: repetitions.phrases,
    speakingSeconds: hundredths(Math.max(0, speakingSeconds)),
    ...(reference !== undefined && 'text' in reference ? { unsaidWords } : {}),
    ...(reference !== undefined && 'fullAnswerWords' in reference ? { wordsShort } : {}),
  };
}

/** A word judged for pronunciation: its quality 0-1 (see pronunciationQuality), 0 when omitted or said instead of the text's. */
interface JudgedWord {
  word: string;
  quality: number;
  omitted: boolean;
}

/**
 * The spoken words judged against a reference: words aligned to a reference word, with their
 * quality when they match it and 0 when they replace it, and each reference word not said at
 * 0 too; words inserted beside the reference are not judged.
 */
function judgedAgainst(reference: readonly string[], spoken: readonly SpokenToken[]): JudgedWord[] {
  const judged: JudgedWord[] = [];
  let position = 0;
  for (const step of alignWords(reference, spoken.map((token) => token.word)).steps) {
    if (step.op === 'omit') {
      judged.push({ word: step.reference, quality: 0, omitted: true });
      continue;
    }
    const token = spoken[position] as SpokenToken;
    position += 1;
    if (step.op === 'match') judged.push({ word: token.word, quality: pronunciationQuality(token), omitted: false });
    if (step.op === 'replace') judged.push({ word: token.word, quality: 0, omitted: false });
  }
  return judged;
}

/**
 * Pronunciation: the mean pronunciation quality of the judged words (pronunciationQuality: from
 * the goodness of pronunciation of each word where the local decoder aligned it, else from its
 * recognition confidence). With a reference text (Read Aloud, Repeat Sentence) every word of the
 * text is judged: a spoken word that matches it with its quality, one said instead of it or not
 * said at all as 0, so an unrelated sentence read well scores 0 and half the text read well
 * scores half, not full (words inserted beside the text are not judged). Without one, every word
 * but the hesitations is judged, and each keyword of a talk item that was not said
 * (`expected.unsaidKeywords`) is judged as 0 beside them: the words a talk is expected to say are its keywords, so an answer
 * that covers half the item well keeps less than full pronunciation, as half a text read well does.
 * Example: 'the cat sat' at goodness -2, -10 and -4 → qualities 1, 0.5 and 1, 0.83 over 3 words,
 * 'cat' unclear; against the text 'the cat sat down' the same gives 2.5 / 4 ≈ 0.63, one word not said.
 * (pronunciationPoints puts the mean on the spec's 0.5-0.9 window.)
 */
export function pronunciationMeasure(recognition: Recognition, expected?: string | { unsaidKeywords: readonly string[] }): PronunciationEvidence {
  const spoken = spokenTokens(recognition).filter((token) => !token.hesitation);
  const unsaidKeywords = typeof expected === 'object' ? expected.unsaidKeywords : [];
  const judged =
    typeof expected === 'string'
      ? judgedAgainst(normaliseSpeech(expected), spoken)
      : [...spoken.map((token) => ({ word: token.word, quality: pronunciationQuality(token), omitted: false })), ...unsaidKeywords.map((keyword) => ({ word: keyword, quality: 0, omitted: true }))];
  const unclear = judged.filter((word) => !word.omitted && word.quality < unclearQuality).map((word) => word.word);
  return {
    kind: 'pronunciation',
    basis: spoken.length > 0 && spoken.every((token) => token.goodness !== undefined) ? 'alignment' : 'confidence',
    quality: judged.length === 0 ? 0 : hundredths(mean(judged.map((word) => word.quality))),
    judgedWords: judged.length,
    omittedWords: judged.filter((word) => word.omitted).length - unsaidKeywords.length,
    ...(unsaidKeywords.length > 0 ? { omittedKeywords: unsaidKeywords.length } : {}),
    unclearWords: [...new Set(unclear)].slice(0, unclearWordsShown),
  };
}
