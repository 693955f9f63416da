import { describe, expect, it } from 'vitest';
import { describeTrait } from './comment';

describe('describeTrait', () => {
  it.each([
    [{ name: 'Grammar', score: 1, max: 2, evidence: { kind: 'count', label: 'grammar errors', count: 6 } }, '6 grammar errors: 1 of 2 points.'],
    [{ name: 'Form', score: 0, max: 2, evidence: { kind: 'wordBand', words: 39, band: 'zero', range: [0, 39], failed: [] } }, '39 words, in the 0-39 band (no credit): 0 of 2 points.'],
    [{ name: 'Form', score: 0, max: 2, evidence: { kind: 'wordBand', words: 110, band: 'partial', range: [101, null], failed: ['one sentence'] } }, '110 words, in the more than 100 band (no credit: a form rule is broken): 0 of 2 points. Not met: one sentence.'],
    [{ name: 'Grammar', score: 2, max: 2, evidence: { kind: 'count', label: 'grammar errors', count: 1 } }, '1 grammar error: 2 of 2 points.'],
    [{ name: 'Content', score: 2, max: 3, evidence: { kind: 'keywords', matched: ['a', 'b'], missed: ['c'], percent: 67 } }, 'Covered 2 of 3 key ideas (67%); not mentioned: c: 2 of 3 points.'],
    [{ name: 'Email conventions', score: 1, max: 2, evidence: { kind: 'checks', checks: [{ label: 'greeting', passed: true }, { label: 'closing', passed: false }] } }, 'greeting: yes; closing: no: 1 of 2 points.'],
    [{ name: 'Grammar', score: 0, max: 2, evidence: { kind: 'note', text: 'Not scored: Form is 0.' } }, 'Not scored: Form is 0.'],
    [{ name: 'Content', score: 1, max: 1, evidence: { kind: 'words', words: [], matched: ['x'], missed: [], extra: [], percent: 100 } }, '1 of 1 words matched (100%): 1 of 1 point.'],
    [{ name: 'Content', score: 2, max: 3, evidence: { kind: 'words', words: [], matched: Array(11).fill('x'), missed: ['y'], extra: [], percent: 1100 / 12 } }, '11 of 12 words matched (92%): 2 of 3 points. Repeat the words in the order you hear them; not heard: y.'],
    [
      { name: 'Content', score: 3, max: 5, evidence: { kind: 'talk', keywords: { kind: 'keywords', matched: ['rain'], missed: ['sun'], percent: 50 }, onTopic: true, keywordPoints: 50, extraPoints: 4, words: 30, lengthBonus: 7, total: 61 } },
      '1 of 2 keywords, 30 words: 3 of 5 points. Cover more of the main points, e.g. sun.',
    ],
    [{ name: 'Content', score: 4, max: 5, evidence: { kind: 'alignment', steps: [], errors: 3 } }, '3 words differing from the text: 4 of 5 points. Read every word as written, without skipping, adding or changing any: the differences are marked in your answer.'],
    [
      { name: 'Oral fluency', score: 4, max: 5, evidence: { kind: 'fluency', wordsPerMinute: 112, rate: 1.62, floor: 0, ceiling: 2, pauses: 2, longestPause: 1.2, hesitations: ['um'], repetitions: [], speakingSeconds: 20 } },
      '112 words per minute, 2 pauses over 0.5 s, 1 hesitation (um): 4 of 5 points. Keep a steady pace with no pauses over 0.5 s, no fillers such as um.',
    ],
    [
      { name: 'Oral fluency', score: 2, max: 5, evidence: { kind: 'fluency', wordsPerMinute: 80, rate: 0.8, floor: 0, ceiling: 2, pauses: 1, longestPause: 2, hesitations: ['um', 'uh', 'um'], repetitions: ['the'], speakingSeconds: 9 } },
      '80 words per minute, 1 pause over 0.5 s, 3 hesitations (um, uh), 1 repetition (the): 2 of 5 points. Keep a steady pace with no pauses over 0.5 s, no fillers such as um, no words said twice.',
    ],
    [
      { name: 'Oral fluency', score: 3, max: 5, evidence: { kind: 'fluency', wordsPerMinute: 150, rate: 1, floor: 0, ceiling: 2, pauses: 0, longestPause: 0, hesitations: [], repetitions: [], speakingSeconds: 4, unsaidWords: 10 } },
      '150 words per minute, 0 pauses over 0.5 s, 0 hesitations, 10 words of the text not said: 3 of 5 points. Say the whole text: the words left out count as silence.',
    ],
    [
      { name: 'Oral fluency', score: 5, max: 5, evidence: { kind: 'fluency', wordsPerMinute: 150, rate: 2.5, floor: 0, ceiling: 2, pauses: 0, longestPause: 0, hesitations: [], repetitions: [], speakingSeconds: 8 } },
      '150 words per minute, 0 pauses over 0.5 s, 0 hesitations: 5 of 5 points.',
    ],
    [
      { name: 'Pronunciation', score: 4, max: 5, evidence: { kind: 'pronunciation', basis: 'alignment', quality: 0.82, judgedWords: 12, omittedWords: 2, unclearWords: ['library', 'nine'] } },
      'Pronunciation quality 0.82 across 12 words; unclear: library, nine: 4 of 5 points. Say every word of the text: 2 words not said counted as 0. Say these more clearly: library, nine.',
    ],
    [
      { name: 'Pronunciation', score: 5, max: 5, evidence: { kind: 'pronunciation', basis: 'confidence', quality: 0.95, judgedWords: 1, omittedWords: 0, unclearWords: [] } },
      'Recognition confidence 0.95 across 1 word: 5 of 5 points.',
    ],
    [{ name: 'Vocabulary', score: 0, max: 1, evidence: { kind: 'answer', heard: 'clock barometer thermometer', accepted: ['thermometer'], matched: null, otherWords: ['clock', 'barometer'] } }, 'No accepted answer given: 0 of 1 point. Give one answer, not a list of guesses.'],
    [{ name: 'Vocabulary', score: 1, max: 1, evidence: { kind: 'answer', heard: 'a thermometer', accepted: ['thermometer'], matched: 'thermometer', otherWords: [] } }, "Answered 'thermometer': 1 of 1 point."],
  ] as const)('describes %o', (trait, text) => {
    expect(describeTrait(trait as never)).toBe(text);
  });
});
