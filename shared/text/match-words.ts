export interface WordMatch {
  /** One flag per reference word, true when the candidate supplied it. */
  marks: boolean[];
  matched: string[];
  missed: string[];
  /** Candidate words left over after matching, in their order. */
  extra: string[];
}

/**
 * Matches candidate words to reference words as a multiset: each reference
 * word is matched at most once, by one occurrence of the same word in the
 * candidate, wherever it stands. Both lists must already be normalised.
 * Example: matchWords(['the', 'cat', 'the'], ['the', 'dog']) marks [true, false, false].
 */
export function matchWords(reference: readonly string[], candidate: readonly string[]): WordMatch {
  const available = new Map<string, number>();
  for (const word of candidate) available.set(word, (available.get(word) ?? 0) + 1);
  const marks = reference.map((word) => {
    const left = available.get(word) ?? 0;
    if (left === 0) return false;
    available.set(word, left - 1);
    return true;
  });
  const extra: string[] = [];
  for (const word of candidate) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      extra.push(word);
      available.set(word, left - 1);
    }
  }
  return {
    marks,
    matched: reference.filter((_, position) => marks[position]),
    missed: reference.filter((_, position) => !marks[position]),
    extra,
  };
}
