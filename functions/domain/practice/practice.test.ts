import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { storedStudent } from '@test/fixtures/accounts';
import { bankQuestions, storeQuestions } from '@test/fixtures/bank';
import { reviewRules } from '@shared/accounts';
import { getUser, saveContentState } from '@functions/data';
import { FieldValidationError, QuestionLockedError, QuestionNotFoundError } from '@functions/platform/errors';
import { clearScore, countQuestions, getQuestion, hasPaidPlan, listQuestions, markDone, markTested, recordScore, report } from './practice';
import { predictedCountOf, predictedUidsOf } from './prediction';
import { lockedMessage, reportThanks } from './texts';

// Multiple Answers (reading): a type of 20 questions, 3 of them samples.
const questions = bankQuestions('RMA');
const sample = questions.find((question) => question.isSample)!;
const locked = questions.find((question) => !question.isSample)!;
const paidPlan = { currentPlan: 'package_gold', paidExpiryTime: Date.now() + 3_600_000 };

beforeAll(() => storeQuestions(...questions));

describe('hasPaidPlan', () => {
  it('is true only for a plan whose expiry is ahead', () => {
    const now = Date.UTC(2026, 0, 1);

    expect(hasPaidPlan(undefined, now)).toBe(false);
    expect(hasPaidPlan({ paidExpiryTime: now + 1 } as never, now)).toBe(true);
    expect(hasPaidPlan({ paidExpiryTime: now } as never, now)).toBe(false);
  });
});

describe('listQuestions', () => {
  it('pages through a type in uid order, locking all but the samples for a visitor', async () => {
    // Act: pages of 15 until the last, which has no cursor (the bank holds more than one page)
    const pages = [await listQuestions(undefined, { type: 'RMA', limit: 15 })];
    for (let cursor = pages[0]!.cursor; cursor !== undefined; cursor = pages.at(-1)!.cursor) {
      pages.push(await listQuestions(undefined, { type: 'RMA', limit: 15, cursor }));
    }

    // Assess
    const items = pages.flatMap((page) => page.items);
    expect(pages.length).toBe(Math.ceil(questions.length / 15));
    expect(items.map((item) => item.uid)).toEqual(questions.map((question) => question.uid).sort());
    expect(pages[0]!.total).toBe(questions.length);
    expect(items.find((item) => item.uid === sample.uid)!.locked).toBe(false);
    expect(items.find((item) => item.uid === locked.uid)!.locked).toBe(true);
  });

  it("opens every question on a paid plan, and shows the student's progress on each", async () => {
    const { caller } = await storedStudent(paidPlan);
    await recordScore(caller, { uid: locked.uid, score: '2/3', successful: true });
    await markDone(caller, locked.uid);

    const { items } = await listQuestions(caller, { type: 'RMA', limit: 50 });

    expect(items.every((item) => !item.locked)).toBe(true);
    expect(items.find((item) => item.uid === locked.uid)).toMatchObject({ done: true, lastAttempt: { score: 2, max: 3, successful: true } });
  });

  it('refuses a type of another section or exam, and a cursor that is not in the list', async () => {
    await expect(listQuestions(undefined, { type: 'RMA', section: 'Speaking', limit: 5 })).rejects.toBeInstanceOf(FieldValidationError);
    await expect(listQuestions(undefined, { type: 'RMA', cursor: 'RMA-9999', limit: 5 })).rejects.toEqual(new FieldValidationError({ cursor: 'This page does not exist; start again from the first page.' }));
  });

  it("marks this week's predicted questions by the rule, and lists only those when asked", async () => {
    const predicted = predictedUidsOf('RMA', questions.map((question) => question.uid), Date.now());

    const all = await listQuestions(undefined, { type: 'RMA', limit: 100 });
    const { items, total } = await listQuestions(undefined, { type: 'RMA', prediction: true, limit: 50 });

    expect(items.map((item) => item.uid)).toEqual([...predicted].sort());
    expect(total).toBe(predictedCountOf('RMA', questions.length));
    expect(all.items.filter((item) => item.prediction).map((item) => item.uid)).toEqual([...predicted].sort());
  });
});

