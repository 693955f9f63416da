import { describe, expect, it } from 'vitest';
import { fluencyPoints, pronunciationPoints } from './clamps';
import type { Recognition } from './recognition';
import { said, silence, withConfidences } from '@test/fixtures/recognition';
import { fillerWords, fluencyMeasure, fullAnswerWords, heardConfidence, heardGoodness, longPausePenalty, longPauseSeconds, pronunciationMeasure, transcriptOf, unclearQuality, unclearWordsShown } from './speech-measures';

// 20 words, no word said twice in a row.
const text = 'the library opens at nine on weekdays and closes at six so students can study there before and after class';

describe('fluencyMeasure', () => {
  it.each([
    ['steady speech at 2.5 words per second', text, { wordsPerMinute: 150, rate: 2, pauses: 0, speakingSeconds: 8, hesitations: [], repetitions: [] }, 5],
    [
      'the same words with three 1.5 s pauses',
      'the library opens at nine | on weekdays and closes at six | so students can study there | before and after class',
      // 20 words over 8 s of speech and 4.5 s of pauses: 20 / 12.5 − 3 × 0.3 × 10 / 12.5
      { wordsPerMinute: 96, rate: 0.88, pauses: 3, longestPause: 1.5, speakingSeconds: 12.5 },
      2,
    ],
    [
      'the same words with eight fillers',
      'um the library uh opens at nine er on weekdays and um closes at six erm so students uh can study there hmm before and mm after class',
      // 28 sounds of 0.4 s: 20 / 11.2 s; the fillers are not words per minute either
      { wordsPerMinute: 107, rate: 1.79, pauses: 0, hesitations: ['um', 'uh', 'er', 'um', 'erm', 'uh', 'hmm', 'mm'], repetitions: [] },
      4,
    ],
    [
      'the same words with eight repeated words',
      'the the library opens at nine at nine on on weekdays and and closes at six so so students can can study there there before and after class class',
      // 29 words of 0.4 s, 9 of them said again: 20 / 11.6 s
      { wordsPerMinute: 150, rate: 1.72, hesitations: [], repetitions: ['the', 'at nine', 'on', 'and', 'so', 'can', 'there', 'class'] },
      4,
    ],
  ])('measures %s', (_, script, expected, points) => {
    // Act
    const evidence = fluencyMeasure(said(script));
    // Assess
    expect(evidence).toMatchObject({ kind: 'fluency', floor: 0, ceiling: 2, ...expected });
    expect(fluencyPoints(evidence.rate)).toBe(points);
  });

  it("counts a reference text's words not said as silence, and only those", () => {
    const firstHalf = text.split(' ').slice(0, 10).join(' ');
    // 10 of 20 words said at rate 2 → half the rate; the text said whole, or with one word heard as another, keeps it.
    expect(fluencyMeasure(said(firstHalf), { text })).toMatchObject({ rate: 1, unsaidWords: 10 });
    expect(fluencyMeasure(said(text), { text })).toMatchObject({ rate: 2, unsaidWords: 0 });
    expect(fluencyMeasure(said(text.replace('nine', 'mine')), { text })).toMatchObject({ rate: 2, unsaidWords: 0 });
    // Without a reference (the talk types) nothing is counted as unsaid.
    expect(fluencyMeasure(said(firstHalf))).not.toHaveProperty('unsaidWords');
  });

  it("counts the words a talk falls short of its full length as silence, and nothing past it", () => {
    // A 27-word model answer makes a full length of 21 words (three quarters, rounded up).
    expect(fullAnswerWords(`${text} and closes early on sundays in summer`)).toBe(21);
    const firstHalf = text.split(' ').slice(0, 10).join(' ');
    // 10 of a full 20 words at rate 2 → half the rate; 20 words or more keep it.
    expect(fluencyMeasure(said(firstHalf), { fullAnswerWords: 20 })).toMatchObject({ rate: 1, wordsShort: 10 });
    expect(fluencyMeasure(said(text), { fullAnswerWords: 20 })).toMatchObject({ rate: 2, wordsShort: 0 });
    expect(fluencyMeasure(said(`${text} ${text}`), { fullAnswerWords: 20 })).toMatchObject({ rate: 2, wordsShort: 0 });
    expect(fluencyMeasure(said(firstHalf))).not.toHaveProperty('wordsShort');
  });

  it('rates each disfluency lower than the steady reading, and a pause lower even above the 2 words per second cap', () => {
    const atCap = { wordsPerSecond: 2 };
    const steady = fluencyMeasure(said(text, atCap)).rate;
    expect(fluencyMeasure(said(text.replace(' on ', ' um on '), atCap)).rate).toBeLessThan(steady);
    expect(fluencyMeasure(said(text.replace(' on ', ' on on '), atCap)).rate).toBeLessThan(steady);
    expect(fluencyMeasure(said(text.replace(' on ', ' | on '), atCap)).rate).toBeLessThan(steady);
    expect(fluencyMeasure(said(text.replace(' on ', ' | on '), { wordsPerSecond: 3 })).rate).toBeLessThan(fluencyMeasure(said(text, { wordsPerSecond: 3 })).rate);
  });

  it.each([
    [longPauseSeconds, 0],
    [longPauseSeconds + 0.01, 1],
  ])('counts a silence of %d s as %i pauses', (pauseSeconds, pauses) => {
    const evidence = fluencyMeasure(said('one two | three', { pauseSeconds }));
    expect(evidence).toMatchObject({ pauses, longestPause: pauseSeconds });
    expect(evidence.rate).toBeCloseTo(Math.min(2, 3 / (1.2 + pauseSeconds)) - pauses * longPausePenalty, 2);
  });

  it('takes pauses off per 10 seconds of speaking, so a 40 s answer is not marked down for having more sentences to pause between', () => {
    const sentence = Array.from({ length: 12 }, (_, index) => `w${index}`).join(' ');
    // Eight 12-word sentences with a 1.2 s pause between each: 96 words over 38.4 s of speech and 8.4 s of pauses.
    const evidence = fluencyMeasure(said(Array.from({ length: 8 }, () => sentence).join(' | '), { pauseSeconds: 1.2 }));
    expect(evidence).toMatchObject({ pauses: 7, speakingSeconds: 46.8 });
    expect(evidence.rate).toBeCloseTo(2 - (7 * longPausePenalty * 10) / 46.8, 2);
    expect(fluencyPoints(evidence.rate)).toBe(4); // counted per pause (−2.1), it was 0: 0 points
    // An answer under 10 s counts as 10 s: one pause in 5.8 s costs the full penalty.
    expect(fluencyMeasure(said(`${sentence} | w12`, { pauseSeconds: 0.6 })).rate).toBeCloseTo(2 - longPausePenalty, 2);
  });

  it('never goes below 0 when pauses outweigh the fluent words', () => {
    expect(fluencyMeasure(said('one | one | one | one', { pauseSeconds: 1 })).rate).toBe(0);
  });

  it('skips recogniser markers, keeps their fillers and times speech from the first sound', () => {
    // Prepare
    const recognition: Recognition = {
      duration: 3,
      words: [
        { word: '<s>', start: 0, end: 0.3, confidence: 1 },
        { word: '++UH++', start: 0.3, end: 0.6, confidence: 0.4 },
        { word: 'The', start: 0.6, end: 1, confidence: 0.9 },
        { word: 'library(2)', start: 1, end: 1.4, confidence: 0.9 },
        { word: '[NOISE]', start: 1.4, end: 2.4, confidence: 0.2 },
        { word: 'opens.', start: 2.4, end: 2.8, confidence: 0.9 },
        { word: '</s>', start: 2.8, end: 3, confidence: 1 },
      ],
    };
    // Act
    const evidence = fluencyMeasure(recognition);
    // Assess: 3 words over 2.5 s with one 1 s pause: 3 / 2.5 − 0.3
    expect(evidence).toMatchObject({ wordsPerMinute: 72, rate: 0.9, pauses: 1, longestPause: 1, hesitations: ['uh'], speakingSeconds: 2.5 });
    expect(transcriptOf(recognition)).toBe('The library opens.');
  });

  it('gives zeros for a silent recording', () => {
    expect(fluencyMeasure(silence)).toEqual({
      kind: 'fluency',
      wordsPerMinute: 0,
      rate: 0,
      floor: 0,
      ceiling: 2,
      pauses: 0,
      longestPause: 0,
      hesitations: [],
      repetitions: [],
      speakingSeconds: 0,
    });
  });

  it('uses the exam’s filler words', () => {
    expect(fillerWords).toEqual(['uh', 'um', 'er', 'erm', 'ah', 'hmm', 'mm']);
  });
});

