import { describe, expect, it } from 'vitest';
import {
  contentTrait,
  emailConventionsTrait,
  grammarTrait,
  noKeywordsNote,
  organizationTrait,
  spellingTrait,
  structureTrait,
  uniqueWordsTrait,
  vocabularyTrait,
} from './writing-traits';

const repeat = (word: string, count: number) => Array.from({ length: count }, () => word).join(' ');
const distinct = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('spellingTrait', () => {
  it.each([
    ['WWE', 0, 2],
    ['WWE', 1, 1],
    ['WWE', 2, 0],
    ['WWE', 3, 0],
    ['LST', 1, 1],
    ['WWM', 0, 2],
    ['WWM', 1, 2],
    ['WWM', 2, 2],
    ['WWM', 3, 1],
    ['WWM', 4, 0],
  ] as const)('gives %s with %i spelling errors %i points', (type, errors, points) => {
    expect(spellingTrait(errors, type)).toEqual({ name: 'Spelling', score: points, max: 2, evidence: { kind: 'count', label: 'spelling errors', count: errors } });
  });
});

describe('grammarTrait', () => {
  it.each([
    [0, 2],
    [4, 2],
    [5, 1],
    [8, 1],
    [9, 0],
  ])('gives %i grammar errors %i points', (errors, points) => {
    expect(grammarTrait(errors).score).toBe(points);
  });
});

describe('vocabularyTrait', () => {
  it.each([
    [1, 0],
    [2, 1],
    [9, 1],
    [10, 2],
  ])('gives %i uses of a long topic word %i points', (uses, points) => {
    expect(vocabularyTrait(repeat('technology', uses), 'Is technology good?').score).toBe(points);
  });
});

describe('uniqueWordsTrait', () => {
  it.each([
    [39, 0],
    [40, 1],
    [99, 1],
    [100, 2],
  ])('gives %i unique words %i points', (count, points) => {
    expect(uniqueWordsTrait(distinct(count)).score).toBe(points);
  });
});

describe('structureTrait', () => {
  const sentence = 'However, this matters.';

  it.each([
    ['3 paragraphs, 3 linking words and 8 sentences', [repeat(sentence, 3), repeat(sentence, 3), repeat(sentence, 2)].join('\n'), 2],
    ['2 paragraphs, 8 linking words and 8 sentences', [repeat(sentence, 4), repeat(sentence, 4)].join('\n'), 1],
    ['1 paragraph of 2 sentences without linking words', 'It is. It was.', 0],
  ])('gives %s its points', (_, text, points) => {
    expect(structureTrait(text).score).toBe(points);
  });

  it('shows each count against its target', () => {
    expect(structureTrait('Moreover, yes.').evidence).toEqual({
      kind: 'checks',
      checks: [
        { label: 'at least 3 paragraphs', passed: false, count: 1 },
        { label: 'at least 3 transitions', passed: false, count: 1 },
        { label: 'at least 8 sentences', passed: false, count: 1 },
      ],
    });
  });
});

describe('emailConventionsTrait', () => {
  it.each([
    ['a greeting and a closing', 'Dear Sam,\nBody.\nKind regards,\nAna', 2],
    ['a greeting only', 'Hi Sam,\nBody.', 1],
    ['a closing only', 'Body.\nThank you.', 1],
    ['neither', 'Body only.', 0],
  ])('gives %s its points', (_, text, points) => {
    expect(emailConventionsTrait(text).score).toBe(points);
  });
});

describe('organizationTrait', () => {
  it.each([
    ['One block.', 0],
    ['Dear Sam,\nBody.', 1],
    ['Dear Sam,\nBody.\nRegards', 2],
  ])('gives %j its points', (text, points) => {
    expect(organizationTrait(text).score).toBe(points);
  });
});

describe('contentTrait', () => {
  const keywords = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'];
  const using = (count: number) => keywords.slice(0, count).join(' ');

  it.each([
    [3, 1, 0],
    [3, 2, 1],
    [3, 4, 2],
    [3, 6, 3],
    [3, 10, 3],
    [2, 2, 0],
    [2, 3, 1],
    [2, 6, 2],
  ])('with a maximum of %i gives %i of 10 keywords %i points', (max, used, points) => {
    expect(contentTrait(using(used), keywords, max).score).toBe(points);
  });

  it('gives full content with a note when the question has no keywords', () => {
    expect(contentTrait('Anything.', [], 3)).toEqual({ name: 'Content', score: 3, max: 3, evidence: { kind: 'note', text: noKeywordsNote } });
  });
});
