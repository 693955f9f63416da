import { describe, expect, it } from 'vitest';
import { InvalidUidError, UnknownItemTypeError } from './errors';
import { itemTypeCodes } from './item-type-codes';
import { makeUid, parseItemTypeCode, tryParseItemTypeCode, uidPattern } from './uid';

describe('makeUid', () => {
  it.each([
    [1, 'SRS-0001'],
    [42, 'SRS-0042'],
    [12345, 'SRS-12345'],
  ])('numbers %i as %j', (sequence, expected) => {
    expect(makeUid('SRS', sequence)).toBe(expected);
  });

  it.each([-1, 1.5])('refuses the sequence %d', (sequence) => {
    expect(() => makeUid('SRS', sequence)).toThrow(RangeError);
  });

  it('makes a uid the pattern accepts for every type', () => {
    expect(itemTypeCodes.every((code) => uidPattern.test(makeUid(code, 7)))).toBe(true);
  });
});

describe('parseItemTypeCode', () => {
  it('reads the type code of every type back from its uid', () => {
    expect(itemTypeCodes.map((code) => parseItemTypeCode(makeUid(code, 3)))).toEqual([...itemTypeCodes]);
  });

  it.each(['SRS0001', 'srs-0001', 'SRS-001', 'SRS-0001 ', ''])('throws InvalidUidError for %j', (uid) => {
    expect(() => parseItemTypeCode(uid)).toThrow(InvalidUidError);
  });

  it('throws UnknownItemTypeError carrying the prefix for an unknown code', () => {
    // Act
    const parse = () => parseItemTypeCode('XYZ-0001');
    // Assess
    expect(parse).toThrow(UnknownItemTypeError);
    expect(parse).toThrow('Unknown item type "XYZ" in question uid "XYZ-0001"');
  });
});

describe('tryParseItemTypeCode', () => {
  it.each([
    ['LWD-0009', 'LWD'],
    ['XYZ-0001', undefined],
    ['LWD9', undefined],
  ])('reads %j as %j', (uid, expected) => {
    expect(tryParseItemTypeCode(uid)).toBe(expected);
  });
});
