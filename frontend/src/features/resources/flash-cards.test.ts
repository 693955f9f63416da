import { describe, expect, it } from 'vitest';
import { currentCard, markAgain, markKnown, roundProgress, startRound } from './flash-cards';

describe('flash card round', () => {
  it('takes a known card out and counts it', () => {
    // Prepare
    const round = startRound(['analyse', 'assess', 'assume']);

    // Act
    const next = markKnown(round);

    // Assess
    expect(currentCard(next)).toBe('assess');
    expect(next.known).toEqual(['analyse']);
    expect(roundProgress(next)).toEqual({ known: 1, total: 3 });
  });

  it('puts a card asked again at the back, after the others', () => {
    const round = markAgain(startRound(['analyse', 'assess', 'assume']));

    expect(round.queue).toEqual(['assess', 'assume', 'analyse']);
    expect(roundProgress(round)).toEqual({ known: 0, total: 3 });
  });

  it('ends when every card is known, and then ignores further marks', () => {
    const done = markKnown(markKnown(markAgain(startRound(['a', 'b']))));

    expect(currentCard(done)).toBeUndefined();
    expect(done.known).toEqual(['b', 'a']);
    expect(markKnown(done)).toBe(done);
    expect(markAgain(done)).toBe(done);
  });
});
