import { containsPhrase, normaliseSpeech } from '@shared/text';
import { mapContent } from './clamps';
import { percentOf } from './item-score';
import type { Recognition } from './recognition';
import { speakingScore } from './speaking';
import { fullAnswerWords } from './speech-measures';
import type { ItemScore, KeywordsEvidence, TalkEvidence, Trait } from './types';

/** The caps of the three parts of talk content (practice.md §5). */
export const talkContentCaps = { keywords: 60, extraWords: 10, lengthBonus: 20 } as const;

/**
 * One length-bonus point per 4 spoken words: the spec caps the bonus at 20
 * without a rate, and 80 words is 40 seconds (the answer time of Describe
 * Image and Re-tell Lecture) at a natural 2 words per second.
 */
export const wordsPerLengthPoint = 4;

/** The sum's bands at 10, 25, 40, 55 and 75 (practice.md §5): the first row reached gives the points. */
export const talkContentBands: readonly { atLeast: number; points: number }[] = [
  { atLeast: 75, points: 5 },
  { atLeast: 55, points: 4 },
  { atLeast: 40, points: 3 },
  { atLeast: 25, points: 2 },
  { atLeast: 10, points: 1 },
];

export const talkContentMax = 5;

/** Content points 0-5 of a talk sum, e.g. talkContentPoints(54.9) === 3, talkContentPoints(55) === 4. */
export function talkContentPoints(total: number): number {
  return talkContentBands.find((band) => total >= band.atLeast)?.points ?? 0;
}

/** Finds a keyword in an answer by meaning (another form, a synonym): the answer's words that say it, or undefined. */
export type KeywordMatcher = (keyword: string) => string | undefined;

/**
 * Which keywords (whole words or phrases, speaking normalisation) the spoken words contain; with a
 * matcher, a keyword not said as written may be found by meaning, and the words that said it are
 * kept as evidence.
 */
export function keywordCoverage(keywords: readonly string[], spoken: readonly string[], byMeaning?: KeywordMatcher): KeywordsEvidence {
  // Keywords differing only in case or punctuation are one keyword, shown in their first spelling.
  const distinct = new Map<string, { keyword: string; phrase: string[] }>();
  for (const keyword of keywords) {
    const phrase = normaliseSpeech(keyword);
    const key = phrase.join(' ');
    if (key !== '' && !distinct.has(key)) distinct.set(key, { keyword: keyword.trim(), phrase });
  }
  const entries = [...distinct.values()];
  const matchedAs: Record<string, string> = {};
  const found = ({ keyword, phrase }: { keyword: string; phrase: string[] }) => {
    if (containsPhrase(spoken, phrase)) return true;
    const words = byMeaning?.(keyword);
    if (words) matchedAs[keyword] = words;
    return words !== undefined;
  };
  const matched = entries.filter(found).map(({ keyword }) => keyword);
  const missed = entries.filter(({ keyword }) => !matched.includes(keyword)).map(({ keyword }) => keyword);
  return { kind: 'keywords', matched, missed, percent: percentOf(matched.length, entries.length), ...(Object.keys(matchedAs).length > 0 ? { matchedAs } : {}) };
}

/**
 * The share of an item's keywords an answer must say to be on topic. One keyword is met by
 * chance: fluent talk about a neighbour's weekend said 'market' to a chart of sales, or the
 * recogniser heard one, and took 1-2 content points and so its delivery points. Two are met by
 * chance too when the recogniser, listening for the item's words, fits them to like sounds: 'her
 * cat sleeps on the windowsill' was heard as 'cat sleeps on the wind are solar' beside a chart and
 * a discussion of renewable energy (bench:speech, awb voice), 9-10 of 15 for talk about something
 * else. A quarter is 3 of the 9-13 keywords of Describe Image, Re-tell Lecture and Summarize Group
 * Discussion, and 2 of the 7 of Respond to a Situation, whose first half of a model answer says 2.
 */
export const onTopicShare = 0.25;

/**
 * Distinct keywords an answer must say to be on topic: onTopicShare of the item's, rounded up, at
 * least 2 (one is met by chance), all of them when the item has fewer. Off topic, the whole sum is 0.
 * Example: onTopicKeywords(12) === 3, onTopicKeywords(7) === 2, onTopicKeywords(1) === 1.
 */
export function onTopicKeywords(keywordCount: number): number {
  return Math.min(keywordCount, Math.max(2, Math.ceil(onTopicShare * keywordCount)));
}

