import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, usePlatformAndBrowser, views, visualRun } from '@test/fixtures/browser';
import { callApi } from '@test/fixtures/local-platform';
import { linkFromMail, waitForMail } from '@test/fixtures/mail';

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const metaOf = (page: Page, selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');

/** Waits for the page's pictures (covers), which a full-page screenshot would otherwise show blank. */
async function screenshotLoaded(page: Page, name: string): Promise<void> {
  if (!visualRun) return;
  await page.evaluate(async () => {
    const settled = (image: HTMLImageElement) => new Promise((done) => (image.complete ? done(undefined) : (image.addEventListener('load', done, { once: true }), image.addEventListener('error', done, { once: true }))));
    await Promise.all([...document.images].map(settled));
  });
  await keepScreenshot(page, name);
}

describe('landing pages, resources and the vocabulary trainer in Chromium', () => {
  const env = usePlatformAndBrowser();

  it('shows a visitor the PTE Academic pages and a tips page with their titles and meta tags, and leads into practice', { timeout: 120_000 }, async () => {
    // Prepare
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // Act and assess: /academic, then one of its pages by a link in its body.
    await page.goto(`${env.platform.appUrl}/academic`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => heading(page)).toBe('PTE Academic, explained for students');
    await expect.poll(() => page.title()).toBe('PTE Academic preparation, format and scores | PTE Practice');
    expect(await metaOf(page, 'property="og:image"')).toBe(`${env.platform.appUrl}/landing/covers/academic.png`);
    await page.locator('.pte-markdown').getByRole('link', { name: 'How PTE Academic is scored' }).click();
    await page.waitForURL(`${env.platform.appUrl}/academic/scoring`);
    await expect.poll(() => heading(page)).toBe('How PTE Academic is scored');
    await expect.poll(() => metaOf(page, 'name="description"')).toMatch(/^The 10-90 Global Scale of English/);

    // A tips page states our rules and opens practice of its type.
    await page.goto(`${env.platform.appUrl}/repeat-sentence-tips`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => heading(page)).toBe('Repeat Sentence tips: remember the sentence, keep its order');
    await expect.poll(() => page.title()).toBe('PTE Repeat Sentence tips and scoring rules | PTE Practice');
    expect(await page.getByRole('table').textContent()).toContain('half or more');
    await page.getByRole('complementary', { name: 'Put it into practice' }).getByRole('link', { name: 'Practise Repeat Sentence now' }).click();
    await page.waitForURL(`${env.platform.appUrl}/practice?section=Speaking&exercise=SRS`);

    // An unknown academic page says so.
    await page.goto(`${env.platform.appUrl}/academic/no-such-page`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => heading(page)).toBe('Page not found');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves crawlers the prerendered shells of the landing and public pages with their meta tags, without JavaScript', async () => {
    // Prepare
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // Act and assess: the tags are in the HTML itself.
    await page.goto(`${env.platform.appUrl}/write-from-dictation-tips`, { waitUntil: 'domcontentloaded' });
    expect(await page.title()).toBe('PTE Write from Dictation tips and scoring rules | PTE Practice');
    expect(await metaOf(page, 'name="description"')).toMatch(/^How PTE Practice scores Write from Dictation word by word/);
    expect(await metaOf(page, 'property="og:image"')).toBe('/landing/covers/write-from-dictation.png');
    expect(await metaOf(page, 'property="og:type"')).toBe('article');

    await page.goto(`${env.platform.appUrl}/resources/vocabulary`, { waitUntil: 'domcontentloaded' });
    expect(await page.title()).toBe('PTE vocabulary trainer | PTE Practice');
    expect(await metaOf(page, 'property="og:image"')).toBe('/cards/resources-vocabulary.png');

    await page.goto(`${env.platform.appUrl}/help`, { waitUntil: 'domcontentloaded' });
    expect(await metaOf(page, 'property="og:image"')).toBe('/cards/help.png');
    await context.close();

    // The pictures are there, as PNG for social cards.
    for (const path of ['/landing/covers/write-from-dictation.png', '/cards/help.png']) {
      const response = await fetch(`${env.platform.appUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^image\/png/);
    }
  });

  it('lists the study resources and downloads a PDF', async () => {
    // Prepare
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', acceptDownloads: true });

    // Act
    await page.goto(`${env.platform.appUrl}/resources`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => heading(page)).toBe('Study resources');
    await expect.poll(() => page.title()).toBe('PTE study resources | PTE Practice');
    expect(await metaOf(page, 'property="og:image"')).toBe(`${env.platform.appUrl}/cards/resources.png`);
    const link = page.getByRole('link', { name: 'Download PTE speaking checklist' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);

    // Assess: a real PDF with the checklist's text.
    expect(download.suggestedFilename()).toBe('speaking-checklist.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1500);
    expect(await page.getByRole('listitem').filter({ hasText: 'PDF, ' }).count()).toBe(3);
    await page.close();
  });

  it('practises a word list as flash cards, looks words up, and saves words for a student', { timeout: 120_000 }, async () => {
    // Prepare
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const card = page.locator('.pte-flashcard');

    // Act and assess: the first list, its first card, flipped, then known and again.
    await page.goto(`${env.platform.appUrl}/resources/vocabulary`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => heading(page)).toBe('Vocabulary trainer');
    await expect.poll(() => page.getByRole('heading', { name: '0 of 40 known' }).count()).toBe(1);
    expect(await card.locator('.pte-flashcard__word').textContent()).toBe('analyse');
    await page.getByRole('button', { name: 'Show the meaning' }).click();
    expect(await card.textContent()).toContain('To examine something in detail, part by part, to understand it.');
    await page.getByRole('button', { name: 'I know it' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '1 of 40 known' }).count()).toBe(1);
    expect(await card.locator('.pte-flashcard__word').textContent()).toBe('assess');
    await page.getByRole('button', { name: 'Again' }).click();
    expect(await card.locator('.pte-flashcard__word').textContent()).toBe('assume');
    expect(await page.getByRole('heading', { name: '1 of 40 known' }).count()).toBe(1);

    // The pronunciation is a real audio file.
    const audio = await fetch(`${env.platform.appUrl}/api/aws/getAudioFile/word-assume`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toMatch(/^audio\/ogg/);

    // Another list.
    await page.getByLabel('Word list').selectOption({ label: 'Linking and argument (40)' });
    expect(await card.locator('.pte-flashcard__word').textContent()).toBe('however');

    // Look a word up, then one no list holds.
    await page.getByRole('textbox', { name: 'Word' }).fill('Habitat');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.locator('.pte-word-lookup__entry').textContent()).toContain('The natural home of a plant or animal.');
    await page.getByRole('textbox', { name: 'Word' }).fill('zebra');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.getByText('“zebra” is not in our word lists yet.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Log in to save words' }).count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'vocabulary-visitor-1280-light');

    // A student saves a word and practises the saved words.
    const account = { email: `words.${Date.now()}@example.com`, password: 'a good password' };
    expect((await callApi(env.platform.appUrl, 'users/registerUser', { ...account, firstName: 'Mei' })).status).toBe(200);
    const token = linkFromMail(await waitForMail(env.platform.mailUrl, account.email), '/verify').searchParams.get('token');
    expect((await callApi(env.platform.appUrl, 'users/verifyTokenEmail', { token })).status).toBe(200);
    await page.goto(`${env.platform.appUrl}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/(dashboard|set-password)/);
    await page.goto(`${env.platform.appUrl}/resources/vocabulary`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Save “analyse” to my words' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove “analyse” from my saved words' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Word list').selectOption({ label: 'My saved words (1)' });
    await expect.poll(() => page.getByRole('heading', { name: '0 of 1 known' }).count()).toBe(1);
    await page.getByRole('button', { name: 'I know it' }).click();
    await expect.poll(() => page.getByText('Round complete: you know all 1 words of this list.').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  // One test per viewport, each with room for four pages on a busy machine.
  it.each(views)('reads well at $width px in $colorScheme mode', { timeout: 180_000 }, async ({ width, colorScheme }) => {
    const page = await env.browser.newPage({ viewport: { width, height: 900 }, colorScheme });
    for (const [path, title, name] of [
      ['/academic', 'PTE Academic, explained for students', 'academic'],
      ['/read-aloud-tips', 'Read Aloud tips: how every word you say is scored', 'read-aloud-tips'],
      ['/resources', 'Study resources', 'resources'],
      ['/resources/vocabulary', 'Vocabulary trainer', 'vocabulary'],
    ] as const) {
      await page.goto(`${env.platform.appUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => heading(page)).toBe(title);
      await expect.poll(() => page.locator('.amplify-loader').count()).toBe(0);
      // Nothing wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width}`).toBe(true);
      await screenshotLoaded(page, `${name}-${width}-${colorScheme}`);
    }
    await page.close();
  });
});
