import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepScreenshot, pageLuminance, settled, usePlatformAndBrowser } from '@test/fixtures/browser';
import { linkFromMail, waitForMail } from '@test/fixtures/mail';

interface Account {
  email: string;
  password: string;
}

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) => expect.poll(read, { timeout });

describe('engagement in Chromium: the onboarding tour, a referral sign-up, the version check and the shell', () => {
  const env = usePlatformAndBrowser();
  const contexts: BrowserContext[] = [];
  let registered = 0;

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  async function shot(page: Page, name: string) {
    await keepScreenshot(page, `engagement-${name}`);
  }

  async function call(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${env.platform.appUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  /** A student who signed up and confirmed the address through the API, with `steps` recorded (and night mode on, for a dark page: a signed-in student's colours are their account's). */
  async function confirmedStudent(steps: string[] = [], { nightMode = false } = {}): Promise<Account> {
    registered += 1;
    const account = { email: `engaged.${registered}.${Date.now()}@example.com`, password: 'a good password' };
    await call('users/registerUser', { ...account, firstName: 'Ines' });
    await call('users/verifyTokenEmail', { token: linkFromMail(await waitForMail(env.platform.mailUrl, account.email), '/verify').searchParams.get('token') });
    const { token } = (await call('users/loginStudent', account)) as { token: string };
    for (const step of steps) await call('users/updateUserArray', { stepsDone: step }, token);
    if (nightMode) await call('users/toggleNightMode', { isNightMode: true }, token);
    return account;
  }

  async function openPage(browser: Browser, { width = 1280, colorScheme = 'light' }: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    contexts.push(context);
    // The social proof toast has had its chance this session: it is not what these tests look at.
    await context.addInitScript(() => sessionStorage.setItem('pte.socialProofShown', 'true'));
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return page;
  }

  async function logIn(page: Page, account: Account, landing = '/dashboard') {
    await page.goto(`${env.platform.appUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${env.platform.appUrl}${landing}`);
  }

  const tour = (page: Page) => page.getByRole('dialog', { name: /./ }).filter({ hasText: 'Welcome tour' });

  it('walks a new student through the 11-step tour on a wide screen, once', async () => {
    // Prepare
    const account = await confirmedStudent();
    const page = await openPage(env.browser);

    // Act: the tour opens on the dashboard
    await logIn(page, account);
    await poll(() => tour(page).isVisible()).toBe(true);
    await shot(page, 'tour-1280-light');
    await tour(page).getByRole('button', { name: 'Next' }).click();

    // Assess: step 2 points at the side bar's Dashboard; Previous goes back; Finish after 11 closes it
    await expect(tour(page).getByText('Welcome tour · Step 2 of 11')).toBeTruthy();
    await poll(() => page.locator('[data-tour="dashboard"]').getAttribute('data-tour-active')).toBe('true');
    await tour(page).getByRole('button', { name: 'Previous' }).click();
    await poll(() => tour(page).getByText('Welcome tour · Step 1 of 11').isVisible()).toBe(true);
    for (let step = 1; step < 11; step += 1) await tour(page).getByRole('button', { name: 'Next' }).click();
    await poll(() => tour(page).getByText('Welcome tour · Step 11 of 11').isVisible()).toBe(true);
    await poll(() => page.locator('[data-tour="account"]').getAttribute('data-tour-active')).toBe('true');
    await tour(page).getByRole('button', { name: 'Finish' }).click();
    await poll(() => tour(page).isVisible()).toBe(false);

    // Recorded on the server: a reload does not start it again.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(await tour(page).isVisible()).toBe(false);
  });

  it('shows the tour in dark mode, and never on a narrow screen', async () => {
    const dark = await openPage(env.browser, { colorScheme: 'dark' });
    await logIn(dark, await confirmedStudent([], { nightMode: true }));
    await poll(() => tour(dark).isVisible()).toBe(true);
    expect(await pageLuminance(dark)).toBeLessThan(0.3);
    await shot(dark, 'tour-1280-dark');

    const narrow = await openPage(env.browser, { width: 800 });
    await logIn(narrow, await confirmedStudent());
    await narrow.getByRole('heading', { level: 1 }).waitFor();
    await settled(narrow);
    expect(await tour(narrow).count()).toBe(0);
  });

  it('records a visitor who signs up through a share link as a referral, which the referrer claims once', async () => {
    // Prepare: the referrer's share link
    const referrer = await confirmedStudent(['did_onboarding']);
    const page = await openPage(env.browser);
    await logIn(page, referrer);
    await page.goto(`${env.platform.appUrl}/reward`);
    const linkField = page.getByRole('textbox', { name: 'Your share link' });
    await poll(() => linkField.inputValue()).toMatch(/\/register\?referralId=[a-z0-9]{10}$/);
    const shareLink = new URL(await linkField.inputValue());
    expect(await page.getByTestId('reward-referrals').textContent()).toBe('0');

    // Act: a visitor opens it and signs up, then confirms the address from the mail
    const visitor = await openPage(env.browser);
    await visitor.goto(`${env.platform.appUrl}${shareLink.pathname}${shareLink.search}`);
    const form = visitor.getByRole('form', { name: 'Sign up' });
    const friend = { email: `friend.${Date.now()}@example.com`, password: 'a good password' };
    await form.getByRole('textbox', { name: 'Email' }).fill(friend.email);
    await form.getByLabel('Password', { exact: true }).fill(friend.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByText('Check your email inbox!').waitFor();
    // One message: the panel, not a warning snackbar saying the same again.
    expect(await visitor.locator('[data-snackbar-kind="emailNotVerified"]').count()).toBe(0);
    const verify = linkFromMail(await waitForMail(env.platform.mailUrl, friend.email), '/verify');
    await visitor.goto(`${env.platform.appUrl}${verify.pathname}${verify.search}`);
    await visitor.getByText('Account successfully verified!').first().waitFor();

    // Assess: the referrer sees the referral in the bell and on the page, and claims it once
    await page.reload();
    await poll(() => page.getByTestId('reward-referrals').textContent()).toBe('1');
    await poll(() => page.getByRole('button', { name: /Notifications, 1 unread/ }).isVisible()).toBe(true);
    await shot(page, 'reward-1280-light');
    expect(await pageLuminance(page)).toBeGreaterThan(0.7);
    await page.getByRole('button', { name: 'Claim reward' }).click();
    await page.getByText(/^Reward claimed!/).waitFor();
    await poll(() => page.getByTestId('reward-to-claim').textContent()).toBe('0');
    expect(await page.getByRole('button', { name: 'Claim reward' }).count()).toBe(0);
    await page.setViewportSize({ width: 800, height: 900 });
    await shot(page, 'reward-800-light');
  });

  it('offers the update when the server runs another version, never on mock test and practice screens', async () => {
    // Prepare: a server whose APP_VERSION is ahead of this build
    const page = await openPage(env.browser);
    await page.route('**/api/users/checkAppVersion', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ APP_VERSION: '99.0.0' }) }));
    const update = page.getByRole('alertdialog', { name: 'New features available' });

    // Act and assess
    await page.goto(`${env.platform.appUrl}/blog`);
    await poll(() => update.isVisible()).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'version-1280-light');
    for (const path of ['/practice', '/mock-test']) {
      await page.goto(`${env.platform.appUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await update.count(), path).toBe(0);
    }
    await page.goto(`${env.platform.appUrl}/blog`);
    await update.getByRole('button', { name: 'Update' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(await update.count()).toBe(0);

    // A student's Update is recorded on the account (users/updateAppVersion): another browser still
    // on this build, where they log in, does not ask again for that version.
    const student = await confirmedStudent(['did_onboarding']);
    const first = await openPage(env.browser);
    await first.route('**/api/users/checkAppVersion', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ APP_VERSION: '99.0.0' }) }));
    await logIn(first, student);
    const recorded = first.waitForResponse((response) => response.url().endsWith('/api/users/updateAppVersion'));
    await first.getByRole('alertdialog', { name: 'New features available' }).getByRole('button', { name: 'Update' }).click();
    // (Its body is gone with the reload that follows: the request and status say what was stored.)
    expect((await recorded).request().postDataJSON()).toEqual({ version: '99.0.0' });
    expect((await recorded).status()).toBe(200);
    const second = await openPage(env.browser);
    await second.route('**/api/users/checkAppVersion', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ APP_VERSION: '99.0.0' }) }));
    const checked = second.waitForResponse((response) => response.url().includes('/api/users/checkAppVersion'));
    await logIn(second, student);
    await second.getByRole('heading', { level: 1 }).waitFor();
    await checked;
    await settled(second);
    expect(await second.getByRole('alertdialog', { name: 'New features available' }).count()).toBe(0);
  });

  it('shows the shell as the spec says: the mock list keeps its top bar, the mobile banner closes for good, logging out lands on login', async () => {
    // The mock test list and a mobile app banner on a narrow screen, dismissed for good
    const narrow = await openPage(env.browser, { width: 800 });
    await narrow.goto(`${env.platform.appUrl}/mock-test`);
    await narrow.getByRole('heading', { level: 1 }).waitFor();
    expect(await narrow.locator('header.pte-top-bar').isVisible()).toBe(true);
    expect(await narrow.getByRole('complementary', { name: 'Get the app' }).count()).toBe(0);
    await narrow.goto(`${env.platform.appUrl}/blog`);
    const banner = narrow.getByRole('complementary', { name: 'Get the app' });
    await banner.waitFor();
    await shot(narrow, 'mobile-banner-800-light');
    await banner.getByRole('button', { name: 'Dismiss the mobile app banner' }).click();
    await narrow.reload();
    await narrow.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);

    // Logging out from a protected page goes to login, with no redirect back to it.
    const page = await openPage(env.browser, { width: 800, colorScheme: 'dark' });
    await logIn(page, await confirmedStudent(['did_onboarding'], { nightMode: true }));
    await page.goto(`${env.platform.appUrl}/reward`);
    await page.getByRole('textbox', { name: 'Your share link' }).waitFor();
    expect(await pageLuminance(page)).toBeLessThan(0.3);
    await shot(page, 'reward-800-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'reward-1280-dark');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${env.platform.appUrl}/login`);
    await settled(page);
    expect(new URL(page.url()).search).toBe('');

    // A visitor is sent to login carrying the origin.
    await page.goto(`${env.platform.appUrl}/reward`);
    await page.waitForURL(/\/login\?redirect=%2Freward/, { timeout: 15_000 });
  });
});
