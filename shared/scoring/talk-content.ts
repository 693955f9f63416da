import type { ItemTypeCode } from '@shared/exam';
import { containsPhrase, normaliseSpeech } from '@shared/text';
import { mapContent } from './clamps';
import { percentOf, typeScore } from './item-score';
import type { Recognition } from './recognition';
import { speakingScore } from './speaking';
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

/** Which keywords (whole words or phrases, speaking normalisation) the spoken words contain. */
export function keywordCoverage(keywords: readonly string[], spoken: readonly string[]): KeywordsEvidence {
  // Keywords differing only in case or punctuation are one keyword, shown in their first spelling.
  const distinct = new Map<string, { keyword: string; phrase: string[] }>();
  for (const keyword of keywords) {
    const phrase = normaliseSpeech(keyword);
    const key = phrase.join(' ');
    if (key !== '' && !distinct.has(key)) distinct.set(key, { keyword: keyword.trim(), phrase });
  }
  const entries = [...distinct.values()];
  const matched = entries.filter(({ phrase }) => containsPhrase(spoken, phrase)).map(({ keyword }) => keyword);
  const missed = entries.filter(({ phrase }) => !containsPhrase(spoken, phrase)).map(({ keyword }) => keyword);
  return { kind: 'keywords', matched, missed, percent: percentOf(matched.length, entries.length) };
}

/**
 * The talk sum (practice.md §5): the keyword percentage capped at 60, plus one
 * point per distinct spoken word that is not a keyword word capped at 10, plus
 * the length bonus capped at 20; at most 90.
 */
export function talkEvidence(keywords: readonly string[], spoken: readonly string[]): TalkEvidence {
  const coverage = keywordCoverage(keywords, spoken);
  const keywordWords = new Set(keywords.flatMap((keyword) => normaliseSpeech(keyword)));
  const extraWords = [...new Set(spoken)].filter((word) => !keywordWords.has(word));
  const keywordPoints = Math.min(talkContentCaps.keywords, coverage.percent);
  const extraPoints = Math.min(talkContentCaps.extraWords, extraWords.length);
  const lengthBonus = Math.min(talkContentCaps.lengthBonus, Math.floor(spoken.length / wordsPerLengthPoint));
  return {
    kind: 'talk',
    keywords: coverage,
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

/** A talk-type answer: the recording's recognition and the question's keywords; pronunciation has no reference text. */
interface TalkAnswer {
  keywords: readonly string[];
  recognition: Recognition;
}

/** Said in place of pronunciation and oral fluency when an answer is off topic. */
export const offTopicNote = 'Off topic: none of the keywords was said, so this is not scored.';

/**
 * A talk-type result. An answer that says none of the question's keywords is off topic: its
 * content keeps the spec's sum, but pronunciation and oral fluency are not scored, as an
 * off-topic essay scores 0 (pte-format.md, where these types' content is reviewed by people).
 * Fluent speech about something else must not pass as a good answer.
 */
function talkScore(type: ItemTypeCode, answer: TalkAnswer, content: (transcript: string) => Trait): ItemScore {
  const scored = speakingScore(type, answer.recognition, content);
  const [contentTrait, ...delivery] = scored.traits;
  const evidence = contentTrait?.evidence;
  if (evidence?.kind !== 'talk' || evidence.keywords.matched.length > 0 || answer.keywords.length === 0) return scored;
  return typeScore(type, [contentTrait!, ...delivery.map((trait) => ({ ...trait, score: 0, evidence: { kind: 'note' as const, text: offTopicNote } }))]);
}

function talkContent({ keywords }: TalkAnswer): (transcript: string) => Trait {
  return (transcript) => scoreTalkContent({ keywords, transcript });
}

/** Describe Image: talk content, pronunciation and oral fluency 0-5 each, out of 15, a success over 7. */
export function scoreDescribeImage(answer: TalkAnswer): ItemScore {
  return talkScore('SDI', answer, talkContent(answer));
}

/** Re-tell Lecture: talk content, pronunciation and oral fluency 0-5 each, out of 15, a success over 5. */
export function scoreRetellLecture(answer: TalkAnswer): ItemScore {
  return talkScore('SRL', answer, talkContent(answer));
}

/** Summarize Group Discussion: scored as Re-tell Lecture, out of 15, a success over 5. */
export function scoreSummarizeGroupDiscussion(answer: TalkAnswer): ItemScore {
  return talkScore('SGD', answer, talkContent(answer));
}

/**
 * Respond to a Situation: appropriacy is the talk content mapped from 0-5 to
 * the spec's content scale 0-3, plus pronunciation and oral fluency 0-5: out of 13, a success over 6.
 */
export function scoreRespondToASituation(answer: TalkAnswer): ItemScore {
  return talkScore('SIT', answer, (transcript) => {
    const content = scoreTalkContent({ keywords: answer.keywords, transcript });
    return { name: 'Appropriacy', score: mapContent(content.score, content.max), max: 3, evidence: content.evidence };
  });
}
