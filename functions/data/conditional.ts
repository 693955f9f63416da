/** True when a write was refused by its condition (the item exists, or a guard did not hold). */
export function isConditionalCheckFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | undefined)?.cause;
  return cause?.name === 'ConditionalCheckFailedException';
}
