import type { AnswerKind, ItemTypeCode } from '@shared/exam';

/** The answer given to the dispatcher is not the kind the item type takes. */
export class AnswerKindMismatchError extends Error {
  constructor(
    readonly type: ItemTypeCode,
    readonly expected: AnswerKind,
    readonly received: AnswerKind,
  ) {
    super(`${type} takes a "${expected}" answer, got "${received}"`);
    this.name = 'AnswerKindMismatchError';
  }
}

/** A writing answer arrived without a measure computed on the server (its grammar and spelling error counts). */
export class MissingMeasureError extends Error {
  constructor(
    readonly type: ItemTypeCode,
    readonly measure: string,
  ) {
    super(`${type} needs ${measure} to be scored`);
    this.name = 'MissingMeasureError';
  }
}
