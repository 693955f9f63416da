import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMicrophone, keepScreenshot, openInQuickModes, usePlatformAndBrowser, visualRun } from '@test/fixtures/browser';

// Repeat Sentence SRS-0002, a sentence PocketSphinx hears word for word from flite. The fake
// microphone plays it from the moment a recording opens, then 6 s of silence, which the
// recorder's silence detection stops on.
const uid = 'SRS-0002';
const sentence = 'Please submit your research proposal to the department office before Friday afternoon.';
const audioDir = mkdtempSync(join(tmpdir(), 'pte-e2e-speech-'));
const wav = join(audioDir, 'answer.wav');
execFileSync('flite', ['-voice', 'slt', '-t', sentence, '-o', join(audioDir, 'raw.wav')]);
execFileSync('sox', [join(audioDir, 'raw.wav'), '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.5', '6']);

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });

describe('speaking practice in Chromium with a fake microphone', () => {
  const env = usePlatformAndBrowser({ chromiumArgs: [...fakeMicrophone(wav), '--autoplay-policy=no-user-gesture-required'] });
  afterAll(() => rmSync(audioDir, { recursive: true, force: true }));

  async function openQuestion(options: { width: number; colorScheme: 'light' | 'dark' }): Promise<Page> {
    const page = await env.browser.newPage({ viewport: { width: options.width, height: 900 }, colorScheme: options.colorScheme });
    await page.goto(`${env.platform.appUrl}/practice/${uid}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('checks the microphone, records a Repeat Sentence answer, and shows the transcript and scores', async () => {
    const page = await openQuestion({ width: 1280, colorScheme: 'light' });

    // The microphone check comes before the first speaking item of a visit.
    await page.getByRole('button', { name: /record a test/i }).click();
    // The test recording has played back once it offers to listen to it: 'My microphone works' is
    // enabled before the recording starts too (the live meter), and a click then raced it.
    await poll(() => page.getByText('Listen to your test recording: is your voice clear and loud enough?').count(), 30_000).toBe(1);
    await poll(() => page.getByRole('button', { name: /my microphone works/i }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: /my microphone works/i }).click();
    await poll(() => page.getByText('You have 10 free Ai speaking credit left.').count()).toBe(1);

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // The sentence plays, recording starts after it, and 3 s of silence end it.
    const recorded = page.getByRole('dialog', { name: 'Your recorded speech' });
    await recorded.waitFor({ timeout: 45_000 });
    await recorded.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('button', { name: 'See details' }).waitFor({ timeout: 30_000 });
    await poll(() => page.getByText('You have 9 free Ai speaking credit left.').count()).toBe(1);
    await page.getByRole('button', { name: 'See details' }).click();
    const analysis = page.getByRole('dialog', { name: 'AI Score analysis' });
    await analysis.waitFor();
    const text = await analysis.innerText();
    for (const skill of ['Content', 'Pronunciation', 'Oral fluency']) expect(text).toContain(skill);
    expect(text).toContain('Your answer:');
    expect(text).toMatch(/please[\s\S]+submit[\s\S]+research[\s\S]+proposal/);
    expect(text).toContain('Real audio:');
    const final = /Final\s+(\d+)\/13/.exec(text);
    expect(Number(final?.[1])).toBeGreaterThanOrEqual(8);
    await keepScreenshot(page, 'speaking-analysis-light-1280');
    await page.close();
  });

  // Each answer plays in real time: the gate records a Read Aloud and a talk (Re-tell Lecture), the
  // visual run every other type too, keeping each analysis's screenshot.
  const types = visualRun ? ['SRA', 'SDI', 'SRL', 'SSQ', 'SGD', 'SIT', 'SPI'] : ['SRA', 'SRL'];
  it.each(types)('records a %s answer and shows its analysis', async (type) => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openInQuickModes(page, `${env.platform.appUrl}/practice/${type}-0001`);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const recorded = page.getByRole('dialog', { name: 'Your recorded speech' });
    await recorded.waitFor({ timeout: 45_000 });
    await recorded.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'See details' }).click({ timeout: 30_000 });
    const analysis = await page.getByRole('dialog', { name: 'AI Score analysis' }).innerText();
    expect(analysis).toMatch(/submit[\s\S]+research[\s\S]+proposal/);
    await keepScreenshot(page, `speaking-${type}-analysis`);
    await page.close();
  }, 90_000);

  it('reads well in dark mode at 800 px, with the recorder ready and the credit line', async () => {
    const page = await openQuestion({ width: 800, colorScheme: 'dark' });
    await page.getByRole('button', { name: /record a test/i }).waitFor();
    await keepScreenshot(page, 'speaking-microphone-check-dark-800');
    await page.close();
  });
});