describe('transcriptOf', () => {
  it('joins the words said, without hesitations', () => {
    expect(transcriptOf(said('Um, it opens at 9 uh on weekdays.'))).toBe('it opens at 9 on weekdays.');
  });

  it('shows each stretch of words the recogniser could not make out once, as unclear, never the guess', () => {
    const recognition = withConfidences(said('coral reefs support mary knife and food'), [0.9, 0.9, 0.9, 0.09, 0.04, 0.9, heardConfidence]);
    expect(transcriptOf(recognition)).toBe('coral reefs support … and food');
  });

  it('shows a word whose sounds are far from it as unclear too, however confident the recogniser was', () => {
    const recognition = said('coral reefs support marine life');
    const words = recognition.words.map((word, index) => ({ ...word, confidence: 1, goodness: index === 3 ? heardGoodness - 1 : -2 }));
    expect(transcriptOf({ ...recognition, words })).toBe('coral reefs support … life');
    expect(transcriptOf({ ...recognition, words: words.map((word) => ({ ...word, goodness: heardGoodness })) })).toBe('coral reefs support marine life');
  });
});

describe('pronunciationMeasure', () => {
  const reference = 'The library opens at 9 on weekdays and closes at 6.';

  it.each([
    ['clear speech, no reference', said(text, { confidence: 0.95 }), undefined, { basis: 'confidence', quality: 0.95, judgedWords: 20, unclearWords: [] }, 5],
    ['hesitant speech, no reference', said(text, { confidence: 0.7 }), undefined, { quality: 0.7, judgedWords: 20 }, 3],
    ['the reference read clearly', said('the library opens at nine on weekdays and closes at six'), reference, { quality: 0.95, judgedWords: 11, unclearWords: [] }, 5],
    // 5 words at 0.95 and the 6 not said at 0: 0.43, under the window.
    ['the first half of the reference read clearly', said('the library opens at nine'), reference, { quality: 0.43, judgedWords: 11, omittedWords: 6, unclearWords: [] }, 0],
    [
      'an unrelated sentence read clearly',
      said('students must hand their essays to professor jones before friday'),
      reference,
      { quality: 0, judgedWords: 11, omittedWords: 1, unclearWords: ['students', 'must', 'hand', 'their', 'essays', 'to', 'professor', 'jones', 'before', 'friday'] },
      0,
    ],
    ['fillers and repeated words beside the reference', said('um the the library uh opens at nine on weekdays and closes at six'), reference, { quality: 0.95, judgedWords: 11 }, 5],
  ])('judges %s', (_, recognition, text, expected, points) => {
    // Act
    const evidence = pronunciationMeasure(recognition, text);
    // Assess
    expect(evidence).toMatchObject({ kind: 'pronunciation', ...expected });
    expect(pronunciationPoints(evidence.quality)).toBe(points);
  });

  it('judges numbers and symbols as the text spells them, whatever words the recogniser wrote', () => {
    const evidence = pronunciationMeasure(said('forty five per cent of three hundred and ten homes'), '45% of 310 homes');
    expect(evidence).toMatchObject({ quality: 0.95, judgedWords: 8, omittedWords: 0, unclearWords: [] });
  });

  it('counts a word that replaces a reference word as 0 and lists it', () => {
    // 'closes' heard as 'loses': (10 × 0.95 + 0) / 11
    const evidence = pronunciationMeasure(said('the library opens at nine on weekdays and loses at six'), reference);
    expect(evidence).toMatchObject({ quality: 0.86, judgedWords: 11, unclearWords: ['loses'] });
  });

  it('lists each word under the unclear quality once, at most ten', () => {
    // Prepare
    const words = 'a b c d e f g h i j k l a';
    const confidences = [...Array.from({ length: 12 }, () => unclearQuality - 0.01), 0.1];
    // Act
    const evidence = pronunciationMeasure(withConfidences(said(words), confidences));
    // Assess
    expect(evidence.unclearWords).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
    expect(evidence.unclearWords).toHaveLength(unclearWordsShown);
    expect(pronunciationMeasure(withConfidences(said('a b'), [unclearQuality, 1])).unclearWords).toEqual([]);
  });

  it('does not judge fillers without a reference either', () => {
    expect(pronunciationMeasure(withConfidences(said('um it rains'), [0.1, 0.9, 0.9]))).toMatchObject({ quality: 0.9, judgedWords: 2 });
  });

  it('judges nothing when nothing was said or the reference is empty', () => {
    expect(pronunciationMeasure(silence)).toMatchObject({ quality: 0, judgedWords: 0 });
    expect(pronunciationMeasure(said('hello'), '')).toMatchObject({ quality: 0, judgedWords: 0 });
  });
});
