import type { ItemTypeCode } from './item-type-codes';
import type { CommunicativeSkill } from './skills';

export type SkillWeights = Readonly<Partial<Record<CommunicativeSkill, number>>>;

/**
 * Each item type's contribution to the communicative skills: the one table to
 * calibrate. pte-format.md: "each communicative skill uses every item that
 * assesses it ... Pearson publishes no per-item weights: weight items by their
 * maximum points and their skills". So an integrated item counts with weight 1
 * toward each skill it assesses, and the 10-90 conversion multiplies by its
 * maximum points. Skills come from pte-format.md (Items per test); the Core
 * summaries follow their Academic counterparts (LCT as LST, WSC as WWS).
 */
export const skillContributions: Readonly<Record<ItemTypeCode, SkillWeights>> = {
  RSA: { Reading: 1 },
  RMA: { Reading: 1 },
  RRP: { Reading: 1 },
  RFG: { Reading: 1 },
  RFB: { Reading: 1, Writing: 1 },
  LSA: { Listening: 1 },
  LMA: { Listening: 1 },
  LWD: { Listening: 1, Writing: 1 },
  LHS: { Listening: 1, Reading: 1 },
  LIW: { Listening: 1, Reading: 1 },
  LWB: { Listening: 1, Writing: 1 },
  LST: { Listening: 1, Writing: 1 },
  LCT: { Listening: 1, Writing: 1 },
  LMW: { Listening: 1 },
  SRA: { Speaking: 1, Reading: 1 },
  SRS: { Listening: 1, Speaking: 1 },
  SIT: { Speaking: 1 },
  SSQ: { Listening: 1, Speaking: 1 },
  SDI: { Speaking: 1 },
  SRL: { Listening: 1, Speaking: 1 },
  WWM: { Writing: 1 },
  WSC: { Reading: 1, Writing: 1 },
  WWE: { Writing: 1 },
  WWS: { Reading: 1, Writing: 1 },
  SGD: { Listening: 1, Speaking: 1 },
  // pte-format.md: Personal Introduction is not scored.
  SPI: {},
};
