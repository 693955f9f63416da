import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { itemTypeCodes, makeUid, sections, variants, type ItemTypeCode, type Question } from '@shared/exam';
import { fewestRepeats, freeMockTestIdOf, itemCountOf, mockTestIdOf, mockTexts, mocksPerList, repeatsInOrder, templateOf } from '@shared/mock';
import { storedStudent } from '@test/fixtures/accounts';
import { bankQuestions, storeQuestions } from '@test/fixtures/bank';
import { listMockTests, catalogueOwner } from '@functions/data';
import { FieldValidationError, MockStepRefusedError } from '@functions/platform/errors';
import { catalogueOf, createRandomMock, listMocks, overview, seedCatalogue } from './catalogue';
import { submit } from './results';
import { abandon, startFreeMock, startMock } from './sessions';

/** A bank with `size` questions of every type. */
const bankOf = (size: (type: ItemTypeCode) => number) => itemTypeCodes.flatMap((type) => Array.from({ length: size(type) }, (_, index) => ({ uid: makeUid(type, index + 1), type })));
const contentLike = bankOf((type) => (['RFB', 'LWD', 'SRA', 'SSQ', 'SDI'].includes(type) ? 30 : type === 'SRS' ? 40 : 20));

describe('catalogueOf', () => {
  it('draws 20 full mocks and 10 mocks per section for each variant, plus a free Reading mock, never an item twice within a mock', () => {
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
        expect(ofVariant.filter((row) => row.category === section && row.kind === 'numbered').map((row) => row.number)).toEqual(Array.from({ length: mocksPerList.section }, (_, index) => index + 1));
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
    // 20 full, 10 section and the free mock take 31 times a type's count: at most 11 x 5 = 155.
    const { rows } = catalogueOf(bankOf(() => 160));
    const full = new Set(rows.filter((row) => row.variant === 'Academic' && row.category === 'full').flatMap((row) => row.questionList));
    const reading = rows.filter((row) => row.variant === 'Academic' && row.category === 'Reading').flatMap((row) => row.questionList);
    expect(reading.filter((uid) => full.has(uid))).toEqual([]);
  });

  it('spreads the questions so that the full mocks and then a section\'s mocks, taken in order, repeat only what the bank forces', () => {
    // Prepare: a bank as the other branches grow it, 60 to 100 of a type, and one type scarce.
    const grown = bankOf((type) => (type === 'RFB' ? 100 : type === 'RFG' ? 23 : 60));
    // Act
    const { rows } = catalogueOf(grown);
    // Assess
    for (const variant of variants) {
      const full = rows.filter((row) => row.variant === variant && row.category === 'full');
      for (const section of sections) {
        const template = templateOf(variant, section);
        const ofSection = rows.filter((row) => row.variant === variant && row.category === section);
        const prefixes = template.parts.flatMap((part) => part.items.map((item) => `${item.type}-`));
        const inSection = full.map((row) => ({ questionList: row.questionList.filter((uid) => prefixes.some((prefix) => uid.startsWith(prefix))) }));
        const inOrder = [...inSection, ...ofSection];
        expect(repeatsInOrder(inOrder), `${variant} ${section}`).toBe(fewestRepeats(template, grown, inOrder.length));
      }
    }
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

// The repo's bank without Write Email (WWM), which only PTE Core's writing asks: Core's Writing
// mocks cannot be drawn, the rest can.
const bank: Question[] = itemTypeCodes.filter((type) => type !== 'WWM').flatMap((type) => bankQuestions(type));
const fullMock1 = mockTestIdOf('Academic', 'full', 1);
const fullMock2 = mockTestIdOf('Academic', 'full', 2);
const readingMock1 = mockTestIdOf('Academic', 'Reading', 1);
const readingMock2 = mockTestIdOf('Academic', 'Reading', 2);

type Listing = Awaited<ReturnType<typeof listMocks>>;
/** 1, 2, ... count: the numbers of a list's numbered mocks. */
const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const mocksOf = (listing: Listing, category: string) => listing.categories.find((entry) => entry.category === category)!.mocks;
const mockIn = (listing: Listing, mockTestId: string) => listing.categories.flatMap((entry) => entry.mocks).find((mock) => mock.mockTestId === mockTestId)!;

describe('the catalogue in the table', () => {
  beforeAll(async () => {
    await storeQuestions(...bank);
    await seedCatalogue(bank);
  });

  describe('listMocks', () => {
    it("shows a visitor every mock of their exam type, locked but the free one, which lists the visitor's own attempt", async () => {
      // Prepare
      const anonymousId = randomUUID();
      await startFreeMock(undefined, { anonymousId, examType: 'Core' });

      // Act
      const listing = await listMocks(undefined, { examType: 'Core', anonymousId });

      // Assess
      expect(listing).toMatchObject({ variant: 'Core', credits: null, canTakeMockTest1: false });
      expect(listing.categories.map((entry) => entry.category)).toEqual(['full', 'Speaking', 'Writing', 'Reading', 'Listening']);
      // Core's full and Writing mocks ask for Write Email, which this bank lacks.
      expect(mocksOf(listing, 'full')).toEqual([]);
      expect(mocksOf(listing, 'Writing')).toEqual([]);
      expect(mocksOf(listing, 'Speaking')).toHaveLength(mocksPerList.section);
      expect(mocksOf(listing, 'Speaking').every((mock) => mock.locked && mock.lockedReason === mockTexts.signInToTake)).toBe(true);
      // The free mock comes after the numbered Reading mocks, on the second page, and on its own.
      expect(mocksOf(listing, 'Reading').map((mock) => [mock.kind, mock.number])).toEqual(numbered(mocksPerList.section).map((number) => ['numbered', number]));
      const next = await listMocks(undefined, { examType: 'Core', anonymousId, category: 'Reading', page: 2 });
      expect(next.categories).toEqual([{ category: 'Reading', mocks: [listing.free], total: mocksPerList.section + 1, page: 2, pages: 2 }]);
      expect(listing.free).toMatchObject({ mockTestId: freeMockTestIdOf('Core'), kind: 'free', locked: false, attempts: 1, inProgressSessionId: expect.any(String) });
      expect(listing.free!.itemCount).toBe(itemCountOf(templateOf('Core', 'Reading')));
      expect(listing.free!.minutes).toBeGreaterThan(0);
    });

    it('gives a visitor with no exam type the Academic mocks, of one category when asked', async () => {
      const listing = await listMocks(undefined, { category: 'Listening' });

      expect(listing.variant).toBe('Academic');
      expect(listing.categories.map((entry) => entry.category)).toEqual(['Listening']);
      expect(mocksOf(listing, 'Listening').map((mock) => mock.mockTestId)).toEqual(numbered(mocksPerList.section).map((number) => mockTestIdOf('Academic', 'Listening', number)));
    });

    it('pages each category, rowsPerPage at a time, and refuses a page past the last of a named category', async () => {
      // Act
      const first = await listMocks(undefined, { category: 'full', rowsPerPage: 8 });
      const last = await listMocks(undefined, { category: 'full', rowsPerPage: 8, page: 3 });

      // Assess
      expect(first.categories[0]).toMatchObject({ total: mocksPerList.full, page: 1, pages: 3 });
      expect(first.categories[0]!.mocks.map((mock) => mock.number)).toEqual(numbered(8));
      expect(last.categories[0]!.mocks.map((mock) => mock.number)).toEqual(numbered(mocksPerList.full).slice(16));
      await expect(listMocks(undefined, { category: 'full', rowsPerPage: 8, page: 4 })).rejects.toEqual(new FieldValidationError({ page: mockTexts.noSuchPage(3) }));
    });

    it('shows a student the mocks of their exam type without the free one, locked by what their credits and flags allow', async () => {
      // Prepare
      const noCredits = await storedStudent({ fullMockCredits: 0, sectionMockCredits: 0 });
      const withCredits = await storedStudent({ fullMockCredits: 2, sectionMockCredits: 0, stepsDone: ['did_verify_email', 'can_take_mock_test_1'] });

      // Act
      const poor = await listMocks(noCredits.caller, { examType: 'Core' });
      const rich = await listMocks(withCredits.caller, {});

      // Assess
      expect(poor).toMatchObject({ variant: 'Academic', credits: { full: 0, section: 0 }, canTakeMockTest1: false });
      expect(mocksOf(poor, 'Reading').map((mock) => mock.kind)).toEqual(Array(mocksPerList.section).fill('numbered'));
      expect(poor.free).toBeNull();
      expect(mockIn(poor, fullMock1)).toMatchObject({ isMockTest1: true, locked: true, lockedReason: mockTexts.mockTest1Locked });
      expect(mockIn(poor, fullMock2)).toMatchObject({ isMockTest1: false, locked: true, lockedReason: mockTexts.noFullCredits });
      expect(mockIn(poor, readingMock2)).toMatchObject({ locked: true, lockedReason: mockTexts.noSectionCredits });
      expect(rich.canTakeMockTest1).toBe(true);
      expect(mockIn(rich, fullMock1)).toMatchObject({ locked: false, attempts: 0 });
      expect(mockIn(rich, fullMock1)).not.toHaveProperty('lockedReason');
      expect(mockIn(rich, readingMock2).lockedReason).toBe(mockTexts.noSectionCredits);
    });

    it('opens the attempt in progress even once the credits are spent, shows the last result, and leaves out abandoned attempts', async () => {
      // Prepare: two Reading attempts, the first submitted, the second in progress; a Listening one abandoned.
      const { caller } = await storedStudent({ sectionMockCredits: 3 });
      const first = await startMock(caller, readingMock2);
      const submitted = await submit(caller, { sessionId: first.sessionId });
      const second = await startMock(caller, readingMock2);
      const listening = await startMock(caller, mockTestIdOf('Academic', 'Listening', 2));
      await abandon(caller, { sessionId: listening.sessionId });

      // Act
      const listing = await listMocks(caller, {});

      // Assess
      expect(listing.credits).toEqual({ full: 1, section: 0 });
      expect(submitted.status).toBe('scored');
      const reading = mockIn(listing, readingMock2);
      expect(reading).toMatchObject({ locked: false, attempts: 2, inProgressSessionId: second.sessionId, lastResult: { sessionId: first.sessionId, status: 'scored', overall: expect.any(Number) } });
      expect(mockIn(listing, mockTestIdOf('Academic', 'Speaking', 2))).toMatchObject({ locked: true, attempts: 0 });
      expect(mockIn(listing, mockTestIdOf('Academic', 'Listening', 2))).toMatchObject({ attempts: 0, locked: true });
    });
  });

  describe('createRandomMock', () => {
    it("draws a mock of the category for the student alone, listed after the numbered ones, and startable with a credit", async () => {
      // Prepare
      const student = await storedStudent({ sectionMockCredits: 1 });
      const other = await storedStudent();

      // Act
      const random = await createRandomMock(student.caller, 'Reading');
      const again = await createRandomMock(student.caller, 'Reading');

      // Assess
      expect(random).toMatchObject({ kind: 'random', title: 'PTE Academic Reading Random Mock Test', category: 'Reading', number: null, locked: false, attempts: 0 });
      expect(random.itemCount).toBe(itemCountOf(templateOf('Academic', 'Reading')));
      expect(again.mockTestId).not.toBe(random.mockTestId);
      const sectionList = Array(mocksPerList.section).fill('numbered');
      expect(mocksOf(await listMocks(student.caller, { rowsPerPage: 50 }), 'Reading').map((mock) => mock.kind)).toEqual([...sectionList, 'random', 'random']);
      expect(mocksOf(await listMocks(other.caller, { rowsPerPage: 50 }), 'Reading').map((mock) => mock.kind)).toEqual(sectionList);
      expect(await startMock(student.caller, random.mockTestId)).toMatchObject({ resumed: false, credits: { section: 0 } });
    });

    it('refuses a category the bank cannot fill for the exam type', async () => {
      const { caller } = await storedStudent({ examType: 'Core' });

      await expect(createRandomMock(caller, 'Writing')).rejects.toEqual(new MockStepRefusedError('Writing', mockTexts.randomUnavailable));
    });
  });

  describe('overview', () => {
    it('gives per mock the attempts, the best overall and the last attempt, most recent first, with the free mock taken as a visitor', async () => {
      // Prepare
      const anonymousId = randomUUID();
      const free = await startFreeMock(undefined, { anonymousId, examType: 'Academic' });
      await submit(undefined, { sessionId: free.sessionId, anonymousId });
      const { caller } = await storedStudent({ sectionMockCredits: 3 });
      const scored = await startMock(caller, readingMock2);
      await submit(caller, { sessionId: scored.sessionId });
      const open = await startMock(caller, readingMock2);
      const abandoned = await startMock(caller, mockTestIdOf('Academic', 'Listening', 2));
      await abandon(caller, { sessionId: abandoned.sessionId });

      // Act
      const history = await overview(caller, { anonymousId });
      const withoutVisit = await overview(caller);

      // Assess
      expect(history).toMatchObject({ attempts: 3, scored: 2 });
      expect(history.mocks.map((mock) => mock.mockTestId).sort()).toEqual([freeMockTestIdOf('Academic'), readingMock2].sort());
      const reading = history.mocks.find((mock) => mock.mockTestId === readingMock2)!;
      expect(reading).toMatchObject({ attempts: 2, best: expect.any(Number), last: { sessionId: open.sessionId, status: 'in-progress', overall: null, skills: null } });
      const visit = history.mocks.find((mock) => mock.mockTestId === freeMockTestIdOf('Academic'))!;
      expect(visit.last).toMatchObject({ status: 'scored', overall: visit.best, skills: { reading: expect.any(Number), writing: expect.any(Number), listening: null, speaking: null } });
      expect(history.mocks.map((mock) => mock.last.at)).toEqual([...history.mocks.map((mock) => mock.last.at)].sort((a, b) => b - a));
      expect(withoutVisit).toMatchObject({ attempts: 2, scored: 1 });
    });

    it('is empty for a student who took no mock', async () => {
      const { caller } = await storedStudent();

      expect(await overview(caller)).toEqual({ attempts: 0, scored: 0, mocks: [] });
    });
  });

  describe('seedCatalogue', () => {
    it('writes nothing for the same bank, and removes the mocks a smaller bank no longer fills', async () => {
      // Act
      const same = await seedCatalogue(bank);
      const smaller = await seedCatalogue(bank.filter((question) => question.type !== 'RFB'));
      const restored = await seedCatalogue(bank);

      // Assess
      expect(same).toMatchObject({ written: 0, deleted: 0 });
      expect(smaller.deleted).toBeGreaterThan(0);
      expect(smaller.skipped.some((reason) => reason.includes('RFB'))).toBe(true);
      expect(restored.written).toBe(smaller.deleted);
      expect((await listMockTests(catalogueOwner, 'Academic')).map((mock) => mock.mockTestId)).toContain(readingMock1);
    });
  });
});
