import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, usePlatformAndBrowser } from '@test/fixtures/browser';
import { projectRoot } from '@test/fixtures/local-platform';

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

describe('writing analysis in Chromium', () => {
  const env = usePlatformAndBrowser();

  it('marks the errors of an essay, explains them on hover and shows the scores', async () => {
    const essay = (JSON.parse(readFileSync(join(projectRoot, 'content/questions/WWE.json'), 'utf8')) as { uid: string; sampleAnswer: string }[])[0]!;
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.platform.appUrl}/practice/${essay.uid}`);
    const text = `${essay.sampleAnswer} I beleive student should of worked harder.`;
    await page.getByRole('textbox', { name: 'Your answer' }).fill(text);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await poll(() => page.getByRole('heading', { name: /^AI score: \d+\/15$/ }).count()).toBe(1);
    // The analysed answer replaces the box, marked; the dialog's 'Your answer:' shows it again once opened.
    const misspelt = page.locator('.pte-answer__mark', { hasText: 'beleive' }).first();
    await misspelt.hover();
    const tip = page.getByRole('tooltip').filter({ hasText: 'beleive' }).first();
    await poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toContain('believe');
    await keepScreenshot(page, 'writing-marks-1280-light');

    await page.getByRole('button', { name: 'See details' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Score analysis' });
    await poll(() => dialog.isVisible()).toBe(true);
    const rows = await dialog.locator('tbody tr').allTextContents();
    for (const trait of ['Content', 'Form', 'Grammar', 'Spelling', 'Vocabulary']) expect(rows.some((row) => row.startsWith(trait)), trait).toBe(true);
    expect(await dialog.getByText('Sample answer:').count()).toBe(1);
    await keepScreenshot(page, 'writing-dialog-1280-light');
    await page.close();
  });
});
