import { describe, expect, it } from 'vitest';
import { said, silence, type Delivery } from '@test/fixtures/recognition';
import {
  keywordCoverage,
  onTopicKeywords,
  scoreDescribeImage,
  scoreRespondToASituation,
  scoreRetellLecture,
  scoreSummarizeGroupDiscussion,
  scoreTalkContent,
  talkContentPoints,
  talkEvidence,
} from './talk-content';
import { describeTrait } from './comment';
import { noContentNote } from './speaking';
import { nothingRecorded } from './types';

describe('talkContentPoints', () => {
  it.each([
    [0, 0],
    [9.9, 0],
    [10, 1],
    [24, 1],
    [25, 2],
    [39, 2],
    [40, 3],
    [54.9, 3],
    [55, 4],
    [74, 4],
    [75, 5],
    [90, 5],
  ])('maps a sum of %d to %i', (total, points) => {
    expect(talkContentPoints(total)).toBe(points);
  });
});

describe('keywordCoverage', () => {
  it('finds keywords and phrases as whole words, counting case variants once', () => {
    const coverage = keywordCoverage(['rainfall', 'water cycle', 'Rainfall', 'drought', ' '], ['the', 'water', 'cycle', 'and', 'rainfall']);
    expect(coverage).toMatchObject({ kind: 'keywords', matched: ['rainfall', 'water cycle'], missed: ['drought'] });
    expect(coverage.percent).toBeCloseTo(66.67, 2);
  });
});

describe('talkEvidence', () => {
  const keywords = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
  const filler = (count: number) => Array.from({ length: count }, (_, index) => `f${index % 10}`);

  it('gives every keyword said 60, extra words up to 10 and a length bonus up to 20', () => {
    // Prepare
    const spoken = [...keywords, ...filler(95)];
    // Act
    const evidence = talkEvidence(keywords, spoken);
    // Assess
    expect(evidence).toMatchObject({ keywordPoints: 60, extraPoints: 10, words: 100, lengthBonus: 20, total: 90 });
  });

  it('counts a point of length per 4 words and each distinct non-keyword word once', () => {
    const evidence = talkEvidence(keywords, [...keywords, 'x', 'x', 'y', 'alpha', 'z', 'w']);
    expect(evidence).toMatchObject({ keywordPoints: 60, extraWords: ['x', 'y', 'z', 'w'], extraPoints: 4, lengthBonus: 2, total: 66 });
  });

  it('counts every part in proportion to the keywords said, and nothing off topic', () => {
    const padding = filler(95);
    expect(talkEvidence(keywords, padding)).toMatchObject({ onTopic: false, keywordPoints: 0, extraPoints: 0, lengthBonus: 0, total: 0 });
    // One keyword alone is met by chance: off topic, 0.
    expect(talkEvidence(keywords, ['alpha', ...padding])).toMatchObject({ onTopic: false, keywordPoints: 0, extraPoints: 0, lengthBonus: 0, total: 0 });
    // Two keywords of five are 40 %: 0.4 of each cap, 24 + 4 + 8 = 36.
    expect(talkEvidence(keywords, ['alpha', 'beta', ...padding])).toMatchObject({ onTopic: true, keywordPoints: 24, extraPoints: 4, lengthBonus: 8, total: 36 });
    expect(talkEvidence(keywords, ['alpha', 'beta', 'gamma', ...padding])).toMatchObject({ keywordPoints: 36, extraPoints: 6, lengthBonus: 12, total: 54 });
  });

  it('scores the first half of an answer below the whole: 3 of 5 keywords in 48 words against all 5 in 100', () => {
    const whole = [...keywords, ...filler(95)];
    const half = [...keywords.slice(0, 3), ...filler(45)];
    expect(talkContentPoints(talkEvidence(keywords, whole).total)).toBe(5);
    expect(talkContentPoints(talkEvidence(keywords, half).total)).toBe(3);
  });

  it('needs a quarter of the keywords, at least 2, to be on topic: 3 of 12, 2 of 7', () => {
    expect([1, 2, 5, 7, 9, 12, 13].map(onTopicKeywords)).toEqual([1, 2, 2, 2, 3, 3, 4]);
    const twelve = Array.from({ length: 12 }, (_, index) => `keyword${index}`);
    // Two keywords misheard into talk about something else are not an answer about a 12-keyword item.
    expect(talkEvidence(twelve, ['keyword0', 'keyword1', ...filler(60)])).toMatchObject({ onTopic: false, total: 0 });
    expect(talkEvidence(twelve, ['keyword0', 'keyword1', 'keyword2', ...filler(60)])).toMatchObject({ onTopic: true });
  });

  it('needs only the one keyword of an item that has one', () => {
    expect(talkEvidence(['alpha'], ['alpha', 'x'])).toMatchObject({ onTopic: true, keywordPoints: 60 });
  });
});

