import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, usePlatformAndBrowser, views, visualRun } from '@test/fixtures/browser';
import { projectRoot } from '@test/fixtures/local-platform';

const postCount = readdirSync(join(projectRoot, 'content/blog')).filter((name) => name.endsWith('.md')).length;

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

/** Loads the covers a full-page screenshot would otherwise show blank (they load lazily, as the reader scrolls). */
async function screenshotWithCovers(page: Page, name: string): Promise<void> {
  if (!visualRun) return;
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const settled = (image: HTMLImageElement) =>
      new Promise((done) => {
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
      });
    await Promise.all(images.map((image) => (image.complete ? undefined : settled(image))));
  });
  await keepScreenshot(page, name);
}

const cardTitles = (page: Page) => page.locator('.pte-blog__grid > .pte-blog-card .pte-blog-card__title').allTextContents();

describe('blog in Chromium', () => {
  const env = usePlatformAndBrowser();

  it('lets a visitor search the list, open a post, read it and say it helped', async () => {
    // Prepare
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // Act and assess: the list, newest first, with the count from the posts.
    await page.goto(`${env.platform.appUrl}/blog`);
    await expect.poll(() => heading(page)).toBe('PTE Blog');
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(`${postCount} articles`);
    expect(await cardTitles(page)).toHaveLength(postCount);
    await screenshotWithCovers(page, 'blog-list-1280-light');

    // Search narrows the list.
    await page.getByLabel('Search articles').fill('dictation');
    // The whole list holds the post too: wait for the search to narrow it first.
    await expect.poll(async () => (await cardTitles(page)).length).toBeLessThan(postCount);
    expect(await cardTitles(page)).toContain('Write from Dictation: the short task that counts twice');
    expect(page.url()).toContain('?q=dictation');

    // Open the post.
    await page.getByRole('link', { name: 'Write from Dictation: the short task that counts twice' }).click();
    await page.waitForURL(`${env.platform.appUrl}/blog/write-from-dictation-guide`);
    await expect.poll(() => heading(page)).toBe('Write from Dictation: the short task that counts twice');
    expect(await page.title()).toBe('Write from Dictation: the short task that counts twice | PTE Practice');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${env.platform.appUrl}/blog/covers/write-from-dictation-guide.png`);
    expect(await page.locator('.pte-post__body h2').count()).toBeGreaterThan(3);
    expect(await page.getByRole('region', { name: 'Read next' }).getByRole('heading', { level: 3 }).count()).toBe(3);
    await screenshotWithCovers(page, 'blog-post-1280-light');

    // Feedback, once.
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByText('Thank you for your feedback.').count()).toBe(1);
    expect(await page.getByText('1 found it helpful · 0 did not').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'No' }).isDisabled()).toBe(true);

    // A tag on the post opens the list filtered by it.
    await page.locator('.pte-post__tags').getByRole('link', { name: 'Listening' }).click();
    await page.waitForURL(/\/blog\?tag=listening$/);
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lands an old slug on its post, at each width and in each colour mode', async () => {
    for (const { width, colorScheme } of views) {
      const page = await env.browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.goto(`${env.platform.appUrl}/blog/what-is-pte`);
      await page.waitForURL(`${env.platform.appUrl}/blog/pte-guide`);
      await expect.poll(() => heading(page)).toBe('What is PTE? A plain guide to the exam, its versions and its scores');
      // The table scrolls inside the article instead of widening the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshotWithCovers(page, `blog-post-${width}-${colorScheme}`);

      await page.goto(`${env.platform.appUrl}/blog`);
      await expect.poll(async () => (await cardTitles(page)).length).toBe(postCount);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshotWithCovers(page, `blog-list-${width}-${colorScheme}`);
      await page.close();
    }
  });
});
