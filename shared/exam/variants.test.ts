import { describe, expect, it } from 'vitest';
import { itemTypeCodes } from './item-type-codes';
import { itemTypeOrder, itemTypesBySection, itemTypesOf } from './variants';

const codes = (types: { code: string }[]) => types.map((type) => type.code);

describe('itemTypesBySection', () => {
  // practice.md §1: Core uses LCT instead of LHS and LST, WWM and WSC instead of WWE and WWS, SIT instead of SRL;
  // since 7 Aug 2025 Academic also has Respond to a Situation and Summarize Group Discussion (pte-format.md).
  it.each([
    ['Academic', 'Reading', ['RSA', 'RMA', 'RRP', 'RFG', 'RFB']],
    ['Academic', 'Listening', ['LSA', 'LMA', 'LWD', 'LHS', 'LIW', 'LWB', 'LST', 'LMW']],
    ['Academic', 'Speaking', ['SPI', 'SRA', 'SRS', 'SIT', 'SSQ', 'SDI', 'SRL', 'SGD']],
    ['Academic', 'Writing', ['WWE', 'WWS']],
    ['Core', 'Reading', ['RSA', 'RMA', 'RRP', 'RFG', 'RFB']],
    ['Core', 'Listening', ['LSA', 'LMA', 'LWD', 'LIW', 'LWB', 'LCT', 'LMW']],
    ['Core', 'Speaking', ['SPI', 'SRA', 'SRS', 'SIT', 'SSQ', 'SDI']],
    ['Core', 'Writing', ['WWM', 'WSC']],
    ['ALL', 'Listening', ['LSA', 'LMA', 'LWD', 'LHS', 'LIW', 'LWB', 'LST', 'LCT', 'LMW']],
    ['ALL', 'Writing', ['WWM', 'WSC', 'WWE', 'WWS']],
  ] as const)('lists %s %s in order as %j', (variant, section, expected) => {
    expect(codes(itemTypesBySection(variant, section))).toEqual(expected);
  });
});

describe('itemTypesOf', () => {
  it('lists every type once for ALL, in section order', () => {
    // Act
    const all = codes(itemTypesOf('ALL'));
    // Assess
    expect(all).toEqual([...itemTypeOrder]);
    expect([...all].sort()).toEqual([...itemTypeCodes].sort());
  });

  it('keeps the Core swaps out of Academic and the Academic types out of Core', () => {
    const academic = codes(itemTypesOf('Academic'));
    const core = codes(itemTypesOf('Core'));
    expect(academic.filter((code) => ['LCT', 'WWM', 'WSC'].includes(code))).toEqual([]);
    expect(core.filter((code) => ['LHS', 'LST', 'WWE', 'WWS', 'SRL', 'SGD'].includes(code))).toEqual([]);
  });

  it('puts every type in at least one variant', () => {
    const inSome = new Set([...codes(itemTypesOf('Academic')), ...codes(itemTypesOf('Core'))]);
    expect([...inSome].sort()).toEqual([...itemTypeCodes].sort());
  });
});
