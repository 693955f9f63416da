import { mockCategories } from '@shared/mock';
import type { MockCategory } from '@shared/mock';

/** The mock test routes (platform.md §2). /mock-test/desktop is an alias of the runner. */
export const MOCK_LIST_PATH = '/mock-test';
const RUNNER_PATH = '/mock-test/exercise';
export const DESKTOP_ONLY_PATH = '/desktop-only';
const RESULTS_PATH = '/mock-test/results';

/**
 * The list of a category (platform.md §2: query id) at a page (query page, left out for the
 * first), e.g. mockListPath('Reading') === '/mock-test?id=Reading', mockListPath('full', 2) === '/mock-test?id=full&page=2'.
 */
export function mockListPath(category: MockCategory, page = 1): string {
  return `${MOCK_LIST_PATH}?${new URLSearchParams({ id: category, ...(page > 1 ? { page: String(page) } : {}) })}`;
}

/** The page of the list the query asks for (query page), the first when it is missing or not a page number. */
export function readListPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The category the list shows (query id), full by default. */
export function readListQuery(params: URLSearchParams): MockCategory {
  const raw = params.get('id')?.toLowerCase();
  return mockCategories.find((name) => name.toLowerCase() === raw) ?? 'full';
}

/**
 * Where a submitted test goes (platform.md §2: the mock-test route with query id, the category, and
 * submit, the session): the list saves the result there, then opens the results.
 * Example: submittedPath('Speaking', 'abc') === '/mock-test?id=Speaking&submit=abc'.
 */
export function submittedPath(category: MockCategory, sessionId: string): string {
  return `${MOCK_LIST_PATH}?${new URLSearchParams({ id: category, submit: sessionId })}`;
}

/** The runner of a session, e.g. /mock-test/exercise?session=abc. */
export function runnerPath(sessionId: string): string {
  return `${RUNNER_PATH}?${new URLSearchParams({ session: sessionId })}`;
}

/** The results of a session (platform.md §2: query id). */
export function resultsPath(sessionId: string): string {
  return `${RESULTS_PATH}?${new URLSearchParams({ id: sessionId })}`;
}
