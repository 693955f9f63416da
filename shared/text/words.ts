/** The whitespace-separated tokens of a text, e.g. words(' a  b\nc ') → ['a', 'b', 'c']. */
export function words(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/** Word count as practice.md §5 defines it: whitespace-separated tokens, 0 if empty. Example: countWords('Hello, world.') === 2. */
export function countWords(text: string): number {
  return words(text).length;
}
