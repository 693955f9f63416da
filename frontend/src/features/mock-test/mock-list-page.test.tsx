import type { MockTestSummary } from '@shared/api/mock';
import { mockTexts } from '@shared/mock';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { studentOf } from '@test/fixtures/student';
import { VISITOR_ID_KEY } from '@frontend/app/session/visitor-id';
import { MockListPage } from '@frontend/features/mock-test/mock-list-page';
import { renderRoute, SESSION_ID, summaryOf } from '@test/fixtures/mock-test';
import { refusal, stubApi } from '@test/fixtures/stub-api';

const LIST = '/api/mocktest/fetchAllMockTest';

/** The server's answer for these mocks: each category on pages of rowsPerPage, the page asked for. */
const listOf = (mocks: MockTestSummary[], credits: { full: number; section: number } | null = { full: 2, section: 1 }, { page = 1, rowsPerPage = 10 } = {}) => ({
  variant: 'Academic',
  credits,
  canTakeMockTest1: true,
  free: mocks.find((mock) => mock.kind === 'free') ?? null,
  categories: (['full', 'Speaking', 'Writing', 'Reading', 'Listening'] as const).map((category) => {
    const ofCategory = mocks.filter((mock) => mock.category === category);
    return { category, mocks: ofCategory.slice((page - 1) * rowsPerPage, page * rowsPerPage), total: ofCategory.length, page, pages: Math.max(1, Math.ceil(ofCategory.length / rowsPerPage)) };
  }),
});

