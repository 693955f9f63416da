import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULT_POLL_MS } from '@frontend/features/mock-test/result-api';
import { publicResult, renderAt, scoredReport, SESSION_ID } from '@test/fixtures/mock-result';
import { MockScorecardPage } from '@frontend/features/mock-test/scorecard-page';
import { stubApi } from '@test/fixtures/stub-api';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const meta = (property: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;
const showScorecard = (path = `/mock-test/scorecard/${SESSION_ID}`) => {
  renderAt(<MockScorecardPage />, path, '/mock-test/scorecard/:sessionId?');
  return flush();
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MockScorecardPage', () => {
  it('shows the scorecard image with the name, the scores and link-preview tags, without login', async () => {
    // Prepare
    const requests = stubApi({ '/api/mocktest/fetchMockTestResultPublic': () => ({ body: publicResult }) });

    // Act
    await showScorecard();

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: "Maria's PTE mock test scorecard" })).toBeTruthy();
    const image = screen.getByRole('img', { name: /Maria's PTE mock test scorecard/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('desc')?.textContent).toBe(
      'Overall 41. Listening not tested, Reading 41, Speaking not tested, Writing not tested. PTE Academic Reading Free Mock Test, 3 March 2026.',
    );
    expect([...image.querySelectorAll('text')].map((text) => text.textContent)).toEqual(expect.arrayContaining(['Maria', '41', 'Spelling', '35', 'PTE Academic · Reading section']));
    expect(document.title).toBe("Maria's PTE mock test scorecard | PTE Practice");
    expect(meta('og:title')).toBe("Maria's PTE mock test scorecard | PTE Practice");
    expect(meta('og:description')).toBe(image.querySelector('desc')?.textContent);
    expect(requests).toEqual([{ path: '/api/mocktest/fetchMockTestResultPublic', method: 'POST', body: { sessionId: SESSION_ID } }]);
  });

  it('shows no answers, even when a response carries them', async () => {
    // Prepare: a server that leaks the owner's report beside the scorecard.
    stubApi({ '/api/mocktest/fetchMockTestResultPublic': () => ({ body: { ...publicResult, items: scoredReport.items, practiseNext: scoredReport.practiseNext } }) });

    // Act
    await showScorecard();

    // Assess
    const page = document.body.textContent ?? '';
    expect(page).toContain('Maria');
    for (const item of scoredReport.items) {
      if (item.answer) expect(page).not.toContain(item.answer);
      expect(page).not.toContain(item.showAnswer);
    }
    expect(page).not.toContain('Fill in the Blanks');
  });

  it('says the scorecard is not recognised when the fetch fails', async () => {
    stubApi({ '/api/mocktest/fetchMockTestResultPublic': () => ({ status: 404, body: { errors: { internal: true, message: 'This result does not exist.' } } }) });
    await showScorecard();
    expect(screen.getByRole('heading', { level: 1, name: 'Scorecard not recognised' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take a mock test' }).getAttribute('href')).toBe('/mock-test');
  });

  it('waits while the test is being scored, asking again every 2 s', async () => {
    // Prepare
    let calls = 0;
    stubApi({ '/api/mocktest/fetchMockTestResultPublic': () => ({ body: ++calls === 1 ? { status: 'pending', sessionId: SESSION_ID } : publicResult }) });

    // Act
    await showScorecard();
    expect(screen.getByRole('heading', { level: 1, name: 'This scorecard is nearly ready' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: "Maria's PTE mock test scorecard" })).toBeTruthy();
  });

  it('explains what a scorecard link is, and links to the mock tests, when there is no id', async () => {
    const requests = stubApi({});
    await showScorecard('/mock-test/scorecard');
    expect(screen.getByRole('heading', { level: 1, name: 'PTE mock test scorecards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take a mock test' }).getAttribute('href')).toBe('/mock-test');
    expect(requests).toEqual([]);
  });
});