/**
 * The talk sum (practice.md §5): keyword points up to the cap of 60, plus one point per distinct
 * spoken word that is not a keyword word up to 10, plus the length bonus up to 20; at most 90, and
 * 0 for an answer that is not on topic (onTopicKeywords). Each part is its cap times the share of
 * keywords said: content is how much of the item the answer covers. Read as the keyword
 * percentage itself capped at 60, 60 % of the keywords earned as much as all of them, and the
 * first half of a model answer (45-75 % of its keywords) scored the whole answer's 5/5; in
 * proportion it scores 3-4 and the whole 5. The bonuses follow the keywords, so talk that touches
 * the item in passing gains little from its length.
 */
export function talkEvidence(keywords: readonly string[], spoken: readonly string[]): TalkEvidence {
  const coverage = keywordCoverage(keywords, spoken);
  const keywordWords = new Set(keywords.flatMap((keyword) => normaliseSpeech(keyword)));
  const extraWords = [...new Set(spoken)].filter((word) => !keywordWords.has(word));
  const said = coverage.matched.length;
  const onTopic = said > 0 && said >= onTopicKeywords(said + coverage.missed.length);
  const share = onTopic ? coverage.percent / 100 : 0;
  const keywordPoints = Math.floor(share * talkContentCaps.keywords);
  const extraPoints = Math.floor(share * Math.min(talkContentCaps.extraWords, extraWords.length));
  const lengthBonus = Math.floor(share * Math.min(talkContentCaps.lengthBonus, Math.floor(spoken.length / wordsPerLengthPoint)));
  return {
    kind: 'talk',
    keywords: coverage,
    onTopic,
    keywordPoints,
    extraWords,
    extraPoints,
    words: spoken.length,
    lengthBonus,
    total: keywordPoints + extraPoints + lengthBonus,
  };
}

/**
 * Content 0-5 of Describe Image, Re-tell Lecture and the other talk types.
 * Example: all keywords said in 80 words with 10 other words → 60 + 10 + 20 = 90 → 5.
 */
export function scoreTalkContent({ keywords, transcript }: { keywords: readonly string[]; transcript: string }): Trait {
  const evidence = talkEvidence(keywords, normaliseSpeech(transcript));
  return { name: 'Content', score: talkContentPoints(evidence.total), max: talkContentMax, evidence };
}

/**
 * A talk-type answer: the recording's recognition, the question's keywords and its model answer,
 * whose length makes a full answer for fluency (fullAnswerWords); pronunciation has no reference text.
 */
interface TalkAnswer {
  keywords: readonly string[];
  recognition: Recognition;
  modelAnswer?: string | undefined;
}

/** A talk's delivery is judged against its model answer's length, when the item has one. */
const fullLength = ({ modelAnswer }: TalkAnswer) => (modelAnswer === undefined ? undefined : { fullAnswerWords: fullAnswerWords(modelAnswer) });

function talkContent({ keywords }: TalkAnswer): (transcript: string) => Trait {
  return (transcript) => scoreTalkContent({ keywords, transcript });
}

/** Describe Image: talk content, pronunciation and oral fluency 0-5 each, out of 15, a success over 7. */
export function scoreDescribeImage(answer: TalkAnswer): ItemScore {
  return speakingScore('SDI', answer.recognition, talkContent(answer), fullLength(answer));
}

/** Re-tell Lecture: talk content, pronunciation and oral fluency 0-5 each, out of 15, a success over 5. */
export function scoreRetellLecture(answer: TalkAnswer): ItemScore {
  return speakingScore('SRL', answer.recognition, talkContent(answer), fullLength(answer));
}

/** Summarize Group Discussion: scored as Re-tell Lecture, out of 15, a success over 5. */
export function scoreSummarizeGroupDiscussion(answer: TalkAnswer): ItemScore {
  return speakingScore('SGD', answer.recognition, talkContent(answer), fullLength(answer));
}

/**
 * Respond to a Situation: appropriacy is the talk content mapped from 0-5 to
 * the spec's content scale 0-3, plus pronunciation and oral fluency 0-5: out of 13, a success over 6.
 */
export function scoreRespondToASituation(answer: TalkAnswer): ItemScore {
  return speakingScore('SIT', answer.recognition, (transcript) => {
    const content = scoreTalkContent({ keywords: answer.keywords, transcript });
    return { name: 'Appropriacy', score: mapContent(content.score, content.max), max: 3, evidence: content.evidence };
  }, fullLength(answer));
}
