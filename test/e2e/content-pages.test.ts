import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepScreenshot, pageLuminance, usePlatformAndBrowser, views } from '@test/fixtures/browser';
import { waitForMail } from '@test/fixtures/mail';

/** The content pages of issue 20 built here: path, screenshot name, the h1 and the page title. */
const contentRoutes = [
  { path: '/help', name: 'help', heading: 'Frequently asked questions', title: 'FAQ | PTE Practice' },
  { path: '/templates', name: 'templates', heading: 'Answer structures for PTE speaking and writing', title: 'PTE answer templates | PTE Practice' },
  { path: '/about-us', name: 'about-us', heading: 'Practice you can check', title: 'About us | PTE Practice' },
  { path: '/perk', name: 'perk', heading: 'Student perks', title: 'Student perks | PTE Practice' },
  { path: '/regulations', name: 'regulations', heading: 'Regulations', title: 'Regulations | PTE Practice' },
  { path: '/regulations/terms-of-use', name: 'terms-of-use', heading: 'Terms of use', title: 'Terms of use | PTE Practice' },
  { path: '/regulations/privacy-policy', name: 'privacy-policy', heading: 'Privacy policy', title: 'Privacy policy | PTE Practice' },
  { path: '/download-pte-mobile-app', name: 'mobile-app', heading: 'PTE Practice on your phone', title: 'PTE mobile app | PTE Practice' },
  { path: '/download-pte-mobile-app/ios', name: 'mobile-app-ios', heading: 'PTE Practice on iPhone and iPad', title: 'PTE app for iPhone | PTE Practice' },
  { path: '/download-pte-mobile-app/android', name: 'mobile-app-android', heading: 'PTE Practice on Android', title: 'PTE app for Android | PTE Practice' },
] as const;

