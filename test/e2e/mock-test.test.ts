import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMicrophone, keepScreenshot, usePlatformAndBrowser, views } from '@test/fixtures/browser';
import { freshStudent } from '@test/fixtures/fresh-student';

// The fake microphone speaks a short introduction from the moment a recording opens, then stays
// silent, so the recorder's silence detection ends each answer a few seconds later.
const audioDir = mkdtempSync(join(tmpdir(), 'pte-e2e-mock-'));
const wav = join(audioDir, 'answer.wav');
execFileSync('flite', ['-voice', 'slt', '-t', 'my name is john and i live in london', '-o', join(audioDir, 'raw.wav')]);
execFileSync('sox', [join(audioDir, 'raw.wav'), '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.5', '8']);

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });

describe('a section mock test in Chromium with a fake microphone', () => {
  const env = usePlatformAndBrowser({ chromiumArgs: [...fakeMicrophone(wav), '--autoplay-policy=no-user-gesture-required'] });
  afterAll(() => rmSync(audioDir, { recursive: true, force: true }));

  /** Logs a new student in: a section mock credit of their own, no attempt yet. */
  async function logIn(page: Page) {
    const student = await freshStudent(env.platform, 'Milo');
    await page.goto(`${env.platform.appUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  it('pages the mock list: the count from the catalogue, ten mocks a page, the next page by its link', async () => {
    // The catalogue's full mocks, as the server counts them.
    const listed = await fetch(`${env.platform.appUrl}/api/mocktest/fetchAllMockTest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ examType: 'Academic', category: 'full' }) });
    const { categories } = (await listed.json()) as { categories: { total: number; pages: number }[] };
    const { total, pages } = categories[0]!;
    expect(pages).toBeGreaterThan(1);
    for (const { width, colorScheme } of views) {
      const page = await env.browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.goto(`${env.platform.appUrl}/mock-test?id=full`);
      await poll(() => page.getByText(`${total} mock tests`).count()).toBe(1);
      expect(await page.getByRole('heading', { name: /^PTE Academic Mock Test \d+$/ }).count()).toBe(10);
      await page.getByRole('button', { name: /next page/i }).click();
      await page.waitForURL(/\/mock-test\?id=full&page=2$/);
      await poll(() => page.getByRole('heading', { name: 'PTE Academic Mock Test 11' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'PTE Academic Mock Test 1', exact: true }).count()).toBe(0);
      await keepScreenshot(page, `mock-list-page-2-${width}-${colorScheme}`);
      await page.close();
    }
  }, 120_000);

  it('takes a Speaking mock: records the first answer, leaves and resumes, moves through the rest, and shows the report and the scorecard', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page);
    // Quick mock mode (a developer toggle on local hosts): a 4-second wait before each recording.
    await page.evaluate(() => localStorage.setItem('pte.devModes', JSON.stringify({ quickMock: true, superQuick: true })));

    await page.goto(`${env.platform.appUrl}/mock-test?id=Speaking`);
    await page.getByRole('button', { name: 'Start PTE Academic Speaking Mock Test 2' }).click();
    await page.getByRole('button', { name: 'Start now' }).click();
    await page.waitForURL(/\/mock-test\/exercise\?session=/);
    const sessionId = new URL(page.url()).searchParams.get('session')!;

    // The first speaking item of the visit checks the microphone, then records in exam mode.
    await page.getByRole('button', { name: /record a test/i }).click();
    // The test recording has played back once it offers to listen to it: 'My microphone works' is
    // enabled before the recording starts too (the live meter), and a click then raced it.
    await poll(() => page.getByText('Listen to your test recording: is your voice clear and loud enough?').count(), 30_000).toBe(1);
    await poll(() => page.getByRole('button', { name: /my microphone works/i }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: /my microphone works/i }).click();
    await poll(() => page.getByText('Your recording is saved. Press Next to go on.').count(), 45_000).toBe(1);
    await keepScreenshot(page, 'mock-runner-recorded-1280-light');

    // One item at a time, no way back: Next through the rest of the part, unanswered. Each Next is
    // pressed once its item is on screen, and the next item (or the end) is awaited before going on.
    const counter = page.getByText(/^Question \d+ of \d+$/);
    const total = Number(/of (\d+)/.exec(await counter.innerText())?.[1]);
    expect(total).toBeGreaterThan(1);
    for (let item = 1; item <= total; item += 1) {
      await poll(() => counter.innerText()).toBe(`Question ${item} of ${total}`);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      if (item === 2) {
        // Leave the test mid-part, then resume it from the list where the server says it stands.
        await poll(() => counter.innerText()).toBe(`Question 3 of ${total}`);
        await page.getByRole('link', { name: 'Leave the test' }).click();
        await page.waitForURL(/\/mock-test\?id=Speaking$/);
        await page.getByRole('button', { name: 'Resume PTE Academic Speaking Mock Test 2' }).click();
        await page.waitForURL(new RegExp(`/mock-test/exercise\\?session=${sessionId}`));
      }
    }
    await poll(() => page.getByRole('heading', { name: 'You have reached the end of the test' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Submit the test' }).click();

    await page.waitForURL(new RegExp(`/mock-test/results\\?id=${sessionId}`));
    const overall = page.getByRole('region', { name: 'Overall score' });
    await poll(() => overall.count(), 60_000).toBe(1);
    const overallScore = Number(/\d+/.exec((await overall.innerText()).replace('Overall score', ''))?.[0]);
    expect(overallScore).toBeGreaterThanOrEqual(10);
    expect(overallScore).toBeLessThanOrEqual(90);
    await keepScreenshot(page, 'mock-results-1280-light');

    // The scorecard is public: another browser context, never signed in, reads it.
    const visitor = await env.browser.newContext({ viewport: { width: 800, height: 900 }, colorScheme: 'dark' });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${env.platform.appUrl}/mock-test/scorecard/${sessionId}`);
    await poll(() => publicPage.getByText(String(overallScore)).count()).toBeGreaterThan(0);
    await keepScreenshot(publicPage, 'mock-scorecard-800-dark');
    const image = await fetch(`${env.platform.appUrl}/api/aws/takePteScorecardScreenshot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId }) });
    const { url } = (await image.json()) as { url: string };
    const png = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await visitor.close();
    await context.close();
  }, 180_000);
});
