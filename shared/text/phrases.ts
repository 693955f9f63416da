/**
 * Whether a phrase occurs as consecutive whole words; both lists normalised.
 * Example: containsPhrase(['the', 'water', 'cycle'], ['water', 'cycle']) === true.
 */
export function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= haystack.length; start += 1) {
    if (phrase.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}
