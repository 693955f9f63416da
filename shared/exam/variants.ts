import type { ItemTypeCode } from './item-type-codes';
import { itemTypes, type ItemType } from './item-types';
import type { Section, VariantSelection } from './sections';

/**
 * Every type in list order: sections and codes as in the spec's table
 * (practice.md §2). Personal Introduction opens Speaking because it is the
 * first item of every real test (pte-format.md); Summarize Group Discussion,
 * added in August 2025, closes it.
 */
export const itemTypeOrder: readonly ItemTypeCode[] = [
  'RSA', 'RMA', 'RRP', 'RFG', 'RFB',
  'LSA', 'LMA', 'LWD', 'LHS', 'LIW', 'LWB', 'LST', 'LCT', 'LMW',
  'SPI', 'SRA', 'SRS', 'SIT', 'SSQ', 'SDI', 'SRL', 'SGD',
  'WWM', 'WSC', 'WWE', 'WWS',
];

/**
 * The ordered types of a variant (practice.md §1): Core has LCT instead of LHS
 * and LST, WWM and WSC instead of WWE and WWS, and no SRL; ALL has every type.
 * Example: itemTypesOf('Core').map((t) => t.code).includes('LHS') === false.
 */
export function itemTypesOf(variant: VariantSelection): ItemType[] {
  return itemTypeOrder
    .map((code) => itemTypes[code])
    .filter((type) => variant === 'ALL' || type.variants.includes(variant));
}

/** The ordered types of one section of a variant, e.g. itemTypesBySection('Core', 'Writing') → WWM, WSC. */
export function itemTypesBySection(variant: VariantSelection, section: Section): ItemType[] {
  return itemTypesOf(variant).filter((type) => type.section === section);
}
