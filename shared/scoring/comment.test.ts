import { describe, expect, it } from 'vitest';
import { describeTrait } from './comment';

describe('describeTrait', () => {
  it.each([
    [{ name: 'Grammar', score: 1, max: 2, evidence: { kind: 'count', label: 'grammar errors', count: 6 } }, '6 grammar errors: 1 of 2 points.'],
    [{ name: 'Form', score: 0, max: 2, evidence: { kind: 'wordBand', words: 39, band: 'zero', range: [0, 39], failed: [] } }, '39 words, in the 0-39 band (no credit): 0 of 2 points.'],
    [{ name: 'Form', score: 1, max: 2, evidence: { kind: 'wordBand', words: 110, band: 'partial', range: [101, null], failed: ['one sentence'] } }, '110 words, in the more than 100 band (partial credit): 1 of 2 points. Not met: one sentence.'],
    [{ name: 'Content', score: 2, max: 3, evidence: { kind: 'keywords', matched: ['a', 'b'], missed: ['c'], percent: 67 } }, 'Covered 2 of 3 key ideas (67%); not mentioned: c: 2 of 3 points.'],
    [{ name: 'Email conventions', score: 1, max: 2, evidence: { kind: 'checks', checks: [{ label: 'greeting', passed: true }, { label: 'closing', passed: false }] } }, 'greeting: yes; closing: no: 1 of 2 points.'],
    [{ name: 'Grammar', score: 0, max: 2, evidence: { kind: 'note', text: 'Not scored: Form is 0.' } }, 'Not scored: Form is 0.'],
    [{ name: 'Content', score: 1, max: 1, evidence: { kind: 'words', words: [], matched: ['x'], missed: [], extra: [], percent: 100 } }, '1 of 1 words matched (100%): 1 of 1 point.'],
  ] as const)('describes %o', (trait, text) => {
    expect(describeTrait(trait as never)).toBe(text);
  });
});
