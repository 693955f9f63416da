/** True when a write was refused by its condition (the item exists, or a guard did not hold). */
function isConditionalCheckFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | undefined)?.cause;
  return cause?.name === 'ConditionalCheckFailedException';
}

/** The write's result, or undefined when its condition refused it; other failures are thrown. */
export async function unlessRefused<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}
