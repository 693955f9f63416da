export type AlignmentStep =
  | { op: 'match'; reference: string; spoken: string }
  | { op: 'replace'; reference: string; spoken: string }
  | { op: 'omit'; reference: string }
  | { op: 'insert'; spoken: string };

export interface Alignment {
  steps: AlignmentStep[];
  /** Replaced, omitted and inserted words: pte-format.md counts each as a Read Aloud content error. */
  errors: number;
}

/**
 * Aligns spoken words to reference words in order with the fewest replaced,
 * omitted and inserted words (word-level edit distance). Both lists must already
 * be normalised. Example: alignWords(['a', 'b', 'c'], ['a', 'c', 'd']).errors === 2.
 * With `mostMatches`, a replacement costs as much as an omission plus an insertion, so the
 * alignment keeps the most words in order (the longest common subsequence) instead of pairing
 * unlike words: 'b c a' against 'a b c' matches 'b c' rather than replacing all three.
 */
export function alignWords(reference: readonly string[], spoken: readonly string[], { mostMatches = false } = {}): Alignment {
  const replaceCost = mostMatches ? 2 : 1;
  const rows = reference.length + 1;
  const columns = spoken.length + 1;
  // cost[i][j]: fewest errors aligning the first i reference words with the first j spoken words.
  const cost: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => cost[i]?.[j] ?? 0;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const same = reference[i - 1] === spoken[j - 1];
      (cost[i] as number[])[j] = Math.min(at(i - 1, j - 1) + (same ? 0 : replaceCost), at(i - 1, j) + 1, at(i, j - 1) + 1);
    }
  }
  const steps: AlignmentStep[] = [];
  let i = reference.length;
  let j = spoken.length;
  while (i > 0 || j > 0) {
    const word = reference[i - 1] as string;
    const said = spoken[j - 1] as string;
    if (i > 0 && j > 0 && (word === said || !mostMatches) && at(i, j) === at(i - 1, j - 1) + (word === said ? 0 : replaceCost)) {
      steps.push(word === said ? { op: 'match', reference: word, spoken: said } : { op: 'replace', reference: word, spoken: said });
      i -= 1;
      j -= 1;
    } else if (i > 0 && at(i, j) === at(i - 1, j) + 1) {
      steps.push({ op: 'omit', reference: word });
      i -= 1;
    } else {
      steps.push({ op: 'insert', spoken: said });
      j -= 1;
    }
  }
  return { steps: steps.reverse(), errors: steps.filter((step) => step.op !== 'match').length };
}