const headingOf = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('content pages in Chromium', () => {
  const env = usePlatformAndBrowser();
  const contexts: BrowserContext[] = [];

  async function openPage({ width = 1280, colorScheme = 'light' }: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
    const context = await env.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return page;
  }


  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  it.each(views)('opens every content page as a visitor at $width px in $colorScheme mode, with its title and social metadata', { timeout: 120_000 }, async ({ width, colorScheme }) => {
    const page = await openPage({ width, colorScheme });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of contentRoutes) {
      await page.goto(`${env.platform.appUrl}${route.path}`);
      await expect.poll(() => headingOf(page), { message: route.path }).toBe(route.heading);
      expect(await page.getByText('Page not found').count(), route.path).toBe(0);
      expect(await page.title(), route.path).toBe(route.title);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content'), route.path).toBe(route.title);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content'), route.path).toBe(`${env.platform.appUrl}${route.path}`);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length, route.path).toBeGreaterThan(40);
      // No fact is left unfilled and nothing overflows the page sideways.
      expect(await page.locator('main').textContent(), route.path).not.toMatch(/\{\{/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${route.path} at ${width}px`).toBe(true);
      if (colorScheme === 'dark') expect(await pageLuminance(page), route.path).toBeLessThan(0.2);
      else expect(await pageLuminance(page), route.path).toBeGreaterThan(0.8);
      await keepScreenshot(page, `content-${route.name}-${width}-${colorScheme}`);
    }
    expect(errors).toEqual([]);
  });

  it('searches the FAQ, opens what it finds, and opens an answer from its link', async () => {
    const page = await openPage();
    await page.goto(`${env.platform.appUrl}/help`);
    const search = page.getByRole('textbox', { name: 'Search the FAQ' });

    await search.fill('permission denied');

    await expect.poll(() => page.getByRole('status').textContent()).toBe('1 answer matches “permission denied”.');
    expect(await page.locator('section.pte-faq-topic h2').allTextContents()).toEqual(['Microphone trouble']);
    expect(await page.locator('details[open] > summary').allTextContents()).toEqual(["What do I do about 'Microphone permission denied'?"]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('permission denied');
    await keepScreenshot(page, 'content-help-search-1280-light');

    await search.fill('refund');
    await expect.poll(() => page.locator('details[open] > summary').allTextContents()).toEqual(['Can I get a refund?']);
    await page.getByRole('main').getByRole('link', { name: 'terms of use', exact: true }).click();
    await page.waitForURL(`${env.platform.appUrl}/regulations/terms-of-use`);
    await expect.poll(() => headingOf(page)).toBe('Terms of use');

    await page.goto(`${env.platform.appUrl}/help#monthly-allowance`);
    await expect.poll(() => page.locator('details[open] > summary').allTextContents()).toEqual(['Do my free credits come back every month?']);
    expect(await page.locator('#monthly-allowance').textContent()).toContain('at least 20 are left');
  });

  it('shows the legal pages with their sections, and follows their table of contents', async () => {
    const page = await openPage({ width: 800 });
    await page.goto(`${env.platform.appUrl}/regulations`);
    await page.getByRole('link', { name: 'Read the privacy policy' }).click();
    await page.waitForURL(`${env.platform.appUrl}/regulations/privacy-policy`);
    await expect.poll(() => headingOf(page)).toBe('Privacy policy');
    const sections = await page.locator('main section.pte-legal-section h2').allTextContents();
    expect(sections).toContain('6. How long we keep it');
    expect(sections.length).toBeGreaterThanOrEqual(8);

    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How long we keep it' }).click();
    await page.waitForURL(/#retention$/);
    await expect.poll(() => page.locator('#retention').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);

    await page.goto(`${env.platform.appUrl}/regulations/terms-of-use`);
    await expect.poll(() => headingOf(page)).toBe('Terms of use');
    expect(await page.locator('main').textContent()).toContain('not official PTE scores');
  });

  it('lands every footer link to a content page on that page', async () => {
    const page = await openPage();
    await page.goto(env.platform.appUrl);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const [label, heading] of [
      ['Templates', 'Answer structures for PTE speaking and writing'],
      ['About us', 'Practice you can check'],
      ['Terms of use', 'Terms of use'],
      ['Privacy policy', 'Privacy policy'],
      ['PTE Mobile app', 'PTE Practice on your phone'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => headingOf(page), { message: label }).toBe(heading);
    }
  });

  it('forwards /ios, /android, /u and /exercise', async () => {
    const page = await openPage();
    await page.goto(`${env.platform.appUrl}/ios`);
    await page.waitForURL(`${env.platform.appUrl}/download-pte-mobile-app/ios`);
    await page.goto(`${env.platform.appUrl}/android`);
    await page.waitForURL(`${env.platform.appUrl}/download-pte-mobile-app/android`);

    await page.goto(`${env.platform.appUrl}/exercise?uid=SRA-0001`);
    await page.waitForURL(`${env.platform.appUrl}/practice/SRA-0001`);
    await page.goto(`${env.platform.appUrl}/exercise?section=Listening&exercise=LWD`);
    await page.waitForURL(`${env.platform.appUrl}/practice?section=Listening&exercise=LWD`);

    // A personal promotion link lands on the promo activation, which then goes to pricing.
    await page.goto(`${env.platform.appUrl}/u?uid=no-such-user&promoId=ultimate-30`);
    await page.waitForURL(`${env.platform.appUrl}/promo?uid=no-such-user&promoId=ultimate-30`);
    await page.waitForURL(`${env.platform.appUrl}/pricing`, { timeout: 10_000 });
  });

  it('shows the chat widget on the FAQ and contact pages only, and its message reaches the team by email', async () => {
    const page = await openPage({ width: 800, colorScheme: 'dark' });
    await page.goto(`${env.platform.appUrl}/perk`);
    await expect.poll(() => headingOf(page)).toBe('Student perks');
    expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);

    await page.goto(`${env.platform.appUrl}/help`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with the team' });
    await dialog.getByRole('textbox', { name: /First name/ }).fill('Mina');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('mina@example.com');
    await dialog.getByRole('textbox', { name: /Your message/ }).fill('Can I take a mock test on my tablet?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.getByText('We will answer at mina@example.com.').count()).toBe(1);
    await keepScreenshot(page, 'content-chat-800-dark');

    const mail = await waitForMail(env.platform.mailUrl, 'team@pte.local', { subject: /message from Mina/ });
    expect(mail.body.text).toContain('Can I take a mock test on my tablet?');
    expect(mail.body.text).toContain('mina@example.com');

    await page.goto(`${env.platform.appUrl}/contact-us`);
    await expect.poll(() => page.getByRole('button', { name: 'Chat with us' }).count()).toBe(1);
    await page.goto(`${env.platform.appUrl}/templates`);
    await expect.poll(() => headingOf(page)).toBe('Answer structures for PTE speaking and writing');
    expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);
  });
});
