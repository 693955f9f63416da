import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QuestionSchema, skillMax, type ItemTypeCode, type Question } from '@shared/exam';
import { words } from '@shared/text';
import { dragAndDrop, keepScreenshot, usePlatformAndBrowser, visualRun } from '@test/fixtures/browser';
import { freshStudent } from '@test/fixtures/fresh-student';
import { projectRoot } from '@test/fixtures/local-platform';

/** The items of a type, as the content bank holds them. */
const bankOf = (code: ItemTypeCode) => JSON.parse(readFileSync(join(projectRoot, 'content/questions', `${code}.json`), 'utf8')) as unknown[];

/** The first sample of a type, as the content bank holds it. */
function sample(code: ItemTypeCode): Question {
  return QuestionSchema.parse(bankOf(code)[0]);
}

const letter = (index: number) => String.fromCharCode(65 + index);
const sentence = 'Students should plan their study time carefully and rest well.'; // 10 words
const sentences = (count: number) => Array.from({ length: count }, () => sentence).join(' ');

interface Case {
  code: ItemTypeCode;
  right: (page: Page, q: Question) => Promise<void>;
  wrong: (page: Page, q: Question) => Promise<void>;
  /** The score label after each answer. */
  scores: (q: Question) => [right: string, wrong: string];
  /** Evidence the wrong answer must show. */
  evidence: (page: Page, q: Question) => Promise<void>;
}

