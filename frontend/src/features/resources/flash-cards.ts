/**
 * A round of flash cards: the words still to learn, front first, and those the student knows.
 * "Know" takes the card out of the round; "Again" puts it at the back, so it comes back after the
 * others. Pure, so the page keeps it in state and tests need no browser.
 */
export interface FlashCardRound {
  queue: readonly string[];
  known: readonly string[];
}

/** A new round over `words` in their order. Example: startRound(['a', 'b']).queue deep-equals ['a', 'b']. */
export function startRound(words: readonly string[]): FlashCardRound {
  return { queue: [...words], known: [] };
}

/** The card on top, or undefined when the round is over. */
export function currentCard(round: FlashCardRound): string | undefined {
  return round.queue[0];
}

/** The student knows the top card: it leaves the round. */
export function markKnown(round: FlashCardRound): FlashCardRound {
  const [card, ...rest] = round.queue;
  return card === undefined ? round : { queue: rest, known: [...round.known, card] };
}

/** The student wants the top card again: it goes to the back (alone in the queue, it stays on top). */
export function markAgain(round: FlashCardRound): FlashCardRound {
  const [card, ...rest] = round.queue;
  return card === undefined ? round : { queue: [...rest, card], known: round.known };
}

/** How far the round is: cards known of all cards. */
export function roundProgress(round: FlashCardRound): { known: number; total: number } {
  return { known: round.known.length, total: round.known.length + round.queue.length };
}
