import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QuestionSchema, type ItemTypeCode, type Question } from '@shared/exam';
import { keepScreenshot, pageLuminance, settleScroll, usePlatformAndBrowser, views } from '@test/fixtures/browser';
import { freshStudent } from '@test/fixtures/fresh-student';
import { projectRoot } from '@test/fixtures/local-platform';

/** The first sample of a type, as the content bank holds it. */
function sample(code: ItemTypeCode): Question {
  const items = JSON.parse(readFileSync(join(projectRoot, 'content/questions', `${code}.json`), 'utf8')) as unknown[];
  return items.map((item) => QuestionSchema.parse(item)).find((question) => question.isSample)!;
}

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });

describe('statistics in Chromium', () => {
  const env = usePlatformAndBrowser();

  /** Logs a new student in on the login page, where a visitor is sent. */
  async function logIn(page: Page) {
    const { email, password } = await freshStudent(env.platform, 'Stella');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  /** Answers a single-answer item once per entry of `right`: the right option, or the next one. */
  async function answerSingle(page: Page, question: Question, right: boolean[]) {
    await page.goto(`${env.platform.appUrl}/practice/${question.uid}`);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(question.title);
    const attempts = page.getByRole('region', { name: 'Previous attempts' }).getByRole('listitem');
    const before = await attempts.count();
    for (const [index, isRight] of right.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Try again' }).click();
      const option = isRight ? question.correctIndex! : (question.correctIndex! + 1) % question.multichoice!.length;
      await page.getByRole('radio').nth(option).check();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await poll(() => attempts.count()).toBe(before + index + 1);
    }
  }

  it('keeps recharts out of the first-load JavaScript', async () => {
    const html = await (await fetch(`${env.platform.appUrl}/`)).text();
    const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const path of firstLoad) expect(await (await fetch(`${env.platform.appUrl}${path}`)).text()).not.toContain('recharts-wrapper');
  });

  it('shows a new student what to do first, then charts their practice, at each width and in each colour mode', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A visitor is sent to log in, carrying where they were going.
    await page.goto(`${env.platform.appUrl}/statistics`);
    await page.waitForURL(/\/login\?redirect=%2Fstatistics/, { timeout: 15_000 });
    await logIn(page);
    await page.goto(`${env.platform.appUrl}/statistics`);
    await poll(() => page.getByRole('heading', { level: 2, name: 'No statistics yet' }).count()).toBe(1);
    await keepScreenshot(page, 'statistics-empty-1280-light');

    // Practise: reading items right and wrong, then a listening one.
    await answerSingle(page, sample('RSA'), [true, false, true, true]);
    await answerSingle(page, sample('LSA'), [false, true]);
    await answerSingle(page, sample('LMW'), [true, false]);
    await answerSingle(page, sample('RSA'), [true]);

    // A writing answer scored by AI (through the API, with the page's own session): its traits are charted.
    const essay = sample('WWE');
    const status = await page.evaluate(
      async ({ uid, text }) => {
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('pte.token')}` };
        const started = await fetch('/api/analysis/analyseWritingText', { method: 'POST', headers, body: JSON.stringify({ uid, text, isMockTest: false }) });
        const { jobId } = (await started.json()) as { jobId: string };
        for (let attempt = 0; attempt < 600; attempt += 1) {
          const polled = (await (await fetch('/api/analysis/fetchWritingAnalysis', { method: 'POST', headers, body: JSON.stringify({ jobId }) })).json()) as { status: string };
          if (polled.status !== 'pending') return polled.status;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return 'pending';
      },
      { uid: essay.uid, text: essay.sampleAnswer! },
    );
    expect(status).toBe('done');

    await page.goto(`${env.platform.appUrl}/statistics`);
    const answers = page.getByRole('region', { name: 'Answers and success rate' });
    await poll(() => answers.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await answers.getByText(/you answered 9 questions, 6 of them successfully/).count()).toBe(1);
    await poll(() => page.getByRole('region', { name: 'By item type' }).locator('.recharts-bar-rectangle').count()).toBe(3);
    expect(await page.getByRole('region', { name: 'By section' }).locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const estimate = page.getByRole('region', { name: 'Estimated score per skill' });
    expect(await estimate.getByText('from your last 5 answers').count()).toBe(1);
    const weakest = page.getByRole('region', { name: 'Your weakest item types' });
    expect(await weakest.getByRole('link', { name: /^Practise / }).count()).toBeGreaterThan(0);
    await poll(() => page.getByRole('region', { name: 'Writing traits' }).locator('.recharts-line').count()).toBeGreaterThan(2);

    for (const { width, colorScheme } of views) {
      const toggle = page.getByRole('button', { name: colorScheme === 'dark' ? 'Switch to dark mode' : 'Switch to light mode' });
      if (await toggle.count()) await toggle.click();
      await poll(() => pageLuminance(page)).toSatisfy((value: number) => (colorScheme === 'dark' ? value < 0.2 : value > 0.8));
      await page.setViewportSize({ width, height: 900 });
      // Through another page: loading the page shown again would restore its scroll position.
      await page.goto(`${env.platform.appUrl}/dashboard`);
      await page.goto(`${env.platform.appUrl}/statistics`);
      await poll(() => page.getByRole('region', { name: 'Answers and success rate' }).locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      // Every chart fits the page: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await settleScroll(page);
      await keepScreenshot(page, `statistics-${width}-${colorScheme}`);
    }

    // Each chart's figures are a table behind a disclosure.
    const table = page.getByRole('region', { name: 'Answers and success rate' });
    await table.getByText('Show the figures as a table').click();
    expect(await table.getByRole('table').getByRole('row').count()).toBe(8);

    // The weakest type's link opens its practice list.
    await page.getByRole('region', { name: 'Your weakest item types' }).getByRole('link', { name: /^Practise / }).first().click();
    await page.waitForURL(/\/practice\?section=\w+&exercise=[A-Z]{3}/);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