describe('getQuestion', () => {
  it('opens a sample with its neighbours in the list, and refuses a locked or unknown question', async () => {
    const sorted = questions.map((question) => question.uid).sort();
    const position = sorted.indexOf(sample.uid);

    const opened = await getQuestion(undefined, sample.uid);

    expect(opened.question.uid).toBe(sample.uid);
    expect(opened.previous).toBe(sorted[position - 1]);
    expect(opened.next).toBe(sorted[position + 1]);
    expect(opened.attempts).toEqual([]);
    await expect(getQuestion(undefined, locked.uid)).rejects.toEqual(new QuestionLockedError(locked.uid, lockedMessage));
    await expect(getQuestion(undefined, 'RMA-9999')).rejects.toBeInstanceOf(QuestionNotFoundError);
  });
});

describe('recordScore and clearScore', () => {
  it("keeps a student's attempts, newest first, and forgets them and the progress when cleared", async () => {
    // Prepare
    const { caller } = await storedStudent();

    // Act
    await recordScore(caller, { uid: sample.uid, score: '1/3', successful: false });
    const { recorded, attempts } = await recordScore(caller, { uid: sample.uid, score: '3/3', successful: true });
    const cleared = await clearScore(caller, sample.uid);

    // Assess
    expect(recorded).toBe(true);
    expect(attempts.map((attempt) => `${attempt.score}/${attempt.max}`)).toEqual(['3/3', '1/3']);
    expect(cleared).toBe(2);
    expect((await getQuestion(caller, sample.uid)).attempts).toEqual([]);
    expect((await listQuestions(caller, { type: 'RMA', limit: 50 })).items.find((item) => item.uid === sample.uid)).not.toHaveProperty('lastAttempt');
  });

  it("keeps nothing of a visitor's score, and refuses to keep a score on a question the student may not open", async () => {
    const { caller } = await storedStudent();

    expect(await recordScore(undefined, { uid: sample.uid, score: '1/3', successful: false })).toEqual({ recorded: false, attempts: [] });
    await expect(recordScore(caller, { uid: locked.uid, score: '1/3', successful: false })).rejects.toBeInstanceOf(QuestionLockedError);
  });

  it('makes the review prompt ready once results are kept on ten questions, scored or written', async () => {
    // Prepare
    const { user, caller } = await storedStudent(paidPlan);
    const [written, ...scored] = questions.slice(0, reviewRules.promptAfterQuestions);

    // Act
    for (const question of scored) await recordScore(caller, { uid: question.uid, score: '1/2', successful: true });
    const before = (await getUser(user.userId))!.stepsDone;
    await markDone(caller, written!.uid);

    // Assess
    expect(before).not.toContain('should_leave_testimonial');
    expect((await getUser(user.userId))!.stepsDone).toContain('should_leave_testimonial');
  });
});

describe('countQuestions', () => {
  it("gives each type's totals from the last seed and how many the student marked done", async () => {
    await saveContentState('hash', { RMA: { total: 20, samples: 3 } });
    const { caller } = await storedStudent(paidPlan);
    await markDone(caller, sample.uid);
    await markDone(caller, locked.uid);
    await markTested(caller, locked.uid);

    const { counts } = await countQuestions(caller, 'Reading');

    // Multiple Answers is asked once or twice a test: an eighth of 20 is predicted.
    expect(counts.find((count) => count.type === 'RMA')).toEqual({ type: 'RMA', total: 20, samples: 3, predicted: 3, done: 2 });
    expect(counts.find((count) => count.type === 'RFB')).toMatchObject({ total: 0, done: 0 });
    expect(counts.every((count) => count.type.startsWith('R'))).toBe(true);
  });
});

describe('report', () => {
  it('thanks the student for a report on a question that exists, and refuses one that does not', async () => {
    const { caller } = await storedStudent();

    expect(await report(caller, { uid: sample.uid, reason: 'The answer key looks wrong.' })).toEqual({ message: reportThanks });
    await expect(report(caller, { uid: 'RMA-9999', reason: 'x' })).rejects.toBeInstanceOf(QuestionNotFoundError);
    await expect(markTested(caller, 'RMA-9999')).rejects.toBeInstanceOf(QuestionNotFoundError);
  });
});
