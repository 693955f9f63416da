import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { dateLabel } from '@frontend/features/statistics/format';
import { StatisticsPage } from '@frontend/features/statistics/statistics-page';
import { renderAt } from '@test/fixtures/question-screen';
import { activeStatistics, emptyStatistics } from '@test/fixtures/statistics';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

const STATISTICS = '/api/users/getStudentStatistics';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.logout({ navigateTo: null });
  delete document.documentElement.dataset.colorMode;
});

function open(statistics = activeStatistics()) {
  session.signIn({ token: 'token', user: studentOf() });
  const calls = stubApi({ [STATISTICS]: () => ({ body: statistics }) });
  renderAt(<StatisticsPage />, { path: '/statistics' });
  return calls;
}

const chart = (name: string) => screen.findByRole('region', { name });

describe('StatisticsPage', () => {
  it("asks for the student's statistics in the browser's time zone", async () => {
    const calls = open();

    await chart('Answers and success rate');

    expect(calls).toEqual([{ path: STATISTICS, method: 'POST', body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } }]);
  });

  it('draws the charts from the figures, each with a heading, a summary and a table of its figures', async () => {
    // Act
    open();

    // Assess: answers per day as bars with the success rate as a line.
    const answers = await chart('Answers and success rate');
    await waitFor(() => expect(answers.querySelectorAll('.recharts-bar-rectangle').length).toBe(3));
    expect(answers.querySelector('.recharts-line')).not.toBeNull();
    expect(within(answers).getByText(`In the last 7 days you answered 12 questions, 7 of them successfully (58 %). Your busiest day was ${dateLabel('2026-03-16')} with 6 answers.`)).toBeTruthy();
    const rows = within(within(answers).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[5]!.textContent).toBe(`${dateLabel('2026-03-16')}6233 %`);

    const time = await chart('Time practised');
    expect(within(time).getByText(`You practised 37 min in the last 7 days. Most: ${dateLabel('2026-03-12')}, 25 min.`)).toBeTruthy();
    await waitFor(() => expect(time.querySelectorAll('.recharts-bar-rectangle').length).toBe(3));

    const sections = await chart('By section');
    expect(within(sections).getByText('Your best section is Reading (80 % of the points). Your weakest is Listening (25 %). Not answered yet: Writing.')).toBeTruthy();
    const types = await chart('By item type');
    await waitFor(() => expect(types.querySelectorAll('.recharts-bar-rectangle').length).toBe(3));
    expect(within(types).getByText('WFD')).toBeTruthy();

    const speaking = await chart('Speaking traits');
    await waitFor(() => expect(speaking.querySelectorAll('.recharts-line').length).toBe(3));
    expect(within(speaking).getByText('Speaking: 2 analyses. Latest period: Content 80 %, Pronunciation 60 %, Oral fluency 70 %.')).toBeTruthy();
    expect(await chart('Writing traits')).toBeTruthy();

    const mocks = await chart('Overall and skill scores');
    await waitFor(() => expect(mocks.querySelectorAll('.recharts-line').length).toBe(5));
    expect(within(within(mocks).getByRole('table')).getAllByRole('row')[2]!.textContent).toContain('PTE Academic Reading Mock Test 1');
  });

  it('shows the totals and an estimated score per skill, saying how it is estimated and what a skill still needs', async () => {
    open();

    const estimate = await screen.findByRole('region', { name: 'Estimated score per skill' });

    expect(within(estimate).getByText('74')).toBeTruthy();
    expect(within(estimate).getByText('from your last 8 answers')).toBeTruthy();
    expect(within(estimate).getAllByText('Not yet')).toHaveLength(3);
    expect(within(estimate).getByText('3 more answers needed')).toBeTruthy();
    expect(within(estimate).getByText(/How it is estimated: for each skill, we take your last 30 scored practice answers/)).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'At a glance' });
    expect(within(totals).getByText('58 %')).toBeTruthy();
    expect(within(totals).getByText('37 min')).toBeTruthy();
  });

  it('links each of the weakest item types to its practice list', async () => {
    open();

    const weakest = await screen.findByRole('region', { name: 'Your weakest item types' });

    expect(within(weakest).getByText('25 % of the points in 4 answers')).toBeTruthy();
    expect(within(weakest).getByRole('link', { name: 'Practise Write from Dictation' }).getAttribute('href')).toBe('/practice?section=Listening&exercise=LWD');
  });

  it('tells a new student what to do first instead of empty charts', async () => {
    open(emptyStatistics());

    expect(await screen.findByRole('heading', { level: 2, name: 'No statistics yet' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Start practising' }).getAttribute('href')).toBe('/practice');
    expect(screen.getByRole('link', { name: 'Take a mock test' }).getAttribute('href')).toBe('/mock-test');
    expect(document.querySelector('svg.recharts-surface')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Estimated score per skill' })).toBeNull();
  });

  it('says when there is no AI-scored answer or mock test yet', async () => {
    open({ ...activeStatistics(), aiTraits: [], mockTests: [], totals: { ...activeStatistics().totals, aiAnalyses: 0, mockTests: 0 } });

    const ai = await screen.findByRole('region', { name: 'AI scores per trait over time' });

    expect(within(ai).getByText(/No AI-scored answer yet/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Mock test scores' })).getByRole('link', { name: 'Take a mock test' }).getAttribute('href')).toBe('/mock-test');
  });

  it('draws in the dark palette when the app is in dark mode', async () => {
    document.documentElement.dataset.colorMode = 'dark';
    open();

    const answers = await chart('Answers and success rate');

    await waitFor(() => expect(answers.querySelector('.recharts-bar-rectangle path')?.getAttribute('fill')).toBe('#60a5fa'));
  });

  it('offers to try again when the statistics cannot be loaded', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    stubApi({ [STATISTICS]: () => ({ status: 500, body: { errors: { internal: true, message: 'Server error!' } } }) });
    renderAt(<StatisticsPage />, { path: '/statistics' });

    expect(await screen.findByText('Your statistics could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
