import { makeUid, type ItemTypeCode } from '@shared/exam';
import { describe, expect, it } from 'vitest';
import { drawMock, drawMocks, fewestRepeats, NotEnoughQuestionsError, repeatsInOrder, type BankQuestion, type DrawnMock } from './draw-mock';
import { mockTemplates, templateOf, type MockTemplate } from './templates';

/** A bank with `size(type, count)` questions of every type of the template. */
function bankFor(template: MockTemplate, size: (type: ItemTypeCode, count: number) => number): BankQuestion[] {
  return template.parts
    .flatMap((part) => part.items)
    .flatMap((item) => Array.from({ length: size(item.type, item.count) }, (_, index) => ({ uid: makeUid(item.type, index + 1), type: item.type })));
}

const typeOrder = (template: MockTemplate) =>
  template.parts.flatMap((part) => part.items.flatMap((item) => Array<ItemTypeCode>(item.count).fill(item.type)));
const typesDrawn = (mock: DrawnMock) => mock.parts.flatMap((part) => part.questions.map((question) => question.type));

/*
 * The number of questions of each type in the current content (stated, not
 * read from disk, so the unit test stays pure); update it with the content.
 */
const contentBankSizes: Readonly<Record<ItemTypeCode, number>> = {
  RSA: 60, RMA: 60, RRP: 60, RFG: 100, RFB: 100,
  LSA: 20, LMA: 20, LHS: 20, LMW: 20, LWD: 30, LIW: 20, LWB: 20, LST: 20, LCT: 20,
  SRA: 30, SRS: 40, SSQ: 30, SDI: 60, SRL: 20, SGD: 20, SIT: 20, SPI: 20,
  WWE: 60, WWM: 60, WWS: 60, WSC: 60,
};

const academic = templateOf('Academic', 'full');
const roomyBank = bankFor(academic, (_, count) => count * 3);

describe('drawMock', () => {
  it('gives the same mock for the same seed', () => {
    // Act
    const first = drawMock(academic, roomyBank, 42);
    const second = drawMock(academic, [...roomyBank].reverse(), 42);
    // Assess: the bank's order does not matter either.
    expect(second).toEqual(first);
  });

  it('gives different mocks for different seeds', () => {
    const lists = [1, 2, 3, 'session-a', 'session-b'].map((seed) => drawMock(academic, roomyBank, seed).questionList.join());
    expect(new Set(lists).size).toBe(lists.length);
  });

  it('never holds the same uid twice', () => {
    for (const seed of [0, 1, 99, 'x']) {
      const { questionList } = drawMock(academic, roomyBank, seed);
      expect(new Set(questionList).size).toBe(questionList.length);
    }
  });

  it('keeps the template order and part limits, with exactly the counts', () => {
    // Act
    const mock = drawMock(academic, roomyBank, 7);
    // Assess
    expect(mock.templateId).toBe('academic-full');
    expect(typesDrawn(mock)).toEqual(typeOrder(academic));
    expect(mock.parts.map((part) => [part.name, part.timeLimitSeconds])).toEqual(
      academic.parts.map((part) => [part.name, part.timeLimitSeconds]),
    );
    expect(mock.questionList).toEqual(mock.parts.flatMap((part) => part.questions.map((question) => question.uid)));
    expect(mock.questionList.length).toBe(65);
  });

  it('draws every question of a type when the bank holds exactly the count', () => {
    const bank = bankFor(academic, (_, count) => count);
    const mock = drawMock(academic, bank, 5);
    expect([...mock.questionList].sort()).toEqual(bank.map((question) => question.uid).sort());
  });

  it('ignores questions of other types and duplicate bank entries', () => {
    // Prepare
    const reading = templateOf('Core', 'Reading');
    const bank = [...bankFor(reading, (_, count) => count), ...bankFor(reading, (_, count) => count), { uid: 'LWD-0001', type: 'LWD' as const }];
    // Act
    const mock = drawMock(reading, bank, 3);
    // Assess
    expect(new Set(mock.questionList).size).toBe(15);
    expect(mock.questionList).not.toContain('LWD-0001');
  });

  it('throws NotEnoughQuestionsError naming the type, needed and available', () => {
    // Prepare: one Repeat Sentence short of the 11 the template needs.
    const bank = bankFor(academic, (type, count) => (type === 'SRS' ? count - 1 : count));
    // Act
    const draw = () => drawMock(academic, bank, 1);
    // Assess
    expect(draw).toThrow(NotEnoughQuestionsError);
    try {
      draw();
    } catch (error) {
      expect(error).toMatchObject({ name: 'NotEnoughQuestionsError', type: 'SRS', needed: 11, available: 10 });
      expect((error as Error).message).toContain('SRS');
    }
  });

  it('counts a type missing from the bank as 0 available', () => {
    const bank = bankFor(academic, (_, count) => count).filter((question) => question.type !== 'SGD');
    expect(() => drawMock(academic, bank, 1)).toThrow(expect.objectContaining({ type: 'SGD', needed: 2, available: 0 }));
  });
});