/** expect.poll with room for a page load (vitest's default is 1 s). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const label = (score: number, max: number) => `Score ${score} out of ${max}`;
const result = (page: Page) => page.getByRole('region', { name: /^(Your result|Form check)$/ });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();

const singleAnswer = (code: ItemTypeCode): Case => ({
  code,
  right: (page, q) => page.getByRole('radio').nth(q.correctIndex!).check(),
  wrong: (page, q) => page.getByRole('radio').nth((q.correctIndex! + 1) % q.multichoice!.length).check(),
  scores: () => [label(1, 1), label(0, 1)],
  evidence: async (page, q) => {
    const wrongText = q.multichoice![(q.correctIndex! + 1) % q.multichoice!.length]!;
    expect(await result(page).getByText('Wrong:').locator('..').textContent()).toContain(wrongText);
    expect(await result(page).getByText('Missed:').locator('..').textContent()).toContain(q.multichoice![q.correctIndex!]!);
  },
});

const multipleAnswers = (code: ItemTypeCode): Case => ({
  code,
  right: async (page, q) => {
    for (const index of q.correctIndexes!) await page.getByRole('checkbox').nth(index).check();
  },
  wrong: async (page, q) => {
    const wrong = q.multichoice!.findIndex((_, index) => !q.correctIndexes!.includes(index));
    await page.getByRole('checkbox').nth(q.correctIndexes![0]!).check();
    await page.getByRole('checkbox').nth(wrong).check();
  },
  scores: (q) => [label(q.correctIndexes!.length, q.correctIndexes!.length), label(0, q.correctIndexes!.length)],
  evidence: async (page, q) => {
    const wrong = q.multichoice!.findIndex((_, index) => !q.correctIndexes!.includes(index));
    expect(await result(page).getByText('Wrong:').locator('..').textContent()).toContain(q.multichoice![wrong]!);
  },
});

const writing = (code: ItemTypeCode, right: string): Case => ({
  code,
  right: (page) => page.getByRole('textbox', { name: 'Your answer' }).fill(right),
  wrong: (page) => page.getByRole('textbox', { name: 'Your answer' }).fill(right.toUpperCase()),
  scores: () => [label(skillMax(code, 'Form'), skillMax(code, 'Form')), label(0, skillMax(code, 'Form'))],
  evidence: async (page) => {
    expect(await result(page).getByText('written all in capitals').count()).toBe(1);
  },
});

const cases: Case[] = [
  singleAnswer('RSA'),
  multipleAnswers('RMA'),
  {
    code: 'RRP',
    right: async (page, q) => {
      for (const index of q.correctIndexes!) await page.getByRole('button', { name: `Add paragraph ${letter(index)}` }).click();
    },
    wrong: async (page, q) => {
      for (const index of [...q.correctIndexes!].reverse()) await page.getByRole('button', { name: `Add paragraph ${letter(index)}` }).click();
    },
    scores: (q) => [label(q.correctIndexes!.length - 1, q.correctIndexes!.length - 1), label(0, q.correctIndexes!.length - 1)],
    evidence: async (page, q) => {
      const [first, second] = q.correctIndexes!;
      expect(await result(page).getByText('Pairs not in the right order:').locator('..').textContent()).toContain(`${letter(first!)} then ${letter(second!)}`);
    },
  },
  {
    code: 'RFG',
    right: async (page, q) => {
      for (const [index, word] of q.correctAnswers!.entries()) {
        await page.getByRole('button', { name: `Word ${word}`, exact: true }).first().click();
        await page.getByRole('button', { name: `Blank ${index + 1}, empty` }).click();
      }
    },
    wrong: async (page, q) => {
      const [first, second] = q.correctAnswers!;
      await page.getByRole('button', { name: `Word ${second}`, exact: true }).first().click();
      await page.getByRole('button', { name: 'Blank 1, empty' }).click();
      await page.getByRole('button', { name: `Word ${first}`, exact: true }).first().click();
      await page.getByRole('button', { name: 'Blank 2, empty' }).click();
    },
    scores: (q) => [label(q.correctAnswers!.length, q.correctAnswers!.length), label(0, q.correctAnswers!.length)],
    evidence: async (page, q) => {
      expect(await result(page).getByRole('row').nth(1).textContent()).toBe(`1${q.correctAnswers![1]}${q.correctAnswers![0]}Wrong`);
    },
  },
  {
    code: 'RFB',
    right: async (page, q) => {
      for (const [index, word] of q.correctAnswers!.entries()) await page.getByRole('combobox', { name: `Blank ${index + 1}`, exact: true }).selectOption(word);
    },
    wrong: async (page, q) => {
      const options = (q.wordsGiven as string[][])[0]!;
      await page.getByRole('combobox', { name: 'Blank 1', exact: true }).selectOption(options.find((option) => option !== q.correctAnswers![0])!);
    },
    scores: (q) => [label(q.correctAnswers!.length, q.correctAnswers!.length), label(0, q.correctAnswers!.length)],
    evidence: async (page) => {
      expect(await result(page).getByRole('row').nth(2).textContent()).toContain('(empty)');
    },
  },
  singleAnswer('LSA'),
  multipleAnswers('LMA'),
  {
    code: 'LWD',
    right: (page, q) => page.getByRole('textbox', { name: 'Your answer' }).fill(q.transcript!),
    wrong: (page, q) => page.getByRole('textbox', { name: 'Your answer' }).fill(words(q.transcript!).slice(0, 3).join(' ').toLowerCase()),
    scores: (q) => [label(words(q.transcript!).length, words(q.transcript!).length), label(3, words(q.transcript!).length)],
    evidence: async (page, q) => {
      const marks = await page.locator('.pte-dictation__words .pte-word').evaluateAll((spans) => spans.map((span) => span.getAttribute('data-matched')));
      expect(marks).toEqual(words(q.transcript!).map((_, index) => String(index < 3)));
      expect(await page.locator('.pte-checklist__item[data-met="false"]').count()).toBe(2);
    },
  },
  singleAnswer('LHS'),
  {
    code: 'LIW',
    right: async (page, q) => {
      for (const index of q.indexToClick!) await page.getByRole('group', { name: 'Transcript words' }).getByRole('button').nth(index).click();
    },
    wrong: async (page, q) => {
      await page.getByRole('group', { name: 'Transcript words' }).getByRole('button').nth(0).click();
      await page.getByRole('group', { name: 'Transcript words' }).getByRole('button').nth(q.indexToClick![0]!).click();
    },
    scores: (q) => [label(q.indexToClick!.length, q.indexToClick!.length), label(0, q.indexToClick!.length)],
    evidence: async (page, q) => {
      // Tooltips show on hover or focus; hidden ones are out of the accessibility tree, so read the DOM.
      const tooltips = await page.locator('[role="tooltip"]').allTextContents();
      expect(tooltips).toContain('Correct selection');
      expect(tooltips).toContain('Wrong selection');
      expect(tooltips).toContain(`Missed answer. Correct word was: ${q.correctAnswers![1]}`);
    },
  },
  {
    code: 'LWB',
    right: async (page, q) => {
      for (const [index, word] of q.correctAnswers!.entries()) await page.getByRole('textbox', { name: `Blank ${index + 1}`, exact: true }).fill(word);
    },
    wrong: async (page, q) => {
      await page.getByRole('textbox', { name: 'Blank 1', exact: true }).fill(`${q.correctAnswers![0]}x`);
    },
    scores: (q) => [label(q.correctAnswers!.length, q.correctAnswers!.length), label(0, q.correctAnswers!.length)],
    evidence: async (page, q) => {
      expect(await result(page).getByRole('row').nth(1).textContent()).toBe(`1${q.correctAnswers![0]}x${q.correctAnswers![0]}Wrong`);
    },
  },
  writing('LST', sentences(6)),
  writing('LCT', sentences(2) + ' Rest matters.'),
  singleAnswer('LMW'),
  writing('WWM', `Dear Mr Collins, ${sentences(7)} Kind regards, Sam.`),
  writing('WSC', sentences(3)),
  writing('WWE', sentences(25)),
  writing('WWS', 'Research shows that sleep actively consolidates memories, so students who rest before examinations usually remember more of what they learned.'),
];

describe('practice in Chromium', () => {
  const env = usePlatformAndBrowser();

  /** Screenshots of the current page at 1280 and 800 px, light and dark, in the visual run. */
  async function screenshots(page: Page, name: string) {
    if (!visualRun) return;
    for (const width of [1280, 800]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await keepScreenshot(page, `practice-${name}-${width}-${colorScheme}`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it('shows the sections and types with ratings, the onboarding and the sign-up prompt to a visitor', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${env.platform.appUrl}/practice?section=Listening&exercise=LWD`);
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.getByRole('heading').textContent()).toBe('Practise by item type');
    await screenshots(page, 'onboarding');
    for (let step = 1; step < 6; step += 1) await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await poll(() => dialog.isVisible()).toBe(false);

    expect(await page.getByRole('main').getByRole('link', { name: 'Sign up free', exact: true }).count()).toBe(1);
    const grid = page.getByRole('list', { name: 'Listening' });
    expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).toContain('Highlight Correct Summary');
    await poll(() => page.getByRole('link', { name: /LWD-0001/ }).count()).toBe(1);
    await poll(() => grid.getByText(`0/${bankOf('LWD').length} done`).count()).toBe(1);
    await screenshots(page, 'list');

    // Amplify's switch input sits under its label, which takes the click.
    await page.locator('label', { hasText: 'Prediction questions only' }).click();
    await page.waitForURL(/prediction=true/);
    await page.reload();
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    // This week's predictions, as many as the server's rule gives.
    const predicted = (await (await fetch(`${env.platform.appUrl}/api/questions/fetchPredictedQuestions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'LWD' }) })).json()) as { total: number };
    expect(predicted.total).toBeGreaterThan(0);
    await poll(() => page.getByText(`${predicted.total} questions`, { exact: true }).count()).toBe(1);
    expect(await page.getByText("This week's prediction questions: a new set every Monday (00:00 UTC).").count()).toBe(1);
    await screenshots(page, 'prediction');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const testCase of cases) {
    it(`as a visitor, scores ${testCase.code} right and wrong with its evidence`, async () => {
      const question = sample(testCase.code);
      const [rightScore, wrongScore] = testCase.scores(question);
      const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${env.platform.appUrl}/practice/${question.uid}`);
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(question.title);
      if (question.track) await poll(() => page.getByRole('button', { name: 'Play audio' }).count()).toBe(1);
      await screenshots(page, `${testCase.code}-question`);

      await testCase.right(page, question);
      await submit(page);
      await poll(() => result(page).getByLabel(/^Score /).getAttribute('aria-label')).toBe(rightScore);

      await page.getByRole('button', { name: 'Try again' }).click();
      await testCase.wrong(page, question);
      await submit(page);
      await poll(() => result(page).getByLabel(/^Score /).getAttribute('aria-label')).toBe(wrongScore);
      await testCase.evidence(page, question);
      // The <audio> element holds the same text as fallback content; only the alert means it failed.
      if (question.track) expect(await page.getByRole('alert').filter({ hasText: 'Your browser does not support the audio player.' }).count()).toBe(0);
      await screenshots(page, `${testCase.code}-result`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('drags paragraphs into the order and within it', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const reorder = sample('RRP');
    await page.goto(`${env.platform.appUrl}/practice/${reorder.uid}`);
    const target = page.getByRole('region', { name: 'Your order' });
    await poll(() => page.getByRole('listitem', { name: 'Paragraph A' }).count());
    // Dropped on the panel's title, a box goes to the end; dropped on a box, before it.
    for (const index of reorder.correctIndexes!) await dragAndDrop(page.getByRole('listitem', { name: `Paragraph ${letter(index)}` }), target.getByRole('heading', { name: 'Your order' }));
    await poll(() => target.getByRole('listitem').count()).toBe(reorder.correctIndexes!.length);
    // Drag the first box below the second, then back above it.
    const [first, second] = reorder.correctIndexes!;
    await dragAndDrop(target.getByRole('listitem', { name: `Paragraph ${letter(first!)}` }), target.getByRole('listitem', { name: `Paragraph ${letter(reorder.correctIndexes![2]!)}` }));
    await poll(() => target.getByRole('listitem').first().getAttribute('aria-label')).toBe(`Paragraph ${letter(second!)}`);
    await dragAndDrop(target.getByRole('listitem', { name: `Paragraph ${letter(first!)}` }), target.getByRole('listitem', { name: `Paragraph ${letter(second!)}` }));
    await submit(page);
    const pairs = reorder.correctIndexes!.length - 1;
    await poll(() => result(page).getByLabel(/^Score /).getAttribute('aria-label')).toBe(label(pairs, pairs));
    await page.close();
  });

  it('drags words into blanks and back to the bank', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const blanks = sample('RFG');
    await page.goto(`${env.platform.appUrl}/practice/${blanks.uid}`);
    await poll(() => page.getByRole('button', { name: 'Blank 1, empty' }).count()).toBe(1);
    for (const [index, word] of blanks.correctAnswers!.entries()) {
      await dragAndDrop(page.getByRole('button', { name: `Word ${word}`, exact: true }).first(), page.getByRole('button', { name: `Blank ${index + 1}, empty` }));
    }
    // A word dragged back to the bank empties its blank.
    await dragAndDrop(page.getByRole('button', { name: `Blank 1: ${blanks.correctAnswers![0]}` }), page.getByRole('group', { name: 'Words to place' }));
    await poll(() => page.getByRole('button', { name: 'Blank 1, empty' }).count()).toBe(1);
    await dragAndDrop(page.getByRole('button', { name: `Word ${blanks.correctAnswers![0]}`, exact: true }).first(), page.getByRole('button', { name: 'Blank 1, empty' }));
    await submit(page);
    const count = blanks.correctAnswers!.length;
    await poll(() => result(page).getByLabel(/^Score /).getAttribute('aria-label')).toBe(label(count, count));
    await page.close();
  });

  it('as a signed-in student, scores persist and appear on the list', async () => {
    const student = await freshStudent(env.platform);
    const login = await fetch(`${env.platform.appUrl}/api/users/loginStudent`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: student.email, password: student.password }) });
    expect(login.status).toBe(200);
    const { token, user, sessionToken } = (await login.json()) as { token: string; user: unknown; sessionToken?: string };
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Where the session code keeps a signed-in user (app/session/session-store.ts).
    await context.addInitScript(
      ([storedToken, storedUser, storedSession]) => {
        if (!window.localStorage.getItem('pte.token')) {
          window.localStorage.setItem('pte.token', storedToken!);
          window.localStorage.setItem('pte.user', storedUser!);
          if (storedSession) window.localStorage.setItem('pte.sessionToken', storedSession);
        }
      },
      [token, JSON.stringify(user), sessionToken ?? ''],
    );
    const page = await context.newPage();
    const question = sample('RSA');
    await page.goto(`${env.platform.appUrl}/practice/${question.uid}`);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(question.title);
    await page.getByRole('radio').nth(question.correctIndex!).check();
    await submit(page);
    const attempts = page.getByRole('region', { name: 'Previous attempts' });
    await poll(() => attempts.getByText('1/1').count()).toBe(1);
    expect(await page.getByText('Sign up free to keep your scores.').count()).toBe(0);

    await page.reload();
    await poll(() => page.getByRole('region', { name: 'Previous attempts' }).getByText('1/1').count()).toBe(1);

    await page.goto(`${env.platform.appUrl}/practice?section=Reading&exercise=RSA`);
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.isVisible()).toBe(true);
    for (let step = 1; step < 6; step += 1) await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(question.uid) }) });
    await poll(() => row.getByText('Last score 1/1').count()).toBe(1);
    expect(await row.getByText('Done', { exact: true }).count()).toBe(1);
    await poll(() => page.getByRole('list', { name: 'Reading' }).getByText(`1/${bankOf('RSA').length} done`).count()).toBe(1);
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign up free', exact: true }).count()).toBe(0);
    await screenshots(page, 'list-student');

    // The onboarding key is on the account now: it does not open again.
    await page.reload();
    await poll(() => page.getByRole('link', { name: new RegExp(question.uid) }).count()).toBe(1);
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    await context.close();
  });
});
