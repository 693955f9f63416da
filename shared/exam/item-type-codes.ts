/**
 * Every item-type code, in the spec's table order (practice.md §2), then the
 * August 2025 additions. The spec's SIT reads "Personal Introduction or Respond
 * to a Situation in the Core variant"; we split it: SIT is Respond to a
 * Situation (Core, and Academic since 7 Aug 2025) and SPI is Personal
 * Introduction. SGD (Summarize Group Discussion) and SPI are our codes, in the
 * same style: section letter then two letters of the name.
 */
export const itemTypeCodes = [
  'RSA',
  'RMA',
  'RRP',
  'RFG',
  'RFB',
  'LSA',
  'LMA',
  'LWD',
  'LHS',
  'LIW',
  'LWB',
  'LST',
  'LCT',
  'LMW',
  'SRA',
  'SRS',
  'SIT',
  'SSQ',
  'SDI',
  'SRL',
  'WWM',
  'WSC',
  'WWE',
  'WWS',
  'SGD',
  'SPI',
] as const;

export type ItemTypeCode = (typeof itemTypeCodes)[number];

const codeSet: ReadonlySet<string> = new Set(itemTypeCodes);

/** Whether a string is a known item-type code, e.g. isItemTypeCode('LWD') === true. */
export function isItemTypeCode(value: string): value is ItemTypeCode {
  return codeSet.has(value);
}
