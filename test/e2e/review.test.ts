import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepScreenshot, screenshotDir, settled, usePlatformAndBrowser, visualRun } from '@test/fixtures/browser';
import { linkFromMail, waitForMail } from '@test/fixtures/mail';

interface Account {
  email: string;
  password: string;
}

/** Ten free sample questions of the bank (the first three of each type are samples). */
const samples = ['RSA-0001', 'RSA-0002', 'RSA-0003', 'RMA-0001', 'RMA-0002', 'RMA-0003', 'RRP-0001', 'RRP-0002', 'RRP-0003', 'RFB-0001'];

/** Keeps a screenshot of one part of the page in the visual run, taken from the top so the sticky top bar stays out of it. */
async function keepPartScreenshot(page: Page, part: Locator, name: string): Promise<void> {
  if (!visualRun) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await part.boundingBox())!;
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, clip: box });
}


describe('review prompt in Chromium', () => {
  const env = usePlatformAndBrowser({ ownPlatform: true });
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  async function call(path: string, body?: unknown, token?: string): Promise<Record<string, unknown>> {
    const init: RequestInit = { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${env.platform.appUrl}/api/${path}`, init);
    expect(response.status, path).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  /**
   * A student who signed up, confirmed the e-mail, practised ten sample questions (which makes the
   * prompt ready) and finished both onboardings, as the server records them.
   */
  async function practisedStudent(firstName: string): Promise<Account> {
    const account = { email: `${firstName.toLowerCase()}.${Date.now()}@example.com`, password: 'a good password' };
    await call('users/registerUser', { ...account, firstName });
    await call('users/verifyTokenEmail', { token: linkFromMail(await waitForMail(env.platform.mailUrl, account.email), '/verify').searchParams.get('token') });
    const { token } = (await call('users/loginStudent', account)) as { token: string };
    for (const uid of samples) await call('questions/setPracticeScore', { uid, score: '1/1', successful: true, isAuthenticated: true }, token);
    for (const step of ['did_onboarding', 'did_onboarding_pratice']) await call('users/updateUserArray', { stepsDone: step }, token);
    return account;
  }

  async function openPage({ width, colorScheme, socialProof = false }: { width: number; colorScheme: 'light' | 'dark'; socialProof?: boolean }): Promise<Page> {
    const context = await env.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    contexts.push(context);
    // The social proof toast has had its chance this session, unless the test is about it.
    if (!socialProof) await context.addInitScript(() => sessionStorage.setItem('pte.socialProofShown', 'true'));
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return page;
  }

  async function logIn(page: Page, account: Account) {
    await page.goto(`${env.platform.appUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${env.platform.appUrl}/dashboard`);
  }

  const prompt = (page: Page) => page.getByRole('dialog', { name: 'How is your practice going?' });
  /** A star of the picker, clicked where a student clicks: its drawing, inside the radio button's label. */
  const star = (page: Page, name: string) => prompt(page).locator('label').filter({ has: page.getByRole('radio', { name }) });

  it('asks a student who practised for a review, checks the title, and submits the testimonial with Enter', async () => {
    // Prepare
    const student = await practisedStudent('Priya');
    const page = await openPage({ width: 1280, colorScheme: 'light' });
    await logIn(page, student);

    // Act: the practice list shows the prompt; Submit waits for the stars.
    await page.goto(`${env.platform.appUrl}/practice`);
    await expect.poll(() => prompt(page).isVisible()).toBe(true);
    expect(await prompt(page).getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'review-prompt-1280-light');

    await star(page, '5 stars').click();
    expect(await prompt(page).getByRole('button', { name: 'Submit' }).isDisabled()).toBe(false);
    const title = prompt(page).getByRole('textbox', { name: 'Title' });
    await title.fill('Good');
    await title.press('Enter');
    await expect.poll(() => prompt(page).getByText('Use at least 5 characters.').count()).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    await keepScreenshot(page, 'review-prompt-800-light');

    await title.fill('Good feedback');
    expect(await prompt(page).getByText('Use at least 5 characters.').count()).toBe(0);
    const quote = prompt(page).getByRole('textbox', { name: 'Your review' });
    await quote.fill('Every score told me what to fix next.');
    await quote.press('Enter');

    // Assess
    await expect.poll(() => page.locator('[data-snackbar-kind="testimonialLeft"]').textContent()).toContain('Thank you for leaving a review!');
    expect(await prompt(page).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Practice' }).count()).toBe(1);
    await settled(page);
    expect(await prompt(page).count()).toBe(0);
  });

  it('offers help below 4 stars in dark mode and sends the message to the team', async () => {
    const student = await practisedStudent('Omar');
    const page = await openPage({ width: 800, colorScheme: 'dark' });
    await logIn(page, student);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.colorMode)).toBe('dark');

    await page.goto(`${env.platform.appUrl}/practice`);
    await expect.poll(() => prompt(page).isVisible()).toBe(true);
    await star(page, '2 stars').click();
    await prompt(page).getByRole('textbox', { name: 'Message to our team' }).fill('The timer confused me on the essay.');
    await keepScreenshot(page, 'review-prompt-help-800-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, 'review-prompt-help-1280-dark');
    await prompt(page).getByRole('textbox', { name: 'Message to our team' }).press('Enter');

    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Congrats! Our team will contact you soon.' }).count()).toBeGreaterThan(0);
    expect(await prompt(page).count()).toBe(0);
  });

  it("puts the prompt off with 'Later'", async () => {
    const student = await practisedStudent('Lena');
    const page = await openPage({ width: 1280, colorScheme: 'light' });
    await logIn(page, student);
    await page.goto(`${env.platform.appUrl}/practice`);
    await expect.poll(() => prompt(page).isVisible()).toBe(true);

    await prompt(page).getByRole('button', { name: 'Later' }).click();

    await expect.poll(() => prompt(page).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Practice' }).count()).toBe(1);
    await settled(page);
    expect(await prompt(page).count()).toBe(0);
  });

  it('shows the approved review and the computed average on /review and the home page, with the social proof toast', async () => {
    // Priya's 5 and Omar's 2: an average of 3.5 from 2 ratings; Priya's testimonial is the one approved.
    const page = await openPage({ width: 1280, colorScheme: 'light', socialProof: true });
    await page.goto(`${env.platform.appUrl}/review`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Student reviews');
    await expect.poll(() => page.getByText('Good feedback').count()).toBe(1);
    expect(await page.getByText('Every score told me what to fix next.').count()).toBe(1);
    // The average comes from its own call (users.fetchAverageRating), which may answer after the reviews.
    await expect.poll(() => page.getByText('3.5', { exact: true }).count()).toBe(1);
    expect(await page.getByText('out of 5, from 2 ratings').count()).toBe(1);

    // Five seconds after load: four students started a free trial today (these three and the demo student).
    const toast = page.getByRole('complementary', { name: /students started a free trial in the last 24 hours/ });
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1);
    expect(await toast.textContent()).toContain('4 students started a free trial in the last 24 hours');
    // It slides in: the screenshot waits until it is fully drawn.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await keepScreenshot(page, 'review-page-1280-light');

    await toast.getByRole('link').click();
    await page.waitForURL(`${env.platform.appUrl}/register`);

    const dark = await openPage({ width: 800, colorScheme: 'dark' });
    await dark.goto(`${env.platform.appUrl}/review`);
    await expect.poll(() => dark.getByText('Good feedback').count()).toBe(1);
    await keepScreenshot(dark, 'review-page-800-dark');

    await dark.goto(env.platform.appUrl);
    const block = dark.getByRole('region', { name: 'What students say' });
    await expect.poll(() => block.getByText('Good feedback').count()).toBe(1);
    await expect.poll(() => block.getByText('3.5', { exact: true }).count()).toBe(1);
    await keepPartScreenshot(dark, block, 'home-testimonials-800-dark');
    await dark.setViewportSize({ width: 1280, height: 900 });
    await dark.emulateMedia({ colorScheme: 'light' });
    await keepPartScreenshot(dark, block, 'home-testimonials-1280-light');
  });
});
