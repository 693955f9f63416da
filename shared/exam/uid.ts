import { InvalidUidError, UnknownItemTypeError } from './errors';
import { isItemTypeCode, type ItemTypeCode } from './item-type-codes';

/**
 * The one uid format: the three-letter type code, a hyphen and a number of at
 * least 4 digits (SRS-0001, LWD-12345). The spec only says the type code is
 * contained in the uid (practice.md §3); a fixed prefix keeps it parseable.
 */
export const uidPattern = /^([A-Z]{3})-(\d{4,})$/;

/** Builds a uid from a type code and a sequence number, e.g. makeUid('SRS', 1) === 'SRS-0001'. */
export function makeUid(code: ItemTypeCode, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 0) {
    throw new RangeError(`A uid sequence must be a non-negative integer, got ${sequence}`);
  }
  return `${code}-${String(sequence).padStart(4, '0')}`;
}

/** The item-type code of a uid, or undefined when the uid is malformed or its prefix unknown. */
export function tryParseItemTypeCode(uid: string): ItemTypeCode | undefined {
  const prefix = uidPattern.exec(uid)?.[1];
  return prefix !== undefined && isItemTypeCode(prefix) ? prefix : undefined;
}

/**
 * The item-type code of a uid, e.g. parseItemTypeCode('SRS-0001') === 'SRS'.
 * Throws InvalidUidError for a malformed uid and UnknownItemTypeError for an unknown prefix.
 */
export function parseItemTypeCode(uid: string): ItemTypeCode {
  const prefix = uidPattern.exec(uid)?.[1];
  if (prefix === undefined) throw new InvalidUidError(uid);
  if (!isItemTypeCode(prefix)) throw new UnknownItemTypeError(uid, prefix);
  return prefix;
}
