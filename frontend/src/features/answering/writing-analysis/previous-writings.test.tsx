import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { formatSubmittedAt, PreviousWritings, PreviousWritingsList } from '@frontend/features/answering/writing-analysis/previous-writings';
import { useSaveUserWriting } from '@frontend/features/answering/writing-analysis/user-writings-api';
import { savedWritingOf } from '@test/fixtures/writing-analysis';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.unstubAllGlobals();
});

const OLDER = savedWritingOf({ score: '3/7', createdAt: Date.UTC(2025, 1, 20, 9, 30), selectedAnswer: 'Older answer.', analysis: [] });
const NEWER = savedWritingOf({ score: '5/7', createdAt: Date.UTC(2025, 2, 1, 10, 0) });

describe('PreviousWritingsList', () => {
  it('lists the submissions newest first with their score and locale date', () => {
    render(<ThemeProvider><PreviousWritingsList writings={[OLDER, NEWER]} /></ThemeProvider>);
    const list = screen.getByRole('region', { name: 'Previous submissions' });
    const items = [...list.querySelectorAll('details')];
    expect(items.map((item) => item.querySelector('summary')!.textContent)).toEqual([
      `5/7Score 5 out of 7Submitted ${formatSubmittedAt(NEWER.createdAt)}`,
      `3/7Score 3 out of 7Submitted ${formatSubmittedAt(OLDER.createdAt)}`,
    ]);
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2025-03-01T10:00:00.000Z');
  });

  it('opens a submission to its answer with the grammar tags marked', async () => {
    const user = userEvent.setup();
    render(<ThemeProvider><PreviousWritingsList writings={[NEWER]} /></ThemeProvider>);
    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
    expect([...details.querySelectorAll('mark')].map((mark) => [mark.textContent, mark.dataset.reports])).toEqual([['has', 'grammar']]);
  });

  it('says when there is nothing yet', () => {
    render(<ThemeProvider><PreviousWritingsList writings={[]} /></ThemeProvider>);
    expect(screen.getByText('No previous submissions yet.')).toBeTruthy();
  });
});

describe('PreviousWritings', () => {
  it('shows nothing to a visitor and asks the server nothing', () => {
    const calls = stubApi({});
    const { container } = render(<ThemeProvider><PreviousWritings uid="WWE-0001" /></ThemeProvider>);
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('loads the signed-in student’s writings for the question and reloads when one is saved', async () => {
    session.signIn({ token: 'token', user: studentOf({ id: 'user-previous' }) });
    let writings = [OLDER];
    const calls = stubApi({ '/api/analysis/fetchUserWritings': () => ({ body: { writings } }), '/api/analysis/saveUserWriting': () => ({ body: NEWER }) });
    const listLoads = () => calls.filter((call) => call.path === '/api/analysis/fetchUserWritings');
    render(<ThemeProvider><PreviousWritings uid="WWE-0002" /></ThemeProvider>);
    const { result: save } = renderHook(() => useSaveUserWriting());
    expect(await screen.findByText(`Submitted ${formatSubmittedAt(OLDER.createdAt)}`)).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/analysis/fetchUserWritings', method: 'POST', body: { uid: 'WWE-0002' } }]);

    writings = [OLDER, NEWER];
    await act(() => save.current.mutateAsync({ uid: 'WWE-0001', jobId: 'job-1' }));
    expect(listLoads()).toHaveLength(1);
    await act(() => save.current.mutateAsync({ uid: 'WWE-0002', jobId: 'job-2' }));
    expect(await screen.findByText(`Submitted ${formatSubmittedAt(NEWER.createdAt)}`)).toBeTruthy();
    expect(document.querySelector('details summary')!.textContent).toContain('5/7');
  });
});
