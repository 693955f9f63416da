import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '@test/fixtures/local-platform';
import { fakeMicrophone, keepScreenshot, openInQuickModes, usePlatformAndBrowser, visualRun } from '@test/fixtures/browser';

// Summarize Group Discussion has the longest answering time, 2 minutes. The fake microphone plays
// the item's sample answer read by flite, over and over with 1 s between readings (never the 3 s of
// silence that would stop the recorder), so the answer runs until time is up.
const uid = 'SGD-0001';
const { sampleAnswer } = (JSON.parse(readFileSync(join(projectRoot, 'content/questions/SGD.json'), 'utf8')) as { uid: string; sampleAnswer: string }[]).find((item) => item.uid === uid)!;

// Two minutes played in real time: in the visual run. The gate's component tests stop a recording
// when its time is up (speaking-screen.test.tsx).
describe.runIf(visualRun)('a 2-minute speaking answer in Chromium with a fake microphone', () => {
  // Spoken before the browser starts (hooks run in the order they are declared), and only when this runs.
  const audioDir = join(tmpdir(), `pte-e2e-long-${randomUUID()}`);
  const wav = join(audioDir, 'answer.wav');
  beforeAll(() => {
    mkdirSync(audioDir);
    execFileSync('flite', ['-voice', 'slt', '-t', sampleAnswer, '-o', join(audioDir, 'raw.wav')]);
    execFileSync('sox', [join(audioDir, 'raw.wav'), '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.5', '0.5']);
  });
  const env = usePlatformAndBrowser({ chromiumArgs: [...fakeMicrophone(wav), '--autoplay-policy=no-user-gesture-required'] });
  afterAll(() => rmSync(audioDir, { recursive: true, force: true }));

  it('records a Summarize Group Discussion answer until time is up, and shows its result', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The discussion is cut to 5 s: the answer is what this test is about.
    await openInQuickModes(page, `${env.platform.appUrl}/practice/${uid}`);
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    const recorded = page.getByRole('dialog', { name: 'Your recorded speech' });
    await recorded.waitFor({ timeout: 150_000 });
    await expect.poll(() => page.getByText('Time is up. Recording finished.').count()).toBe(1);
    await recorded.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('button', { name: 'See details' }).click({ timeout: 120_000 });
    const analysis = await page.getByRole('dialog', { name: 'AI Score analysis' }).innerText();
    expect(analysis).toMatch(/Recording: 1[12]\d s/);
    const final = /Final\s+(\d+)\/15/.exec(analysis);
    expect(Number(final?.[1])).toBeGreaterThan(5);
    await keepScreenshot(page, 'speaking-SGD-2-minutes');
    await page.close();
  }, 300_000);
});
