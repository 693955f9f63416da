import { itemTypes, makeUid, type ItemTypeCode } from '@shared/exam';
import { nothingRecordedScore } from '@shared/scoring';
import { describe, expect, it } from 'vitest';
import { failedOutcomeOf, mockScoresOf, outcomeOf, practiceLinkOf, practiseNextOf, type MockItemOutcome } from './report';
import { templateOf } from './templates';

/** One outcome per item of a template, each earning `share` of its points on every trait. */
function outcomesOf(template: ReturnType<typeof templateOf>, share: number): MockItemOutcome[] {
  let sequence = 0;
  return template.parts
    .flatMap((part) => part.items.flatMap((item) => Array.from({ length: item.count }, () => item.type)))
    .map((type) => {
      sequence += 1;
      const traits = itemTypes[type].skills.map(({ name, max = 4 }) => ({ name, score: max * share, max }));
      const max = traits.reduce((sum, trait) => sum + trait.max, 0);
      return outcomeOf(makeUid(type, sequence), type, { score: max * share, max, traits });
    });
}

const academicFull = templateOf('Academic', 'full');

describe('mockScoresOf', () => {
  it('gives 10 for the overall score, every skill and every enabling skill when nothing was earned', () => {
    // Act
    const scores = mockScoresOf(outcomesOf(academicFull, 0));
    // Assess
    expect(scores.overall).toBe(10);
    expect(scores.skills).toEqual({ reading: 10, writing: 10, listening: 10, speaking: 10 });
    expect(Object.values(scores.enablingSkills).every((value) => value === 10)).toBe(true);
  });

  it('gives 90 everywhere when every point was earned', () => {
    const scores = mockScoresOf(outcomesOf(academicFull, 1));
    expect(scores.overall).toBe(90);
    expect(scores.skills).toEqual({ reading: 90, writing: 90, listening: 90, speaking: 90 });
  });

  it('lands in between for half the points', () => {
    expect(mockScoresOf(outcomesOf(academicFull, 0.5)).overall).toBe(50);
  });

  it('leaves out the skills a section mock does not assess', () => {
    const scores = mockScoresOf(outcomesOf(templateOf('Core', 'Reading'), 1));
    expect(scores.skills).toMatchObject({ reading: 90, listening: null, speaking: null });
    expect(scores.enablingSkills.pronunciation).toBeNull();
  });

  it('ignores Personal Introduction, which is not scored', () => {
    // Prepare
    const outcomes = outcomesOf(templateOf('Academic', 'Speaking'), 1);
    const intro = outcomes.find((outcome) => outcome.type === 'SPI')!;
    // Assess
    expect(intro).toMatchObject({ max: 0, status: 'unscored' });
    expect(mockScoresOf(outcomes).skills.speaking).toBe(90);
  });

  it("counts 'nothing recorded' and failed analyses as 0 of the item's maximum", () => {
    // Prepare
    const silent = outcomeOf('SRA-0001', 'SRA', nothingRecordedScore('SRA'));
    const failed = failedOutcomeOf('WWE-0001', 'WWE');
    // Assess
    expect(silent).toMatchObject({ score: 0, max: 15, status: 'scored' });
    expect(failed).toMatchObject({ score: 0, max: 15, status: 'failed' });
    expect(failed.traits.map((trait) => trait.name)).toContain('Spelling');
    expect(mockScoresOf([silent, failed])).toMatchObject({ overall: 10, skills: { speaking: 10, writing: 10, reading: 10, listening: null } });
  });

  it('counts only enabling-skill traits from analyses, whatever else they carry', () => {
    const essay = outcomeOf('WWE-0001', 'WWE', { score: 2, max: 4, traits: [{ name: 'Grammar', score: 2, max: 2 }, { name: 'Not a trait', score: 0, max: 2 }] });
    expect(mockScoresOf([essay]).enablingSkills.grammar).toBe(90);
  });
});

describe('practiseNextOf', () => {
  const outcome = (type: ItemTypeCode, index: number, score: number, max: number) => outcomeOf(makeUid(type, index), type, { score, max, traits: [] });

  it('lists the types with the lowest share first, summed over their items, linking to their practice lists', () => {
    // Prepare
    const outcomes = [outcome('LWD', 1, 1, 6), outcome('LWD', 2, 1, 6), outcome('RRP', 1, 3, 4), outcome('RSA', 1, 0, 1), outcome('RFB', 1, 4, 4)];
    // Act
    const next = practiseNextOf(outcomes);
    // Assess
    expect(next.map((entry) => [entry.type, entry.percent])).toEqual([
      ['RSA', 0],
      ['LWD', 17],
      ['RRP', 75],
    ]);
    expect(next[1]).toMatchObject({ name: 'Write from Dictation', section: 'Listening', link: '/practice?section=Listening&exercise=LWD' });
  });

  it('leaves out perfect and unscored types and stops at the limit', () => {
    const outcomes = [outcome('RFB', 1, 4, 4), outcome('SPI', 1, 0, 0), outcome('LWD', 1, 0, 6), outcome('RSA', 1, 0, 1)];
    expect(practiseNextOf(outcomes, 1).map((entry) => entry.type)).toEqual(['LWD']);
    expect(practiseNextOf([outcome('RFB', 1, 4, 4)])).toEqual([]);
  });
});

describe('practiceLinkOf', () => {
  it('names the section and the exercise', () => {
    expect(practiceLinkOf('SRA')).toBe('/practice?section=Speaking&exercise=SRA');
  });
});