describe('scoreTalkContent', () => {
  it('gives 5 for every keyword in a long answer', () => {
    const transcript = `alpha beta gamma ${Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ')}`;
    expect(scoreTalkContent({ keywords: ['alpha', 'beta', 'gamma'], transcript })).toMatchObject({ name: 'Content', score: 5, max: 5 });
  });

  it('gives 0 for a few words off the keywords', () => {
    expect(scoreTalkContent({ keywords: ['alpha'], transcript: 'um well' }).score).toBe(0);
  });
});

describe('talk types', () => {
  const long = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
  const answer = { keywords: ['rain'], recognition: said(`rain ${long}`) };
  const delivered = (delivery: Delivery) => ({ ...answer, recognition: said(`rain ${long}`, delivery) });

  it.each([
    ['Describe Image', scoreDescribeImage],
    ['Re-tell Lecture', scoreRetellLecture],
    ['Summarize Group Discussion', scoreSummarizeGroupDiscussion],
  ])('scores %s out of 15 on content, pronunciation and oral fluency', (_, score) => {
    expect(score(answer)).toMatchObject({ score: 15, max: 15, successful: true });
  });

  it('fails Re-tell Lecture at exactly 5 and passes it at 6', () => {
    // content 5 (all keywords, 80 words), pronunciation 0 (0.5), fluency 0 or 1 (0.15 or 0.4 words per second)
    expect(scoreRetellLecture(delivered({ confidence: 0.5, wordsPerSecond: 0.15 }))).toMatchObject({ score: 5, successful: false });
    expect(scoreRetellLecture(delivered({ confidence: 0.5, wordsPerSecond: 0.4 }))).toMatchObject({ score: 6, successful: true });
  });

  it('fails Describe Image at exactly 7', () => {
    expect(scoreDescribeImage(delivered({ confidence: 0.66, wordsPerSecond: 0.15 }))).toMatchObject({ score: 7, successful: false });
  });

  it('judges pronunciation on every word but the fillers, with no reference text', () => {
    const result = scoreDescribeImage({ keywords: ['rain'], recognition: said('um the rain | stopped') });
    expect(result.traits[1]).toMatchObject({ name: 'Pronunciation', score: 5, evidence: { judgedWords: 3 } });
  });

  it('judges each keyword not said as a word said with 0 quality, so half an answer said well keeps less than full pronunciation', () => {
    // Arrange: the first half of a model answer, 4 of 10 keywords in 21 clear words
    const keywords = ['electricity', 'renewable', 'wind', 'solar', 'hydro', 'geothermal', 'increase', 'stable', 'biomass', 'doubled'];
    const half = 'this bar chart compares electricity from five renewable sources in one country wind was the largest source and solar grew fast';
    const whole = `${half} hydro remained stable biomass grew slightly and geothermal doubled an increase for every source`;
    // Act
    const [halfPronunciation, wholePronunciation] = [half, whole].map((text) => scoreDescribeImage({ keywords, recognition: said(text) }).traits[1]);
    // Assess: 21 words at 0.95 and 6 keywords at 0 → 0.74 (3 points); the whole answer keeps 0.95 (5)
    expect(halfPronunciation).toMatchObject({ score: 3, evidence: { quality: 0.74, judgedWords: 27, omittedWords: 0, omittedKeywords: 6 } });
    expect(describeTrait(halfPronunciation!)).toContain('Say every main point: 6 keywords not said counted as 0.');
    expect(wholePronunciation).toMatchObject({ score: 5, evidence: { quality: 0.95, omittedWords: 0 } });
    expect(wholePronunciation?.evidence).not.toHaveProperty('omittedKeywords');
  });

  it('judges fluency against the length of a full answer, so the whole answer said with pauses beats its first half said smoothly', () => {
    // Arrange: a model answer of 40 words (a full answer is 30) and 10 keywords
    const keywords = ['electricity', 'renewable', 'wind', 'solar', 'hydro', 'geothermal', 'increase', 'stable', 'biomass', 'doubled'];
    const modelAnswer =
      'this bar chart compares electricity from five renewable sources in one country wind was the largest source and solar grew fast while hydro remained stable biomass grew slightly and geothermal doubled so the chart shows an increase for every source';
    const words = modelAnswer.split(' ');
    const withPauses = words.map((word, index) => (index % 8 === 7 ? `${word} |` : word)).join(' ');
    const ladder = [modelAnswer, withPauses, words.slice(0, 20).join(' '), 'my neighbour spent the weekend painting her kitchen a bright shade of yellow'];
    // Act
    const results = ladder.map((script) => scoreDescribeImage({ keywords, recognition: said(script, { pauseSeconds: 1.2 }), modelAnswer }));
    // Assess: exact 5 + 5 + 5; four 1.2 s pauses 5 + 5 + 3; first half (4 of 10 keywords, 10 words short) 2 + 3 + 3; unrelated 0
    expect(results.map((result) => result.traits.map((trait) => trait.score))).toEqual([[5, 5, 5], [5, 5, 3], [2, 3, 3], [0, 0, 0]]);
    const fluency = results[2]!.traits[2]!;
    expect(fluency.evidence).toMatchObject({ kind: 'fluency', wordsShort: 10 });
    expect(describeTrait(fluency)).toContain('10 words short of a full answer');
    expect(describeTrait(fluency)).toContain('Cover the whole item: an answer shorter than 75% of the model answer counts the words short as silence.');
  });

  it('does not count fillers as extra words of content', () => {
    const result = scoreDescribeImage({ keywords: ['rain'], recognition: said('um rain uh') });
    expect(result.traits[0]?.evidence).toMatchObject({ kind: 'talk', extraWords: [], words: 1 });
  });

  it('maps Respond to a Situation content onto appropriacy 0-3, out of 13', () => {
    // Act
    const result = scoreRespondToASituation(answer);
    // Assess
    expect(result).toMatchObject({ score: 13, max: 13, successful: true });
    expect(result.traits[0]).toMatchObject({ name: 'Appropriacy', score: 3, max: 3, evidence: { kind: 'talk' } });
  });

  it.each([
    ['Describe Image', scoreDescribeImage],
    ['Re-tell Lecture', scoreRetellLecture],
    ['Summarize Group Discussion', scoreSummarizeGroupDiscussion],
    ['Respond to a Situation', scoreRespondToASituation],
  ])('scores a fluent %s answer that says none of the keywords 0 in total', (_, score) => {
    const offTopic = score({ keywords: ['rain', 'umbrella'], recognition: said(long) });
    expect(offTopic.traits[0]).toMatchObject({ score: 0, evidence: { kind: 'talk', extraPoints: 0, lengthBonus: 0, total: 0 } });
    expect(offTopic.traits.slice(1)).toEqual([
      { name: 'Pronunciation', score: 0, max: 5, evidence: { kind: 'note', text: noContentNote } },
      { name: 'Oral fluency', score: 0, max: 5, evidence: { kind: 'note', text: noContentNote } },
    ]);
    expect(offTopic).toMatchObject({ score: 0, successful: false });
    // Both keywords said is on topic: content and delivery are scored.
    expect(score({ keywords: ['rain', 'umbrella'], recognition: said(`rain umbrella ${long}`) }).traits.slice(1).map((trait) => trait.score)).toEqual([5, 5]);
  });

  it('gives all zeros and says nothing was recorded for an empty answer', () => {
    const result = scoreDescribeImage({ ...answer, recognition: silence });
    expect(result).toEqual({
      score: 0,
      max: 15,
      successful: false,
      traits: ['Content', 'Pronunciation', 'Oral fluency'].map((name) => ({ name, score: 0, max: 5, evidence: { kind: 'note', text: nothingRecorded } })),
    });
  });
});
