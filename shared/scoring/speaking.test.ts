import { describe, expect, it } from 'vitest';
import { said, silence } from '@test/fixtures/recognition';
import { fluencyTrait, nothingRecordedScore, pronunciationTrait, speakingScore } from './speaking';
import { nothingRecorded, type Trait } from './types';

describe('pronunciationTrait', () => {
  it('shows the quality from the confidences, and the words judged', () => {
    expect(pronunciationTrait(said('the rain stopped', { confidence: 0.82 }))).toEqual({
      name: 'Pronunciation',
      score: 4,
      max: 5,
      evidence: { kind: 'pronunciation', basis: 'confidence', quality: 0.82, judgedWords: 3, omittedWords: 0, unclearWords: [] },
    });
  });

  it('judges by goodness of pronunciation when every word has it, whatever the confidence', () => {
    const aligned = (goodness: number[]) => ({ ...said('the rain stopped'), words: said('the rain stopped').words.map((word, index) => ({ ...word, confidence: 1, goodness: goodness[index]! })) });

    expect(pronunciationTrait(aligned([-1, -2, -3]))).toMatchObject({ score: 5, evidence: { basis: 'alignment', quality: 1, unclearWords: [] } });
    expect(pronunciationTrait(aligned([-1, -13, -16]))).toMatchObject({ score: 0, evidence: { basis: 'alignment', quality: 0.42, unclearWords: ['rain', 'stopped'] } });
    expect(pronunciationTrait(aligned([-1, -4, -10]))).toMatchObject({ score: 4, evidence: { basis: 'alignment', quality: 0.83, unclearWords: ['stopped'] } });
  });

  it('judges against the reference text when given', () => {
    expect(pronunciationTrait(said('the rain stopped'), 'Sunsets come early.')).toMatchObject({ score: 0, evidence: { quality: 0, judgedWords: 3 } });
  });
});

describe('fluencyTrait', () => {
  it('shows the timings and the spec’s 0-2 window', () => {
    expect(fluencyTrait(said('the rain stopped | at last', { wordsPerSecond: 1, pauseSeconds: 1 }))).toEqual({
      name: 'Oral fluency',
      score: 1,
      max: 5,
      // 5 words over 6 s, one long pause (a 6 s answer counts as 10 s): 5 / 6 − 0.3
      evidence: { kind: 'fluency', wordsPerMinute: 50, rate: 0.53, floor: 0, ceiling: 2, pauses: 1, longestPause: 1, hesitations: [], repetitions: [], speakingSeconds: 6 },
    });
  });
});

describe('nothingRecordedScore', () => {
  it('zeroes every trait of the type with the nothing-recorded note', () => {
    // Act
    const result = nothingRecordedScore('SIT');
    // Assess
    expect(nothingRecorded).toBe('nothing recorded');
    expect(result).toMatchObject({ score: 0, max: 13, successful: false });
    expect(result.traits.map((trait) => [trait.name, trait.score, trait.evidence])).toEqual([
      ['Appropriacy', 0, { kind: 'note', text: 'nothing recorded' }],
      ['Pronunciation', 0, { kind: 'note', text: 'nothing recorded' }],
      ['Oral fluency', 0, { kind: 'note', text: 'nothing recorded' }],
    ]);
  });
});

describe('speakingScore', () => {
  const content = (transcript: string): Trait => ({ name: 'Content', score: 5, max: 5, evidence: { kind: 'note', text: transcript } });

  it('gives content the transcript of the words said', () => {
    const result = speakingScore('SDI', said('um the rain | stopped'), content);
    expect(result.traits[0]?.evidence).toEqual({ kind: 'note', text: 'the rain stopped' });
  });

  it.each([
    ['silence', silence],
    ['only fillers', said('um | uh erm')],
  ])('says nothing was recorded for %s', (_, recognition) => {
    expect(speakingScore('SDI', recognition, content)).toEqual(nothingRecordedScore('SDI'));
  });
});
