import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { MockOverview } from '@shared/api/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { studentOf } from '@test/fixtures/student';
import { VISITOR_ID_KEY } from '@frontend/app/session/visitor-id';
import { MockHistory } from '@frontend/features/dashboard/mock-history';
import { renderRoute } from '@test/fixtures/mock-test';
import { stubApi } from '@test/fixtures/stub-api';

const OVERVIEW = '/api/mocktest/didMockTestOverview';
const at = Date.UTC(2026, 10, 20, 9);

const mockOf = (overrides: Partial<MockOverview['mocks'][number]> & Pick<MockOverview['mocks'][number], 'last'>): MockOverview['mocks'][number] => ({
  mockTestId: 'academic-full-1',
  title: 'PTE Academic Mock Test 1',
  variant: 'Academic',
  category: 'full',
  attempts: 1,
  best: null,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.logout({ navigateTo: null });
  localStorage.clear();
});

describe('MockHistory', () => {
  it('lists the latest attempt of each mock with its overall score or where it stands, and where to go next', async () => {
    const overview: MockOverview = {
      attempts: 4,
      scored: 2,
      mocks: [
        mockOf({ mockTestId: 'speaking-2', title: 'PTE Academic Speaking Mock Test 2', category: 'Speaking', last: { sessionId: 'session-running', status: 'in-progress', overall: null, skills: null, at } }),
        mockOf({ attempts: 2, best: 71, last: { sessionId: 'session-scored', status: 'scored', overall: 64, skills: { reading: 60, writing: 62, listening: 66, speaking: 68 }, at } }),
        mockOf({ mockTestId: 'reading-1', title: 'PTE Academic Reading Mock Test 1', category: 'Reading', last: { sessionId: 'session-scoring', status: 'submitted', overall: null, skills: null, at } }),
      ],
    };
    const calls = stubApi({ [OVERVIEW]: () => ({ body: overview }) });
    renderRoute(<MockHistory userId="user-with-mocks" />, '/dashboard', '/dashboard');

    const section = await screen.findByRole('region', { name: 'Your mock tests' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    expect(calls.map((call) => call.path)).toEqual([OVERVIEW]);
    expect(within(section).getByText('4 started, 2 scored')).toBeTruthy();
    const [running, scored, scoring] = within(section).getAllByRole('listitem');
    expect(running!.textContent).toContain('In progress');
    expect(within(running!).getByRole('link', { name: 'Resume PTE Academic Speaking Mock Test 2' }).getAttribute('href')).toBe('/mock-test/exercise?session=session-running');
    expect(scored!.textContent).toMatch(/Overall 64 · best 71/);
    expect(within(scored!).getByRole('link', { name: 'See results: PTE Academic Mock Test 1' }).getAttribute('href')).toBe('/mock-test/results?id=session-scored');
    expect(scoring!.textContent).toContain('Being scored');
    expect(within(section).getByRole('link', { name: 'All mock tests' }).getAttribute('href')).toBe('/mock-test');
  });

  it("asks for the free mock this browser took as a visitor, by the visitor's anonymous id", async () => {
    localStorage.setItem(VISITOR_ID_KEY, 'b7d1c9e2-3f4a-4b5c-8d6e-7f8091a2b3c4');
    session.signIn({ token: 'token', user: studentOf({ id: 'user-once-a-visitor' }) });
    const calls = stubApi({ [OVERVIEW]: () => ({ body: { attempts: 0, scored: 0, mocks: [] } }) });
    renderRoute(<MockHistory userId="user-once-a-visitor" />, '/dashboard', '/dashboard');
    await screen.findByRole('link', { name: 'Take a mock test' });
    expect(calls.filter((call) => call.path === OVERVIEW).map((call) => call.body)).toEqual([{ anonymousId: 'b7d1c9e2-3f4a-4b5c-8d6e-7f8091a2b3c4' }]);
  });

  it('invites a student with no mock test yet to take one', async () => {
    stubApi({ [OVERVIEW]: () => ({ body: { attempts: 0, scored: 0, mocks: [] } }) });
    renderRoute(<MockHistory userId="user-without-mocks" />, '/dashboard', '/dashboard');
    const start = await screen.findByRole('link', { name: 'Take a mock test' });
    expect(start.getAttribute('href')).toBe('/mock-test');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
