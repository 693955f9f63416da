import type { z } from 'zod';

/** Where a stored value was read from, so that a bad one can be found and fixed. */
export interface StoredAt {
  entity: string;
  attribute: string;
  key: string;
}

/**
 * A stored value that does not have the shape its entity writes: the table holds something this
 * code cannot read (a bug, or data written by a version whose format was not migrated). It is
 * never a user's mistake, so it is answered as a server error.
 */
export class StoredDataError extends Error {
  constructor(
    readonly at: StoredAt,
    readonly problem: string,
  ) {
    super(`Stored ${at.entity}.${at.attribute} of ${at.key} cannot be read: ${problem}`);
    this.name = 'StoredDataError';
  }
}

/**
 * An attribute kept as JSON text. The formats of these attributes predate their schemas, so the
 * text stays as it was written (no migration) and is checked by the schema each time it is read.
 */
export function jsonAttribute<S extends z.ZodType>(schema: S) {
  return {
    write: (value: z.output<S>): string => JSON.stringify(value),
    read(text: string, at: StoredAt): z.output<S> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new StoredDataError(at, 'not JSON');
      }
      const result = schema.safeParse(parsed);
      if (!result.success) throw new StoredDataError(at, result.error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; '));
      return result.data;
    },
  };
}
