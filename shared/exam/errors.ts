/** A uid that does not follow the uid format (see uidPattern). */
export class InvalidUidError extends Error {
  constructor(readonly uid: string) {
    super(`Invalid question uid "${uid}": expected a type code, a hyphen and at least 4 digits, e.g. SRS-0001`);
    this.name = 'InvalidUidError';
  }
}

/** A uid whose prefix is not an item-type code of the catalogue. */
export class UnknownItemTypeError extends Error {
  constructor(
    readonly uid: string,
    readonly prefix: string,
  ) {
    super(`Unknown item type "${prefix}" in question uid "${uid}"`);
    this.name = 'UnknownItemTypeError';
  }
}
