import { itemTypes, itemTypesOf, sections, type ItemTypeCode } from '@shared/exam';
import { describe, expect, it } from 'vitest';
import { itemCountOf, mockCategories, mockTemplates, templateOf, type MockTemplate } from './templates';

const typesOf = (template: MockTemplate): ItemTypeCode[] => template.parts.flatMap((part) => part.items.map((item) => item.type));
const codes = (types: { code: ItemTypeCode }[]) => types.map((type) => type.code);

describe('mockTemplates', () => {
  it('holds a full and four section templates for each variant, with unique ids', () => {
    // Assess
    expect(mockTemplates).toHaveLength(10);
    expect(new Set(mockTemplates.map((template) => template.id)).size).toBe(10);
    expect(mockTemplates.map((template) => `${template.variant}/${template.category}`).sort()).toEqual(
      ['Academic', 'Core'].flatMap((variant) => mockCategories.map((category) => `${variant}/${category}`)).sort(),
    );
  });

  it.each(mockTemplates.map((template) => [template.id, template] as const))(
    '%s uses only types of its variant, each once',
    (_, template) => {
      const types = typesOf(template);
      const allowed = codes(itemTypesOf(template.variant));
      expect(types.filter((type) => !allowed.includes(type))).toEqual([]);
      expect(new Set(types).size).toBe(types.length);
    },
  );

  it.each(mockTemplates.map((template) => [template.id, template] as const))(
    '%s picks a count within the pte-format.md range of every type',
    (_, template) => {
      for (const item of template.parts.flatMap((part) => part.items)) {
        const [low, high] = itemTypes[item.type].perTest;
        expect(item.count, item.type).toBeGreaterThanOrEqual(low);
        expect(item.count, item.type).toBeLessThanOrEqual(high);
      }
    },
  );

  it.each(mockTemplates.map((template) => [template.id, template] as const))(
    '%s gives every part a positive time limit',
    (_, template) => {
      for (const part of template.parts) {
        expect(part.name).not.toBe('');
        expect(part.timeLimitSeconds).toBeGreaterThan(0);
        expect(Number.isInteger(part.timeLimitSeconds)).toBe(true);
      }
    },
  );
});

describe('templateOf', () => {
  it.each(['Academic', 'Core'] as const)('gives the %s full test every type of the variant', (variant) => {
    const full = templateOf(variant, 'full');
    expect(full.id).toBe(`${variant.toLowerCase()}-full`);
    expect([...typesOf(full)].sort()).toEqual(codes(itemTypesOf(variant)).sort());
  });

  it('makes Core the Academic test with exactly the variant substitutions', () => {
    // Prepare: practice.md §1 and the shared/exam variants.
    const academic = new Set(typesOf(templateOf('Academic', 'full')));
    const core = new Set(typesOf(templateOf('Core', 'full')));
    // Act
    const onlyAcademic = [...academic].filter((type) => !core.has(type)).sort();
    const onlyCore = [...core].filter((type) => !academic.has(type)).sort();
    // Assess: WWM for WWE, WSC for WWS, LCT for LHS and LST, SIT (in both since Aug 2025) for SRL; SGD is Academic only.
    expect(onlyAcademic).toEqual(['LHS', 'LST', 'SGD', 'SRL', 'WWE', 'WWS']);
    expect(onlyCore).toEqual(['LCT', 'WSC', 'WWM']);
    expect(core.has('SIT') && academic.has('SIT')).toBe(true);
  });

  it('orders the full Academic test by part and in the exam order, Personal Introduction first', () => {
    const parts = templateOf('Academic', 'full').parts;
    expect(parts.map((part) => part.name)).toEqual(['Speaking & Writing', 'Reading', 'Listening']);
    expect(parts.map((part) => part.items.map((item) => item.type))).toEqual([
      ['SPI', 'SRA', 'SRS', 'SDI', 'SRL', 'SSQ', 'SGD', 'SIT', 'WWS', 'WWE'],
      ['RFB', 'RMA', 'RRP', 'RFG', 'RSA'],
      ['LST', 'LMA', 'LWB', 'LHS', 'LSA', 'LMW', 'LIW', 'LWD'],
    ]);
  });

  it('puts the Core substitutes where the Academic types they replace stand', () => {
    const parts = templateOf('Core', 'full').parts;
    expect(parts.map((part) => part.items.map((item) => item.type))).toEqual([
      ['SPI', 'SRA', 'SRS', 'SDI', 'SIT', 'SSQ', 'WSC', 'WWM'],
      ['RFB', 'RMA', 'RRP', 'RFG', 'RSA'],
      ['LCT', 'LMA', 'LWB', 'LSA', 'LMW', 'LIW', 'LWD'],
    ]);
  });

  it('gives the Academic test the "about 65 items" of the August 2025 format', () => {
    expect(itemCountOf(templateOf('Academic', 'full'))).toBe(65);
  });

  it('takes the upper end of each part time range of pte-format.md', () => {
    expect(templateOf('Academic', 'full').parts.map((part) => part.timeLimitSeconds / 60)).toEqual([84, 30, 43]);
    expect(templateOf('Core', 'full').parts.map((part) => part.timeLimitSeconds / 60)).toEqual([67, 30, 43]);
  });

  it.each(['Academic', 'Core'] as const)('gives %s section templates only their section, with the full counts', (variant) => {
    const fullItems = templateOf(variant, 'full').parts.flatMap((part) => part.items);
    for (const section of sections) {
      const template = templateOf(variant, section);
      expect(template.parts).toHaveLength(1);
      const items = template.parts[0]?.items ?? [];
      expect(items.every((item) => itemTypes[item.type].section === section)).toBe(true);
      expect(items).toEqual(fullItems.filter((item) => itemTypes[item.type].section === section));
      expect(items.length).toBeGreaterThan(0);
    }
  });

  it.each(['Academic', 'Core'] as const)('splits %s Part 1 time between the Speaking and Writing sections', (variant) => {
    const [part1, part2, part3] = templateOf(variant, 'full').parts.map((part) => part.timeLimitSeconds);
    const limit = (section: (typeof sections)[number]) => templateOf(variant, section).parts[0]?.timeLimitSeconds;
    expect((limit('Speaking') ?? 0) + (limit('Writing') ?? 0)).toBe(part1);
    expect(limit('Reading')).toBe(part2);
    expect(limit('Listening')).toBe(part3);
  });

  it('times the writing sections by their items: 10 + 20 min for Academic, 10 + 2 × 9 min for Core', () => {
    expect(templateOf('Academic', 'Writing').parts[0]?.timeLimitSeconds).toBe(30 * 60);
    expect(templateOf('Core', 'Writing').parts[0]?.timeLimitSeconds).toBe(28 * 60);
  });
});
