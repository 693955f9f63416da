import { describe, expect, it } from 'vitest';
import { itemTypeCodes, makeUid, type ItemTypeCode } from '@shared/exam';
import { frequentTypes, predictedCountOf, predictedUidsOf, predictionWeekOf } from './prediction';

const uidsOf = (type: ItemTypeCode, count: number) => Array.from({ length: count }, (_, index) => makeUid(type, index + 1));
const week = 7 * 86_400_000;
// Monday 23 November 2026, 00:00 UTC: the start of ISO week 2026-W48.
const monday = Date.UTC(2026, 10, 23);

describe('predictionWeekOf', () => {
  it('is one number from Monday 00:00 UTC to Sunday 23:59:59 UTC, and the next on the Monday after', () => {
    expect(predictionWeekOf(monday + week - 1)).toBe(predictionWeekOf(monday));
    expect(predictionWeekOf(monday - 1)).toBe(predictionWeekOf(monday) - 1);
    expect(predictionWeekOf(monday + week)).toBe(predictionWeekOf(monday) + 1);
    // Thursday 1 January 1970 is in the week of Monday 29 December 1969, week 0.
    expect(predictionWeekOf(0)).toBe(0);
    expect(predictionWeekOf(Date.UTC(1970, 0, 5))).toBe(1);
  });
});

describe('predictedUidsOf', () => {
  const srs = uidsOf('SRS', 100);

  it('gives the same questions all week, whatever order the bank lists them in', () => {
    const first = predictedUidsOf('SRS', srs, monday);
    expect(predictedUidsOf('SRS', [...srs].reverse(), monday + week - 1)).toEqual(first);
    expect(predictedUidsOf('SRS', srs, monday + 3 * 86_400_000)).toEqual(first);
  });

  it('changes every week: two weeks running share no question, and every question comes round', () => {
    const weeks = Array.from({ length: 4 }, (_, index) => predictedUidsOf('SRS', srs, monday + index * week));
    for (let index = 1; index < weeks.length; index += 1) {
      expect([...weeks[index]!].filter((uid) => weeks[index - 1]!.has(uid))).toEqual([]);
    }
    // A quarter a week: four weeks predict every Repeat Sentence once.
    expect(new Set(weeks.flatMap((set) => [...set])).size).toBe(srs.length);
  });

  it('predicts only questions of the bank, as many as predictedCountOf says, at least one', () => {
    const predicted = predictedUidsOf('RMA', uidsOf('RMA', 3), monday);
    expect(predicted.size).toBe(1);
    expect(uidsOf('RMA', 3)).toEqual(expect.arrayContaining([...predicted]));
    expect(predictedUidsOf('RMA', [], monday).size).toBe(0);
  });
});

describe('the spread over types', () => {
  it('predicts some questions of every type, a quarter of those the exam asks most and an eighth of the others', () => {
    expect([...frequentTypes].sort()).toEqual(['LWD', 'RFB', 'RFG', 'SDI', 'SRA', 'SRS', 'SSQ']);
    for (const type of itemTypeCodes) {
      const predicted = predictedUidsOf(type, uidsOf(type, 80), monday);
      expect(predicted.size, type).toBe(frequentTypes.has(type) ? 20 : 10);
      expect(predictedCountOf(type, 80)).toBe(predicted.size);
    }
  });

  it('does not predict the same positions in every type', () => {
    // Each type has an order of its own, so week by week the predictions are not all the first uids.
    const positions = itemTypeCodes.map((type) => [...predictedUidsOf(type, uidsOf(type, 60), monday)].map((uid) => uid.slice(4)).sort().join());
    expect(new Set(positions).size).toBeGreaterThan(itemTypeCodes.length / 2);
  });
});
