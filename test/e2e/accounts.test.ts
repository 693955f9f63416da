import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, pageLuminance, usePlatformAndBrowser, views } from '@test/fixtures/browser';
import { countMails, linkFromMail, waitForMail } from '@test/fixtures/mail';

/** The demo accounts bin/local.ts prints at start. */
function demoAccount(output: string, role: 'student' | 'admin'): { email: string; password: string } {
  const match = new RegExp(`${role}\\s+(\\S+@\\S+)\\s+password:\\s+(\\S+)`).exec(output);
  if (!match?.[1] || !match[2]) throw new Error(`No ${role} demo account in the platform output:\n${output}`);
  return { email: match[1], password: match[2] };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

// A real 1x1 PNG: the server checks the picture's content, not its name.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('accounts in Chromium', () => {
  const env = usePlatformAndBrowser();
  let student: { email: string; password: string };
  let admin: { email: string; password: string };
  const newUser = { firstName: 'Amira', email: `amira.${Date.now()}@example.com`, password: 'first-Password-1' };
  const contexts: BrowserContext[] = [];

  async function openPage(options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
    const context = await env.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return page;
  }

  async function logIn(page: Page, account: { email: string; password: string }) {
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  beforeAll(() => {
    student = demoAccount(env.platform.output(), 'student');
    admin = demoAccount(env.platform.output(), 'admin');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  it('signs up, confirms the email from the mail, logs in, switches exam type and night mode, and logs out', async () => {
    const page = await openPage();
    await page.goto(`${env.platform.appUrl}/register`);
    expect(await page.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.title()).toBe('Sign up | PTE Practice');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Sign up | PTE Practice');

    // Errors from the contract show on the fields, marked invalid.
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Enter a valid email address.').count()).toBe(1);

    await page.getByRole('textbox', { name: 'First name' }).fill(newUser.firstName);
    await email.fill(newUser.email);
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // The automatic login answers 201: the panel alone says to open the mail (no warning snackbar repeating it).
    await expect.poll(() => page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${newUser.email}` }).count()).toBe(1);
    expect(await page.getByText('Check your email inbox!').count()).toBe(1);
    expect(await page.locator('[data-snackbar-kind="emailNotVerified"]').count()).toBe(0);
    await keepScreenshot(page, 'register-check-inbox-1280-light');

    const mail = await waitForMail(env.platform.mailUrl, newUser.email);
    const link = linkFromMail(mail, '/verify');
    await page.goto(`${env.platform.appUrl}${link.pathname}${link.search}`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Account successfully verified!' }).count()).toBeGreaterThan(0);

    // The same link again is spent.
    const second = await openPage();
    await second.goto(`${env.platform.appUrl}${link.pathname}${link.search}`);
    await expect.poll(() => second.getByRole('alert').filter({ hasText: 'This token is expired!' }).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${env.platform.appUrl}/login`);
    await logIn(page, newUser);
    await page.waitForURL(`${env.platform.appUrl}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome, ${newUser.firstName}`);
    await expect.poll(() => page.getByText('Speaking credits').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Notifications' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Quick Practice' }).count()).toBe(1);

    // Exam type: stored on the account, so it survives a reload.
    const examType = page.getByRole('combobox', { name: 'Exam type' });
    expect(await examType.inputValue()).toBe('Academic');
    const examTypeSaved = page.waitForResponse((response) => response.url().endsWith('/api/users/toggleExamType'));
    await examType.selectOption('Core');
    await expect.poll(() => page.getByText('PTE Core', { exact: true }).count()).toBeGreaterThan(1);
    await examTypeSaved;
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Exam type' }).inputValue()).toBe('Core');

    // Night mode: stored on the account (toggleNightMode), not in this browser.
    expect(await pageLuminance(page)).toBeGreaterThan(0.8);
    const nightModeSaved = page.waitForResponse((response) => response.url().endsWith('/api/users/toggleNightMode'));
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => pageLuminance(page)).toBeLessThan(0.2);
    await nightModeSaved;
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
    expect(await pageLuminance(page)).toBeLessThan(0.2);
    expect(await page.evaluate(() => localStorage.getItem('pte.nightMode'))).toBeNull();
    // The page turns light at once; the account is saved after. Wait for the save: the user it
    // answers re-renders the shell, which would close a menu opened meanwhile.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/toggleNightMode'));
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect.poll(() => pageLuminance(page)).toBeGreaterThan(0.8);
    await saved;

    // Opened again if a re-render of the shell closed the menu under the click (seen on a cold first run).
    await expect
      .poll(
        async () => {
          if (new URL(page.url()).pathname === '/login') return '/login';
          await page.getByRole('button', { name: `Account menu for ${newUser.firstName}` }).click({ timeout: 3000 }).catch(() => undefined);
          await page.getByRole('menuitem', { name: 'Log Out' }).click({ timeout: 3000 }).catch(() => undefined);
          return new URL(page.url()).pathname;
        },
        { timeout: 30_000 },
      )
      .toBe('/login');
    expect(await page.evaluate(() => [localStorage.getItem('pte.token'), localStorage.getItem('pte.user')])).toEqual([null, null]);
    await page.goto(`${env.platform.appUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('guards routes: visitors go to login and come back, signed-in users skip login, students cannot open admin', async () => {
    const page = await openPage();
    const startedAt = Date.now();
    await page.goto(`${env.platform.appUrl}/dashboard`);
    await page.waitForURL(`${env.platform.appUrl}/login?redirect=%2Fdashboard`);
    expect(Date.now() - startedAt).toBeLessThan(3000 + 2000);

    await logIn(page, student);
    await page.waitForURL(`${env.platform.appUrl}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Welcome/);

    await page.goto(`${env.platform.appUrl}/login`);
    await page.waitForURL(`${env.platform.appUrl}/dashboard`);

    // An off-site redirect is refused.
    await page.goto(`${env.platform.appUrl}/login?redirect=%2F%2Fevil.example%2F`);
    await page.waitForURL(`${env.platform.appUrl}/dashboard`);

    await page.goto(`${env.platform.appUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(page)).toBe('/login?redirect=%2Fadmin');
    await expect.poll(() => page.getByText('This page needs an admin account', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Admin panel' }).count()).toBe(0);

    // Logging in there as an admin opens the admin page.
    await logIn(page, admin);
    await page.waitForURL(`${env.platform.appUrl}/admin`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin panel');
    await page.getByRole('link', { name: 'Platform status' }).click();
    await expect.poll(() => page.getByTestId('status-stage').textContent()).toMatch(/\S/);
    expect(await page.getByTestId('status-app-version').textContent()).toMatch(/\S/);
    expect(await page.getByTestId('status-server-time').locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await page.getByRole('link', { name: 'Admin panel' }).count()).toBe(1);
    await keepScreenshot(page, 'admin-1280-light');
  });

  it('updates the profile: name, picture (refusing a file that is not an image) and automatic night mode', async () => {
    const page = await openPage();
    await page.goto(`${env.platform.appUrl}/login?redirect=%2Fprofile`);
    await logIn(page, student);
    await page.waitForURL(`${env.platform.appUrl}/profile`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My Profile');

    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Dana');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => page.locator('[data-snackbar-kind="userUpdated"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Account menu for Dana' }).count()).toBe(1);

    const picture = page.getByLabel('Choose a picture');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(() => picture.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('File not valid (must be: jpg - jpeg - png)').count()).toBeGreaterThan(0);

    // A file named .png whose content is not a picture: the server refuses it on the field.
    await picture.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect.poll(() => page.getByText('File not valid (must be: jpg - jpeg - png)').count()).toBeGreaterThan(0);

    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
    expect(await picture.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('img', { name: 'Preview of your new profile picture' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Your profile picture' }).count()).toBe(1);

    // Automatic night mode hides the top bar's toggle; night hours default to 20:00 and 08:00.
    expect(await page.getByRole('combobox', { name: 'Night starts at' }).inputValue()).toBe('20');
    expect(await page.getByRole('combobox', { name: 'Night ends at' }).inputValue()).toBe('8');
    // The switch's input is drawn by its label, which takes the click.
    const autoNightLabel = page.locator('label', { hasText: 'Automatic night mode' });
    await autoNightLabel.click();
    await expect.poll(() => page.getByRole('switch', { name: 'Automatic night mode' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /Switch to (dark|light) mode/ }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Automatic night mode' }).isChecked()).toBe(true);
    await autoNightLabel.click();
    await expect.poll(() => page.getByRole('button', { name: /Switch to (dark|light) mode/ }).count()).toBe(1);
  });

  it('resets a forgotten password from the mail, logs in with the new one, then deletes the account', async () => {
    const page = await openPage({ width: 800 });
    await page.goto(`${env.platform.appUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${env.platform.appUrl}/reset-password`);
    // The URL changes before the lazily loaded page replaces the login form, which also has an Email box.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    const before = await countMails(env.platform.mailUrl, newUser.email, /password/i);
    await page.getByRole('textbox', { name: 'Email' }).fill(newUser.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText("We've sent you a reset link.", { exact: true }).first().waitFor();

    const mail = await waitForMail(env.platform.mailUrl, newUser.email, { subject: /password/i, skip: before });
    const link = linkFromMail(mail, '/reset-password');
    await page.goto(`${env.platform.appUrl}${link.pathname}${link.search}`);
    const newPassword = 'second-Password-2';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('something else');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('The passwords do not match.').count()).toBe(1);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Password successfully changed!' }).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await logIn(page, { email: newUser.email, password: newUser.password });
    await expect.poll(() => page.getByText('The email or password is incorrect.').count()).toBe(1);
    await logIn(page, { email: newUser.email, password: newPassword });
    await page.waitForURL(`${env.platform.appUrl}/dashboard`);

    await page.goto(`${env.platform.appUrl}/profile`);
    await page.getByLabel('Your password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL(`${env.platform.appUrl}/`);
    await expect.poll(() => page.locator('[data-snackbar-kind="accountDeleted"]').textContent()).toContain('Account successfully deleted!');
  });

  it('sends a message from the contact page, with the length rule shown on the field', async () => {
    const page = await openPage({ width: 800, colorScheme: 'dark' });
    await page.goto(`${env.platform.appUrl}/contact-us`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact us');
    await page.getByRole('textbox', { name: 'First name' }).fill('Lena');
    await page.getByRole('textbox', { name: 'Email' }).fill('lena@example.com');
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Write at least 10 characters.').count()).toBe(1);

    await message.fill('How are speaking answers scored on your platform?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Congrats! Our team will contact you soon.' }).count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'contact-us-800-dark');
  });

  it('shows login, dashboard and profile at each width and in each colour mode', async () => {
    for (const { width, colorScheme } of views) {
      const page = await openPage({ width, colorScheme });
      await page.goto(`${env.platform.appUrl}/login`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back');
      expect(await pageLuminance(page)).toSatisfy((value: number) => (colorScheme === 'dark' ? value < 0.2 : value > 0.8));
      await keepScreenshot(page, `login-${width}-${colorScheme}`);
      await page.close();
    }

    const page = await openPage();
    await page.goto(`${env.platform.appUrl}/login`);
    await logIn(page, student);
    await page.waitForURL(`${env.platform.appUrl}/dashboard`);
    for (const { width, colorScheme } of views) {
      const toggle = page.getByRole('button', { name: colorScheme === 'dark' ? 'Switch to dark mode' : 'Switch to light mode' });
      if (await toggle.count()) await toggle.click();
      await expect.poll(() => pageLuminance(page)).toSatisfy((value: number) => (colorScheme === 'dark' ? value < 0.2 : value > 0.8));
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${env.platform.appUrl}/dashboard`);
      await expect.poll(() => page.getByText('Speaking credits').count()).toBe(1);
      await keepScreenshot(page, `dashboard-${width}-${colorScheme}`);
      await page.goto(`${env.platform.appUrl}/profile`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My Profile');
      await keepScreenshot(page, `profile-${width}-${colorScheme}`);
    }
  });
});
