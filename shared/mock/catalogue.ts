import type { Variant } from '@shared/exam';
import type { MockCategory } from './templates';

/** Full mocks are paid with full mock credits, section mocks with section ones (spec/platform.md §9). */
export type MockKind = 'full' | 'section';

export function mockKindOf(category: MockCategory): MockKind {
  return category === 'full' ? 'full' : 'section';
}

/**
 * How many numbered mocks the seed draws per list (one list per variant and category): issue 21's
 * 20 full mocks per variant and 10 section mocks per section. The catalogue draws them with
 * drawMocks, so inside a list (and from the full list on into a section list) a type's questions
 * come back only once the bank has run out of them (functions/domain/mock/catalogue.ts).
 */
export const mocksPerList: Readonly<Record<MockKind, number>> = { full: 20, section: 10 };

/** The seed the catalogue is drawn with: changing it redraws every seeded mock. */
export const catalogueSeed = 'mock-catalogue-1';

/**
 * The visitor's free mock (startFreeMockTest): the Reading section, because it is scored
 * entirely by rules (no AI job, no recording, a result at once) and it is the shortest part.
 * It is a mock of its own, drawn after the numbered Reading mocks, so it is not one of them.
 */
export const freeMockCategory = 'Reading' as const satisfies MockCategory;

/** The id of a numbered mock, e.g. mockTestIdOf('Academic', 'full', 1) === 'academic-full-1'. */
export function mockTestIdOf(variant: Variant, category: MockCategory, number: number): string {
  return `${variant}-${category}-${number}`.toLowerCase();
}

/** The id of a variant's free mock, e.g. 'core-reading-free'. */
export function freeMockTestIdOf(variant: Variant): string {
  return `${variant}-${freeMockCategory}-free`.toLowerCase();
}

/**
 * A numbered mock's title: 'PTE Academic Mock Test 1' for a full mock, 'PTE Core Reading Mock
 * Test 2' for a section mock.
 */
export function mockTitleOf(variant: Variant, category: MockCategory, number: number): string {
  return category === 'full' ? `PTE ${variant} Mock Test ${number}` : `PTE ${variant} ${category} Mock Test ${number}`;
}

export function freeMockTitleOf(variant: Variant): string {
  return `PTE ${variant} ${freeMockCategory} Free Mock Test`;
}

/** A mock the student drew for themselves (createRandomMockTest). */
export function randomMockTitleOf(variant: Variant, category: MockCategory): string {
  return category === 'full' ? `PTE ${variant} Random Mock Test` : `PTE ${variant} ${category} Random Mock Test`;
}

/**
 * "Mock test 1" (spec/platform.md §4: it needs the can_take_mock_test_1 flag) is the mock
 * numbered 1 in each list of the catalogue: 'PTE Academic Mock Test 1', 'PTE Academic Reading
 * Mock Test 1', ..., one per variant and category. Free and random mocks have no number and are
 * never mock test 1.
 */
export function isMockTest1(mock: { number?: number | null | undefined }): boolean {
  return mock.number === 1;
}

/** The stepsDone flag mock test 1 needs. */
export const mockTest1Flag = 'can_take_mock_test_1' as const;
