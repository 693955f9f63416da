import { describe, expect, it } from 'vitest';
import { scoreReorderParagraphs } from './reorder-paragraphs';

describe('scoreReorderParagraphs', () => {
  const correctOrder = [3, 0, 2, 1, 4];

  it.each([
    ['the correct order', [3, 0, 2, 1, 4], 4, true],
    ['three of four pairs', [3, 0, 2, 1], 3, true],
    ['three pairs kept in a shuffled answer', [2, 1, 4, 3, 0], 3, true],
    ['exactly half the pairs', [3, 0, 4, 2, 1], 2, false],
    ['the reverse order', [4, 1, 2, 0, 3], 0, false],
    ['nothing placed', [], 0, false],
  ])('scores %s', (_, answer, score, successful) => {
    const result = scoreReorderParagraphs({ correctOrder, answer });
    expect([result.score, result.max, result.successful]).toEqual([score, 4, successful]);
  });

  it('shows linked and broken pairs', () => {
    const result = scoreReorderParagraphs({ correctOrder: [2, 0, 1], answer: [2, 0, 1].reverse() });
    expect(result.traits[0]?.evidence).toEqual({ kind: 'pairs', linked: [], broken: [[2, 0], [0, 1]] });
  });
});
