import { itemTypesBySection } from '@shared/exam';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAM_TYPE_STORAGE_KEY } from '@frontend/app/session/use-exam-type';
import { PracticePage } from '@frontend/features/practice/practice-page';
import { PRACTICE_ONBOARDING_STORAGE_KEY } from '@frontend/features/practice/practice-onboarding';
import { renderAt } from '@test/fixtures/question-screen';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const counts = (section: string) => ({
  counts: itemTypesBySection('ALL', section as 'Reading').map((type) => ({ type: type.code, total: 20, samples: 3, predicted: 2, done: type.code === 'RSA' ? 4 : 0 })),
});

const row = (uid: string, extra: Record<string, unknown> = {}) => ({ uid, type: uid.slice(0, 3), title: `Title ${uid}`, isSample: false, prediction: false, locked: true, done: false, ...extra });

function stubList() {
  return stubApi({
    '/api/questions/fetchQuestionCounts': (body) => ({ body: counts(String(body.section)) }),
    '/api/questions/fetchQuestions': (body) => ({
      body: body.prediction
        ? { items: [row(`${String(body.type)}-0005`, { prediction: true })], total: 1 }
        : body.cursor
          ? { items: [row(`${String(body.type)}-0021`)], total: 21 }
          : {
              items: [row(`${String(body.type)}-0001`, { isSample: true, locked: false, done: true, lastAttempt: { score: 3, max: 5, successful: true, at: 1 } }), row(`${String(body.type)}-0004`)],
              total: 21,
              cursor: 'next',
            },
    }),
  });
}

describe('PracticePage', () => {
  it('lists the Reading types in exam order with their coloured ratings and done counts', async () => {
    localStorage.setItem(PRACTICE_ONBOARDING_STORAGE_KEY, 'true');
    stubList();
    renderAt(<PracticePage />, { path: '/practice' });
    const grid = screen.getByRole('list', { name: 'Reading' });
    const names = within(grid).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(itemTypesBySection('Academic', 'Reading').map((type) => type.name));
    const rfb = within(grid).getByRole('link', { name: 'Fill in the Blanks (Dropdown)' }).closest('li')!;
    const difficulty = within(rfb).getByText('Difficulty').parentElement!;
    expect(difficulty.getAttribute('data-colour')).toBe('red');
    expect(difficulty.textContent).toBe('Difficulty4/5 HARD');
    expect(within(rfb).getByText('Time').parentElement!.textContent).toBe('Time3 MIN MEDIUM');
    expect(await within(grid).findByText('4/20 done')).toBeTruthy();
  });

  it('follows the Core variant: Listening has LCT and no LHS or LST', () => {
    localStorage.setItem(EXAM_TYPE_STORAGE_KEY, 'Core');
    localStorage.setItem(PRACTICE_ONBOARDING_STORAGE_KEY, 'true');
    stubList();
    renderAt(<PracticePage />, { path: '/practice?section=Listening' });
    const grid = screen.getByRole('list', { name: 'Listening' });
    const names = within(grid).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toContain('Summarize Spoken Text (Core)');
    expect(names).not.toContain('Highlight Correct Summary');
    expect(names).not.toContain('Summarize Spoken Text');
  });

  it('lists the questions of the exercise, loads more and narrows to predictions', async () => {
    localStorage.setItem(PRACTICE_ONBOARDING_STORAGE_KEY, 'true');
    const calls = stubList();
    const user = userEvent.setup();
    renderAt(<PracticePage />, { path: '/practice?section=Listening&exercise=LWD' });
    expect(await screen.findByRole('link', { name: 'LWD-0001 Title LWD-0001' })).toBeTruthy();
    const first = screen.getByRole('link', { name: 'LWD-0001 Title LWD-0001' }).closest('li')!;
    expect(within(first).getByText('Sample')).toBeTruthy();
    expect(within(first).getByText('Last score 3/5')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'LWD-0004 Title LWD-0004' }).closest('li')!).getByText('Locked')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'LWD-0021 Title LWD-0021' })).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Prediction questions only' }));
    expect(await screen.findByRole('link', { name: 'LWD-0005 Title LWD-0005' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/questions/fetchQuestions').at(-1)?.body).toMatchObject({ type: 'LWD', prediction: true });
    expect(screen.getByText("This week's prediction questions: a new set every Monday (00:00 UTC).")).toBeTruthy();
  });

  it('prompts visitors to sign up', () => {
    localStorage.setItem(PRACTICE_ONBOARDING_STORAGE_KEY, 'true');
    stubList();
    renderAt(<PracticePage />, { path: '/practice' });
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/register');
  });

  it('opens the 6-step onboarding for a new visitor; Start records the key and the hint reopens it', async () => {
    stubList();
    const user = userEvent.setup();
    renderAt(<PracticePage />, { path: '/practice' });
    const dialog = screen.getByRole('dialog', { hidden: true });
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
    for (let step = 1; step < 6; step += 1) {
      expect(within(dialog).getByText(`How practice works · Step ${step} of 6`)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    }
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(localStorage.getItem(PRACTICE_ONBOARDING_STORAGE_KEY)).toBe('true');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));

    const hint = screen.getByRole('button', { name: 'How practice works' });
    expect(hint.getAttribute('data-pulsing')).toBe('true');
    await user.click(hint);
    expect(hint.getAttribute('data-pulsing')).toBe('false');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
  });
});