const mockCalls = (calls: { path: string }[]) => calls.map((call) => call.path).filter((path) => path.startsWith('/api/mocktest/'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

async function open(path = '/mock-test') {
  renderRoute(<MockListPage />, path, '/mock-test');
  await settle();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.logout({ navigateTo: null });
  localStorage.clear();
});

describe('MockListPage', () => {
  it("lists the category's mocks with their size, time, attempts, last result and why one is locked", async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({
      '/api/users/verifyMultiAccount': () => ({ body: { isSameSession: true } }),
      [LIST]: () => ({
        body: listOf([
          summaryOf({ attempts: 2, lastResult: { sessionId: SESSION_ID, status: 'scored', overall: 64, at: 1 } }),
          summaryOf({ mockTestId: 'academic-full-2', title: 'Academic Full Mock Test 2', number: 2, locked: true, lockedReason: mockTexts.noFullCredits }),
        ]),
      }),
    });

    await open();

    expect(screen.getByRole('link', { name: 'Full', current: 'page' })).toBeTruthy();
    const first = card('Academic Full Mock Test 1');
    expect(within(first).getByText('65 questions · 157 min · 2 attempts')).toBeTruthy();
    expect(within(first).getByText(/Last score: 64/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'See the result' }).getAttribute('href')).toBe(`/mock-test/results?id=${SESSION_ID}`);
    const second = card('Academic Full Mock Test 2');
    expect(within(second).getByText(mockTexts.noFullCredits)).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Start Academic Full Mock Test 2' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Full mock tests: 2 · Section mock tests: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a random mock' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/users/verifyMultiAccount')).toBe(true);
  });

  it('saves the result of a submitted test (query submit) and then opens its results', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({
      [LIST]: () => ({ body: listOf([summaryOf()]) }),
      '/api/mocktest/saveMockTestResult': () => ({ body: { sessionId: SESSION_ID, saved: true, preventNavigate: false } }),
    });

    await open(`/mock-test?id=Speaking&submit=${SESSION_ID}`);

    expect(calls.find((call) => call.path === '/api/mocktest/saveMockTestResult')?.body).toMatchObject({ sessionId: SESSION_ID, preventNavigate: false });
    expect(screen.getByTestId('landed').textContent).toBe(`/mock-test/results?id=${SESSION_ID}`);
  });

  it('pages a long list: the count of the whole list, the page asked for, and links to the other pages', async () => {
    const mocks = Array.from({ length: 20 }, (_, index) => summaryOf({ mockTestId: `academic-full-${index + 1}`, title: `Academic Full Mock Test ${index + 1}`, number: index + 1 }));
    const calls = stubApi({ [LIST]: (body) => ({ body: listOf(mocks, null, { page: Number(body.page ?? 1) }) }) });

    await open('/mock-test?id=full&page=2');

    expect(calls.find((call) => call.path === LIST)?.body).toMatchObject({ category: 'full', page: 2 });
    expect(screen.getByText('20 mock tests')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Academic Full Mock Test 11' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Academic Full Mock Test 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /previous/i }));
    await settle();
    expect(calls.filter((call) => call.path === LIST).at(-1)?.body).toMatchObject({ category: 'full', page: 1 });
    expect(screen.getByRole('heading', { name: 'Academic Full Mock Test 1' })).toBeTruthy();
  });

  it('shows the category named by query id', async () => {
    stubApi({ [LIST]: () => ({ body: listOf([summaryOf(), summaryOf({ mockTestId: 'academic-reading-1', title: 'Academic Reading Mock Test 1', category: 'Reading' })], null) }) });

    await open('/mock-test?id=Reading');

    expect(screen.getByRole('link', { name: 'Reading', current: 'page' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Academic Reading Mock Test 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Academic Full Mock Test 1' })).toBeNull();
  });

  it('asks before spending a credit, starts the mock and opens its runner', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({ [LIST]: () => ({ body: listOf([summaryOf()]) }), '/api/mocktest/startMockTest': () => ({ body: { sessionId: SESSION_ID, resumed: false, credits: { full: 1, section: 1 } } }) });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Start Academic Full Mock Test 1' }));
    expect(screen.getByText('Starting uses 1 full mock test credit, and the clock starts at once.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/mocktest/startMockTest')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await settle();

    expect(calls.find((call) => call.path === '/api/mocktest/startMockTest')?.body).toEqual({ mockTestId: 'academic-full-1' });
    expect(screen.getByTestId('landed').textContent).toBe(`/mock-test/exercise?session=${SESSION_ID}`);
  });

  it('resumes a session in progress without starting another', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({ [LIST]: () => ({ body: listOf([summaryOf({ attempts: 1, inProgressSessionId: SESSION_ID })]) }) });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Resume Academic Full Mock Test 1' }));
    await settle();

    expect(mockCalls(calls)).toEqual([LIST]);
    expect(screen.getByTestId('landed').textContent).toBe(`/mock-test/exercise?session=${SESSION_ID}`);
  });

  it('discards a session in progress after asking, and lists the mock ready to start again', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    let discarded = false;
    const calls = stubApi({
      [LIST]: () => ({ body: listOf([summaryOf(discarded ? { attempts: 0 } : { attempts: 1, inProgressSessionId: SESSION_ID })]) }),
      '/api/mocktest/deleteMockTest': () => {
        discarded = true;
        return { body: { sessionId: SESSION_ID, status: 'abandoned' } };
      },
    });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Discard your attempt at Academic Full Mock Test 1' }));
    expect(screen.getByRole('group', { name: 'Discard this attempt? Its saved answers are deleted and the credit it used is not returned.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(mockCalls(calls)).toEqual([LIST]);

    fireEvent.click(screen.getByRole('button', { name: 'Discard your attempt at Academic Full Mock Test 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard attempt' }));
    await settle();
    await settle();

    expect(calls.filter((call) => call.path === '/api/mocktest/deleteMockTest').map((call) => call.body)).toEqual([{ sessionId: SESSION_ID }]);
    expect(mockCalls(calls)).toEqual([LIST, '/api/mocktest/deleteMockTest', LIST]);
    expect(screen.getByRole('button', { name: 'Start Academic Full Mock Test 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Discard/ })).toBeNull();
  });

  it('offers no discard to a visitor', async () => {
    stubApi({ [LIST]: () => ({ body: listOf([summaryOf({ kind: 'free', category: 'Reading', inProgressSessionId: SESSION_ID })], null) }) });
    await open('/mock-test?id=Reading');
    expect(within(card('Academic Full Mock Test 1')).getByRole('button', { name: 'Resume Academic Full Mock Test 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Discard/ })).toBeNull();
  });

  it('shows a refusal on the mock it concerns', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    stubApi({ [LIST]: () => ({ body: listOf([summaryOf()]) }), '/api/mocktest/startMockTest': () => refusal(403, mockTexts.noFullCredits) });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Start Academic Full Mock Test 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await settle();

    expect(within(card('Academic Full Mock Test 1')).getByRole('alert').textContent).toContain(mockTexts.noFullCredits);
  });

  it("starts a visitor's free mock with the anonymous id kept in browser storage", async () => {
    localStorage.setItem(VISITOR_ID_KEY, '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9');
    const free = summaryOf({ mockTestId: 'academic-free', title: 'Academic Free Mock Test', category: 'Reading', kind: 'free', number: null, itemCount: 15, minutes: 30 });
    const calls = stubApi({
      [LIST]: () => ({ body: listOf([free, summaryOf({ locked: true, lockedReason: mockTexts.signInToTake })], null) }),
      '/api/mocktest/startFreeMockTest': () => ({ body: { sessionId: SESSION_ID, mockTestId: 'academic-free', resumed: false } }),
    });
    await open();
    expect(calls[0]?.body).toEqual({ anonymousId: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', examType: 'Academic', category: 'full', page: 1 });
    expect(screen.queryByText(/Full mock tests:/)).toBeNull();
    expect(screen.getByText(mockTexts.signInToTake)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start the free mock test' }));
    await settle();

    expect(calls.find((call) => call.path === '/api/mocktest/startFreeMockTest')?.body).toEqual({ anonymousId: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', examType: 'Academic' });
    expect(screen.getByTestId('landed').textContent).toBe(`/mock-test/exercise?session=${SESSION_ID}`);
  });

  it('leads to /desktop-only under 900 px, without starting anything', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList);
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({ [LIST]: () => ({ body: listOf([summaryOf({ inProgressSessionId: SESSION_ID })]) }) });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Resume Academic Full Mock Test 1' }));
    await settle();

    expect(mockCalls(calls)).toEqual([LIST]);
    expect(screen.getByTestId('landed').textContent).toBe('/desktop-only');
  });

  it('creates a random mock of the category shown and lists it', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const random = summaryOf({ mockTestId: 'random-1', title: 'Academic Random Reading Mock Test', category: 'Reading', kind: 'random', number: null });
    let created = false;
    const calls = stubApi({
      [LIST]: () => ({ body: listOf(created ? [random] : []) }),
      '/api/mocktest/createRandomMockTest': () => {
        created = true;
        return { body: random };
      },
    });
    await open('/mock-test?id=Reading');
    expect(screen.getByText('No mock tests here yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create a random mock' }));
    await settle();
    await settle();

    expect(calls.find((call) => call.path === '/api/mocktest/createRandomMockTest')?.body).toEqual({ category: 'Reading' });
    expect(screen.getByText('Academic Random Reading Mock Test is ready to start.')).toBeTruthy();
    expect(within(card('Academic Random Reading Mock Test')).getByText('Random')).toBeTruthy();
  });
});
