import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshStudent } from '@test/fixtures/fresh-student';
import { keepScreenshot, pageLuminance, settled, usePlatformAndBrowser, visualRun } from '@test/fixtures/browser';

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });

/** Screenshots of the page at 1280 and 800 px wide, in its current colour mode, in the visual run. */
async function screenshotWidths(page: Page, name: string) {
  if (!visualRun) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await keepScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('commerce in Chromium', () => {
  // The local platform's visitors come from Australia (COUNTRY defaults to AU): prices in AUD.
  const env = usePlatformAndBrowser();

  it('shows a visitor prices in AUD and EUR with the promotion countdown, then takes a fresh student from ADD TO CART through login and the local test payment to unlimited AI speaking', async () => {
    const student = await freshStudent(env.platform, 'Bea');
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));

    // The banner on an ordinary page: the default promotion's discount and its days left.
    await page.goto(`${env.platform.appUrl}/practice`);
    const banner = page.getByRole('complementary', { name: 'Promotion' });
    await poll(() => banner.textContent()).toMatch(/30% off\s*on Ultimate\s*\d+ days? left/);
    await keepScreenshot(page, 'promotion-banner-practice-light-1280');

    // Pricing in AUD: Ultimate at 30 % off, its base price struck through, the countdown in days.
    await page.goto(`${env.platform.appUrl}/pricing`);
    await poll(() => page.title()).toBe('Pricing | PTE Practice');
    const ultimate = page.getByRole('article', { name: 'Ultimate' });
    await poll(() => ultimate.locator('.pte-package__amount').textContent()).toBe('Now AUD 104.30');
    expect(await ultimate.locator('del').textContent()).toBe('Was AUD 149');
    expect(await ultimate.getByText('30% off').count()).toBe(1);
    expect(await ultimate.locator('.pte-package__countdown').textContent()).toMatch(/^\d+ days? left$/);
    expect(await ultimate.getByText('All in one').count()).toBe(1);
    expect(await page.getByRole('article', { name: 'Bronze', exact: true }).locator('del').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('AUD');
    await screenshotWidths(page, 'pricing-aud-light');

    // EUR through the picker, remembered in this browser.
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await poll(() => ultimate.locator('.pte-package__amount').textContent()).toBe('Now EUR 62.58');
    expect(await ultimate.locator('del').textContent()).toBe('Was EUR 89.40');
    expect(await page.evaluate(() => localStorage.getItem('pte.currency'))).toBe('EUR');
    await screenshotWidths(page, 'pricing-eur-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await poll(() => pageLuminance(page)).toBeLessThan(0.2);
    await screenshotWidths(page, 'pricing-eur-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // A visitor's ADD TO CART goes through login and comes back to open the cart.
    await ultimate.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pricing?addToCart=package_ultimate');
    await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('cartId')).toMatch(/\S/);

    // Checkout: the summary in the remembered currency, then one extra mock test after the discount.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await poll(() => summary.getByTestId('checkout-total').textContent()).toBe('EUR 62.58');
    expect(await summary.textContent()).toContain('30% off');
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Add one extra mock test' }).click();
    await poll(() => summary.getByTestId('checkout-total').textContent()).toBe('EUR 71.58');
    expect(await summary.textContent()).toContain('Extra full mock test');
    expect(await page.getByRole('region', { name: 'Payment' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshotWidths(page, 'checkout-light');

    // The same page in the account's night mode.
    await page.evaluate(async () => {
      await fetch('/api/users/toggleNightMode', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('pte.token')}` }, body: JSON.stringify({ isNightMode: true }) });
    });
    await page.reload();
    await poll(() => pageLuminance(page)).toBeLessThan(0.2);
    await poll(() => summary.getByTestId('checkout-total').textContent()).toBe('EUR 71.58');
    await screenshotWidths(page, 'checkout-dark');

    // A declined test card says so and grants nothing; the test payment then goes through.
    await page.getByRole('button', { name: 'Decline (test card)' }).click();
    await poll(() => page.getByRole('region', { name: 'Payment' }).getByRole('alert').textContent()).toBe('Payment cancelled. Contact team if needed');
    await page.getByRole('button', { name: 'Pay (local test payment)' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.has('payment_intent'));
    await poll(() => page.getByText('Purchase successful! You can start practicing.').count(), 20_000).toBe(1);
    expect(await page.getByText('Ultimate, EUR 71.58').count()).toBe(1);
    await keepScreenshot(page, 'thank-you-dark-1280');

    // The plan is the session's at once: a locked speaking question opens with unlimited AI speaking, and no banner.
    await page.evaluate(() => sessionStorage.setItem('pte.microphoneChecked', 'true'));
    await page.goto(`${env.platform.appUrl}/practice/SRA-0004`);
    await poll(() => page.getByText('You have unlimited Ai speaking!').count(), 20_000).toBe(1);
    expect(await page.getByRole('complementary', { name: 'Promotion' }).count()).toBe(0);

    // The profile shows the plan and the purchase.
    await page.goto(`${env.platform.appUrl}/profile`);
    const purchases = page.getByRole('region', { name: 'Purchase history' });
    await poll(() => purchases.textContent()).toContain('Ultimate + 1 extra full mock test');
    expect(await page.getByRole('region', { name: 'Plan and credits' }).textContent()).toContain('Unlimited');
    await keepScreenshot(page, 'profile-plan-dark-1280');
    await context.close();
  }, 180_000);
});