describe('drawMocks', () => {
  it('gives 3 mocks sharing no question over a bank with 3 times the items', () => {
    // Act
    const mocks = drawMocks(academic, roomyBank, 3, 'bank-check');
    // Assess
    const all = mocks.flatMap((mock) => mock.questionList);
    expect(mocks).toHaveLength(3);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(3 * 65);
    for (const mock of mocks) expect(typesDrawn(mock)).toEqual(typeOrder(academic));
  });

  it('is deterministic per seed and starts with the mock drawMock gives', () => {
    expect(drawMocks(academic, roomyBank, 3, 11)).toEqual(drawMocks(academic, roomyBank, 3, 11));
    expect(drawMocks(academic, roomyBank, 3, 11)[0]).toEqual(drawMock(academic, roomyBank, 11));
  });

  it('spreads reuse evenly when the bank holds fewer than 3 times a count', () => {
    // Prepare: 5 Reading Fill in the Blanks per mock, 12 in the bank.
    const reading = templateOf('Academic', 'Reading');
    const bank = bankFor(reading, (type, count) => (type === 'RFG' ? 12 : count * 3));
    // Act
    const mocks = drawMocks(reading, bank, 3, 4);
    // Assess: 15 drawn from 12, so each is used once before any is used twice.
    const rfg = mocks.flatMap((mock) => mock.questionList.filter((uid) => uid.startsWith('RFG')));
    const uses = new Map<string, number>();
    for (const uid of rfg) uses.set(uid, (uses.get(uid) ?? 0) + 1);
    expect(uses.size).toBe(12);
    expect(Math.max(...uses.values())).toBe(2);
    for (const mock of mocks) expect(new Set(mock.questionList).size).toBe(mock.questionList.length);
  });

  it('rejects a negative number of mocks', () => {
    expect(() => drawMocks(academic, roomyBank, -1, 1)).toThrow(RangeError);
  });
});

describe('repeatsInOrder and fewestRepeats', () => {
  it('counts each question met again after the mock it first came in', () => {
    expect(repeatsInOrder([{ questionList: ['A', 'B'] }, { questionList: ['B', 'C'] }, { questionList: ['A', 'B', 'D'] }])).toBe(3);
    expect(repeatsInOrder([])).toBe(0);
  });

  it('gives per type the questions drawn beyond what the bank holds', () => {
    // Prepare: Academic Reading takes RFB 5, RMA 1, RRP 3, RFG 5, RSA 1; RFB holds 12, the rest 100.
    const reading = templateOf('Academic', 'Reading');
    const bank = bankFor(reading, (type) => (type === 'RFB' ? 12 : 100));
    // Assess: 4 mocks take 20 RFB from 12 (8 again) and 20 RFG, 12 RRP, 4 RMA, 4 RSA from 100.
    expect(fewestRepeats(reading, bank, 4)).toBe(8);
    expect(fewestRepeats(reading, bank, 2)).toBe(0);
  });
});

describe('drawMocks spread', () => {
  // Banks from the smallest a mock allows to more than 20 mocks need, as other branches grow them.
  const sizes = [(count: number) => count, (count: number) => count + 3, (count: number) => count * 7 + 1, () => 60, () => 100, (count: number) => count * 20];

  it.each(mockTemplates.map((template) => [template.id, template] as const))('%s: 20 mocks in order meet no more repeats than the bank forces, none inside a mock', (_, template) => {
    for (const size of sizes) {
      // Prepare
      const bank = bankFor(template, (_, count) => Math.max(count, size(count)));
      // Act
      const mocks = drawMocks(template, bank, 20, `spread-${template.id}`);
      // Assess
      expect(repeatsInOrder(mocks)).toBe(fewestRepeats(template, bank, 20));
      for (const mock of mocks) expect(new Set(mock.questionList).size).toBe(mock.questionList.length);
      for (const mock of mocks) expect(typesDrawn(mock)).toEqual(typeOrder(template));
    }
  });

  it('uses every question of a type once before any twice, and no question more than once more than another', () => {
    const reading = templateOf('Core', 'Reading');
    const bank = bankFor(reading, (type, count) => (type === 'RFG' ? 23 : count * 4));
    const uses = new Map<string, number>();
    for (const uid of drawMocks(reading, bank, 20, 'even').flatMap((mock) => mock.questionList.filter((one) => one.startsWith('RFG')))) uses.set(uid, (uses.get(uid) ?? 0) + 1);
    // 100 drawn from 23: each used 4 or 5 times.
    expect(uses.size).toBe(23);
    expect(Math.max(...uses.values()) - Math.min(...uses.values())).toBeLessThanOrEqual(1);
  });
});

describe('the content bank', () => {
  it.each(mockTemplates.map((template) => [template.id, template] as const))(
    'holds enough for 20 %s mocks without repeating an item within a mock, and repeats across mocks only where the bank runs out',
    (_, template) => {
      // Prepare
      const bank = bankFor(template, (type) => contentBankSizes[type]);
      // Act
      const mocks = drawMocks(template, bank, 20, `content-${template.id}`);
      // Assess
      for (const mock of mocks) expect(new Set(mock.questionList).size).toBe(mock.questionList.length);
      expect(repeatsInOrder(mocks)).toBe(fewestRepeats(template, bank, 20));
    },
  );
});
