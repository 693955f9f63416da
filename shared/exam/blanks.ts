/**
 * The one blank marker of blank-type topics ("topic with ___ markers",
 * practice.md §2): three underscores. A longer run of underscores is still one
 * blank, so an author's "_____" does not become two.
 */
export const blankMarker = '___';

const blankPattern = /_{3,}/g;

/** The number of blanks in a topic, e.g. countBlanks('A ___ and a ___.') === 2. */
export function countBlanks(topic: string): number {
  return topic.match(blankPattern)?.length ?? 0;
}

/** The text around the blanks, one more piece than blanks, e.g. splitAtBlanks('A ___ b') → ['A ', ' b']. */
export function splitAtBlanks(topic: string): string[] {
  return topic.split(blankPattern);
}
