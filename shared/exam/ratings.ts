/** The four ratings shown per type on a 1-5 scale (practice.md §2). */
export type RatingKind = 'difficulty' | 'quantity' | 'time' | 'importance';

export type RatingValue = 1 | 2 | 3 | 4 | 5;

export const ratingColours = ['green', 'amber', 'red'] as const;

export type RatingColour = (typeof ratingColours)[number];

/** The spec's labels per rating, low to high (practice.md §2). */
export const ratingLabels = {
  quantity: ['FEW', 'AVERAGE', 'MANY'],
  difficulty: ['EASY', 'MEDIUM', 'HARD'],
  time: ['SHORT', 'MEDIUM', 'LONG'],
  importance: ['LOW', 'MEDIUM', 'HIGH'],
} as const satisfies Record<RatingKind, readonly [string, string, string]>;

export interface Rating {
  kind: RatingKind;
  value: RatingValue;
  label: string;
  colour: RatingColour;
  /** What the card prints: '5/5' for difficulty and importance, '2-3' for quantity, '9 MIN' for time. */
  text: string;
}

/**
 * Three labels and colours over five values: the spec gives no split, so 1-2
 * take the low label (green), 3 the middle (amber), 4-5 the high (red).
 */
function level(value: RatingValue): 0 | 1 | 2 {
  if (value <= 2) return 0;
  return value === 3 ? 1 : 2;
}

/** A rating with its label and colour, e.g. rating('difficulty', 5) → HARD, red, '5/5'. */
export function rating(kind: RatingKind, value: RatingValue, text = `${value}/5`): Rating {
  const index = level(value);
  return { kind, value, label: ratingLabels[kind][index], colour: ratingColours[index], text };
}

/** Quantity rating from the items per test, e.g. quantityRating([2, 3]) → 2 (FEW), text '2-3'. */
export function quantityRating([fewest, most]: readonly [number, number]): Rating {
  const value: RatingValue = most <= 2 ? 1 : most <= 3 ? 2 : most <= 5 ? 3 : most <= 7 ? 4 : 5;
  return rating('quantity', value, fewest === most ? `${most}` : `${fewest}-${most}`);
}

/** Time rating from a target time in seconds, e.g. timeRating(540) → 4 (LONG), text '9 MIN'. */
export function timeRating(seconds: number): Rating {
  const value: RatingValue = seconds <= 60 ? 1 : seconds <= 120 ? 2 : seconds <= 300 ? 3 : seconds <= 600 ? 4 : 5;
  const text = seconds % 60 === 0 ? `${seconds / 60} MIN` : `${seconds} SEC`;
  return rating('time', value, text);
}
