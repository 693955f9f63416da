import { itemTypeCodes, makeUid, sections, variants, type ItemTypeCode } from '@shared/exam';
import { itemCountOf, mocksPerList, templateOf } from '@shared/mock';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from './catalogue';

/** A bank with `size` questions of every type. */
const bankOf = (size: (type: ItemTypeCode) => number) => itemTypeCodes.flatMap((type) => Array.from({ length: size(type) }, (_, index) => ({ uid: makeUid(type, index + 1), type })));
const contentLike = bankOf((type) => (['RFB', 'LWD', 'SRA', 'SSQ', 'SDI'].includes(type) ? 30 : type === 'SRS' ? 40 : 20));

describe('catalogueOf', () => {
  it('draws 3 full mocks and 2 mocks per section for each variant, plus a free Reading mock, never an item twice within a mock', () => {
    // Act
    const { rows, skipped } = catalogueOf(contentLike);
    // Assess
    expect(skipped).toEqual([]);
    for (const variant of variants) {
      const ofVariant = rows.filter((row) => row.variant === variant);
      expect(ofVariant.filter((row) => row.category === 'full' && row.kind === 'numbered').map((row) => row.title)).toEqual(
        Array.from({ length: mocksPerList.full }, (_, index) => `PTE ${variant} Mock Test ${index + 1}`),
      );
      for (const section of sections) {
        expect(ofVariant.filter((row) => row.category === section && row.kind === 'numbered').map((row) => row.number)).toEqual([1, 2]);
      }
      expect(ofVariant.filter((row) => row.kind === 'free').map((row) => [row.mockTestId, row.category])).toEqual([[`${variant.toLowerCase()}-reading-free`, 'Reading']]);
    }
    for (const row of rows) {
      expect(new Set(row.questionList).size).toBe(row.questionList.length);
      expect(row.questionList.length).toBe(itemCountOf(templateOf(row.variant, row.category)));
      expect(row.parts.flatMap((part) => part.uids)).toEqual(row.questionList);
    }
    expect(new Set(rows.map((row) => row.mockTestId)).size).toBe(rows.length);
  });

  it('gives section mocks other items than the full mocks when the bank holds enough', () => {
    const { rows } = catalogueOf(bankOf(() => 60));
    const full = new Set(rows.filter((row) => row.variant === 'Academic' && row.category === 'full').flatMap((row) => row.questionList));
    const reading = rows.filter((row) => row.variant === 'Academic' && row.category === 'Reading').flatMap((row) => row.questionList);
    expect(reading.filter((uid) => full.has(uid))).toEqual([]);
  });

  it('is the same for the same bank, so that the seed rewrites nothing', () => {
    expect(catalogueOf(contentLike).rows.map((row) => row.contentHash)).toEqual(catalogueOf([...contentLike].reverse()).rows.map((row) => row.contentHash));
  });

  it('skips a template the bank cannot fill and says why', () => {
    const { rows, skipped } = catalogueOf(contentLike.filter((question) => question.type !== 'WWM'));
    expect(skipped.some((reason) => reason.startsWith('core-full') && reason.includes('WWM'))).toBe(true);
    expect(rows.some((row) => row.variant === 'Core' && row.category === 'Writing')).toBe(false);
    expect(rows.some((row) => row.variant === 'Academic' && row.category === 'Writing')).toBe(true);
  });
});
