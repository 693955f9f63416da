import { describe, expect, it } from 'vitest';
import { keepScreenshot, pageLuminance, usePlatformAndBrowser } from '@test/fixtures/browser';

describe('home page in Chromium', () => {
  const env = usePlatformAndBrowser();

  it('shows the landing page with its figures, and switches to dark mode and back', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(env.platform.appUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('PTE practice with scores you can check');
    expect(await page.title()).toContain('PTE Practice');
    // The library's figures are counted from the data: the seeded bank, mock catalogue, blog and FAQ.
    const figures = (await (await fetch(`${env.platform.appUrl}/api/settings/fetchLibraryFigures`)).json()) as Record<string, number>;
    expect(figures.questions).toBeGreaterThan(0);
    const band = page.getByRole('region', { name: 'A complete preparation library' });
    await expect.poll(() => band.getByRole('listitem').allTextContents()).toEqual([
      `${figures.questions!.toLocaleString('en')}questions`,
      `${figures.mockTests}scored mock tests`,
      `${figures.blogArticles}blog articles`,
      `${figures.faqAnswers}FAQ answers`,
    ]);
    // The blocks of content/home.json, their {{figures}} filled by the server: the FAQ block counts the answers.
    const faq = page.getByRole('region', { name: 'What students ask first' });
    await expect.poll(() => faq.getByRole('link', { name: `Read all ${figures.faqAnswers} answers` }).count()).toBe(1);
    expect(await faq.getByRole('link', { name: 'How many free credits do I get?' }).getAttribute('href')).toBe('/help#free-credits');
    const plans = page.getByRole('region', { name: 'Start free, pay when you need more' });
    expect(await plans.getByText(`Every plan includes all ${figures.questions!.toLocaleString('en')} questions and AI scoring with its evidence.`).count()).toBe(1);
    expect(await plans.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Bronze', 'Silver', 'Ultimate']);
    // No review count or rating is claimed: the testimonials block shows real ones once students leave some (test/e2e/review.test.ts).
    for (const claim of ['1000+', '4.7']) expect(await page.getByText(claim, { exact: true }).count(), claim).toBe(0);
    expect(await pageLuminance(page)).toBeGreaterThan(0.8);
    await keepScreenshot(page, 'home-1280-light');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => pageLuminance(page)).toBeLessThan(0.2);
    await keepScreenshot(page, 'home-1280-dark');

    await page.reload();
    await expect.poll(() => pageLuminance(page)).toBeLessThan(0.2);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect.poll(() => pageLuminance(page)).toBeGreaterThan(0.8);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown path and follows its link home, and the home page at 800 px', async () => {
    const page = await env.browser.newPage({ viewport: { width: 800, height: 900 }, colorScheme: 'dark' });
    await page.goto(`${env.platform.appUrl}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.title()).toBe('Page not found | PTE Practice');
    await keepScreenshot(page, 'not-found-800-dark');

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${env.platform.appUrl}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('PTE practice with scores you can check');
    await keepScreenshot(page, 'home-800-dark');
    await page.close();

    const light = await env.browser.newPage({ viewport: { width: 800, height: 900 }, colorScheme: 'light' });
    await light.goto(env.platform.appUrl);
    await expect.poll(() => light.getByRole('heading', { name: 'What students ask first' }).count()).toBe(1);
    await keepScreenshot(light, 'home-800-light');
    await light.close();
  });

  it('adds an address to the mailing list, with errors shown on the field', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(env.platform.appUrl);
    const email = page.getByRole('textbox', { name: 'Email address' });
    const subscribe = page.getByRole('button', { name: 'Subscribe' });

    await email.fill('not an address');
    await subscribe.click();
    await expect.poll(() => page.getByText('Enter a valid email address.').count()).toBe(1);

    await email.fill('reader@example.com');
    await expect.poll(() => page.getByText('Enter a valid email address.').count()).toBe(0);
    await subscribe.click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Your email has been added!');

    await page.reload();
    await page.getByRole('textbox', { name: 'Email address' }).fill('Reader@Example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('This email is already on our list.');
    await keepScreenshot(page, 'home-mail-list');
    await page.close();
  });

  it('redirects /home and an old blog slug on the client', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.platform.appUrl}/home`);
    await page.waitForURL(`${env.platform.appUrl}/`);
    await page.goto(`${env.platform.appUrl}/blog/what-is-pte`);
    await page.waitForURL(`${env.platform.appUrl}/blog/pte-guide`);
    await page.close();
  });
});
