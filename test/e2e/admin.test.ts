import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '@shared/accounts';
import { surveyTexts } from '@shared/admin';
import { freshStudent } from '@test/fixtures/fresh-student';
import { postTo } from '@test/fixtures/local-platform';
import { keepScreenshot, pageLuminance, settleScroll, usePlatformAndBrowser, views } from '@test/fixtures/browser';

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) => expect.poll(read, { timeout });

/** The demo admin bin/local.ts prints at start. */
function demoAdmin(output: string): { email: string; password: string } {
  const match = /admin\s+(\S+@\S+)\s+password:\s+(\S+)/.exec(output);
  if (!match?.[1] || !match[2]) throw new Error(`No admin demo account in the platform output:\n${output}`);
  return { email: match[1], password: match[2] };
}

/** Screenshots at 1280 and 800 px wide, light then dark. */
async function screenshotModes(page: Page, name: string) {
  for (const { width, colorScheme: mode } of views) {
    // The signed-in user's own night mode rules over the system's: switched with the top bar's toggle.
    const toggle = page.getByRole('button', { name: mode === 'dark' ? 'Switch to dark mode' : 'Switch to light mode' });
    if ((await toggle.count()) > 0) await toggle.click();
    await poll(() => pageLuminance(page)).toSatisfy((luminance: number) => (mode === 'dark' ? luminance < 0.2 : luminance > 0.8));
    await page.setViewportSize({ width, height: 900 });
    await settleScroll(page);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, `${name}-${mode}-${width}`);
  }
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('admin panel in Chromium', { timeout: 180_000 }, () => {
  const env = usePlatformAndBrowser({ ownPlatform: true });

  async function signedInPage(browser: Browser, account: { email: string; password: string }, path: string): Promise<Page> {
    // The onboarding tour (engagement.test.ts walks it) would cover these pages: recorded as done first.
    const login = await postTo(env.platform.appUrl, 'users/loginStudent', account);
    expect((await postTo(env.platform.appUrl, 'users/updateUserArray', { stepsDone: 'did_onboarding' }, login.body.token as string)).status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${env.platform.appUrl}/login?redirect=${encodeURIComponent(path)}`);
    await logIn(page, account);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    return page;
  }

  async function logIn(page: Page, account: { email: string; password: string }) {
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  it('blocks a student, who is refused and logged out, then unblocks them', async () => {
    const student = await freshStudent(env.platform, 'blocked');
    const studentPage = await signedInPage(env.browser, student, '/dashboard');
    const admin = await signedInPage(env.browser, demoAdmin(env.platform.output()), '/admin?section=students');

    // The admin finds the student and blocks them.
    await admin.getByRole('textbox', { name: 'Search' }).fill(student.email);
    const row = admin.getByRole('row').filter({ hasText: student.email });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Block ${student.email}` }).click();
    await poll(() => row.getByText('Blocked', { exact: true }).count()).toBe(1);
    await screenshotModes(admin, 'admin-students');

    // The student's next call is refused (the reload's, or a background call's while the admin
    // worked, and then the reload is the login page's, whose history entry keeps the notice):
    // logged out to login, without a redirect back, where the page says why. Logging in again is
    // refused with the same message.
    await studentPage.reload();
    await studentPage.waitForURL((url) => url.pathname === '/login' && url.search === '');
    // On the page itself, not in a snackbar, which clears itself while nobody looks.
    const notice = studentPage.getByRole('main').getByRole('alert').filter({ hasText: accountTexts.accessBlocked });
    await poll(() => notice.count()).toBe(1);
    await logIn(studentPage, student);
    await poll(() => studentPage.getByText(accountTexts.accessBlocked).count()).toBeGreaterThan(0);
    expect(new URL(studentPage.url()).pathname).toBe('/login');

    // Unblocked, they log in again; the audit log has both actions.
    await row.getByRole('button', { name: `Unblock ${student.email}` }).click();
    await poll(() => row.getByText('Active', { exact: true }).count()).toBe(1);
    await logIn(studentPage, student);
    await studentPage.waitForURL((url) => url.pathname === '/dashboard');
    await admin.getByRole('link', { name: 'Audit log' }).click();
    const audit = admin.getByRole('table', { name: 'What admins did' });
    await poll(() => audit.getByRole('row').filter({ hasText: student.email }).count()).toBe(2);
    await screenshotModes(admin, 'admin-audit');
    await studentPage.context().close();
    await admin.context().close();
  });

  it('edits a promotion and a base price, which the pricing page then shows', async () => {
    const admin = await signedInPage(env.browser, demoAdmin(env.platform.output()), '/admin?section=settings');
    await admin.getByRole('button', { name: 'Edit ultimate-30' }).click();
    const form = admin.getByRole('form', { name: 'Save promotion' });
    await poll(() => form.getByRole('textbox', { name: 'Promotion id' }).inputValue()).toBe('ultimate-30');
    await form.getByRole('spinbutton', { name: 'Discount (%)' }).fill('45');
    await form.getByRole('button', { name: 'Save promotion' }).click();
    await poll(() => admin.getByRole('list', { name: 'Promotions' }).textContent()).toContain('ultimate-30 · 45%');
    const prices = admin.getByRole('form', { name: 'Save price' });
    await prices.getByRole('combobox', { name: 'Package' }).selectOption('package_silver');
    await prices.getByRole('spinbutton', { name: 'Base price (AUD)' }).fill('110');
    await prices.getByRole('button', { name: 'Save price' }).click();
    await poll(() => prices.getByRole('combobox', { name: 'Package' }).locator('option[value="package_silver"]').textContent()).toContain('AUD 110');

    // The mobile app banner, switched off, is gone from a narrow visitor's page until switched on again.
    const narrowVisitor = async () => {
      const page = await (await env.browser.newContext({ viewport: { width: 800, height: 900 } })).newPage();
      await page.goto(`${env.platform.appUrl}/blog`);
      await poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      return page;
    };
    const banner = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
    const before = await narrowVisitor();
    await poll(() => banner(before).count()).toBe(1);
    await before.context().close();
    const switches = admin.getByRole('form', { name: 'Feature switches' });
    const saveSwitches = switches.getByRole('button', { name: 'Save switches' });
    expect(await saveSwitches.isDisabled()).toBe(true);
    await switches.getByText('Mobile app banner', { exact: true }).click();
    await poll(() => switches.getByRole('switch', { name: 'Mobile app banner' }).isChecked()).toBe(false);
    await saveSwitches.click();
    await poll(() => admin.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBeGreaterThan(0);
    await poll(() => saveSwitches.isDisabled()).toBe(true);
    const after = await narrowVisitor();
    // The switches were read (the page asked), and the banner stays away.
    await poll(() => after.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/settings/fetchFeatureSwitches')))).toBe(true);
    expect(await banner(after).count()).toBe(0);
    await after.context().close();
    await screenshotModes(admin, 'admin-settings');
    await switches.getByText('Mobile app banner', { exact: true }).click();
    await saveSwitches.click();
    await poll(() => saveSwitches.isDisabled()).toBe(true);
    await admin.context().close();

    const visitor = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${env.platform.appUrl}/pricing`);
    const ultimate = visitor.getByRole('article', { name: 'Ultimate' });
    await poll(() => ultimate.getByText('45% off').count()).toBe(1);
    expect(await ultimate.locator('.pte-package__amount').textContent()).toBe('Now AUD 81.95');
    await poll(() => visitor.getByRole('article', { name: 'Silver', exact: true }).locator('.pte-package__amount').textContent()).toContain('AUD 110');
    await visitor.context().close();
  });

  it('creates a survey that a student completes once, for a full mock test, and shows its results', async () => {
    const admin = await signedInPage(env.browser, demoAdmin(env.platform.output()), '/admin?section=surveys');
    const form = admin.getByRole('form', { name: 'New survey' });
    await form.getByRole('textbox', { name: 'Title' }).fill('How is your practice going?');
    await form.getByRole('textbox', { name: 'Question 1' }).fill('How useful is the practice?');
    await form.getByRole('textbox', { name: 'Answers (one per line)' }).fill('Very\nA little\nNot at all');
    await form.getByRole('button', { name: 'Add a question' }).click();
    await form.getByRole('textbox', { name: 'Question 2' }).fill('What should we add?');
    await form.getByRole('combobox', { name: 'Kind' }).nth(1).selectOption('freeText');
    await form.getByRole('button', { name: 'Create survey' }).click();
    await poll(() => admin.getByRole('button', { name: 'Results: How is your practice going?' }).count()).toBe(1);

    const student = await freshStudent(env.platform, 'surveyed');
    const page = await signedInPage(env.browser, student, '/survey');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('How is your practice going?');
    await screenshotModes(page, 'survey');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await poll(() => page.getByText(surveyTexts.answerRequired).count()).toBe(2);
    // Amplify hides the input itself; the student clicks the answer's label.
    await page.getByText('A little', { exact: true }).click();
    await poll(() => page.getByRole('radio', { name: 'A little' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: '2. What should we add?' }).fill('More listening practice');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    await poll(() => page.getByRole('status').filter({ hasText: accountTexts.surveyCompleted }).count()).toBe(1);
    await screenshotModes(page, 'survey-thank-you');

    await page.goto(`${env.platform.appUrl}/survey`);
    await poll(() => page.getByText(surveyTexts.alreadyCompleted).count()).toBeGreaterThan(0);

    await admin.reload();
    await admin.getByRole('button', { name: 'Results: How is your practice going?' }).click();
    const results = admin.getByRole('region', { name: 'Results: How is your practice going?' });
    await poll(() => results.locator('svg.recharts-surface').count()).toBe(1);
    expect(await results.getByText('More listening practice').count()).toBe(1);
    expect(await results.getByText('Very: 0 · A little: 1 · Not at all: 0').count()).toBe(1);
    await screenshotModes(admin, 'admin-survey-results');
    await page.context().close();
    await admin.context().close();
  });

  it('shows the e-mail list, testimonials, reports and status sections', async () => {
    const admin = await signedInPage(env.browser, demoAdmin(env.platform.output()), '/admin?section=emails');
    await poll(() => admin.getByRole('table', { name: 'E-mail list' }).count()).toBe(1);
    await admin.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    expect(await admin.evaluate(() => JSON.parse(localStorage.getItem('pte.admin.table.emails') ?? '{}').rowsPerPage)).toBe(25);
    await screenshotModes(admin, 'admin-emails');
    for (const section of ['testimonials', 'reports', 'status']) {
      await admin.goto(`${env.platform.appUrl}/admin?section=${section}`);
      await poll(() => admin.getByRole('heading', { level: 1 }).textContent()).toBe('Admin panel');
      await screenshotModes(admin, `admin-${section}`);
    }
    await admin.context().close();
  });
});
