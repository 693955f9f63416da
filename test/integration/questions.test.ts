import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { startPlatform, type Platform } from '@local/platform';
import { predictedCountOf, predictedUidsOf } from '@functions/domain/practice/prediction';
import type { ContentReport } from '@functions/domain/seed';
import { mockCategories, mocksPerList } from '@shared/mock';

// The platform runs in this test's process (as `npm start` would), so the test can also give a
// student a paid plan through the data layer, which no public operation does yet.
describe('question bank and practice API', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;
  let student: { token: string; userId: string };

  beforeAll(async () => {
    // Empty: the first start's seed is what the first test measures.
    dataDir = await temporaryDataDir({ empty: true });
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT' });
    const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
    const login = await post('users/loginStudent', { email: demo.email, password: demo.password });
    student = { token: login.body.token as string, userId: (login.body.user as { id: string }).id };
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  const bankOf = (type: string) => JSON.parse(readFileSync(join(projectRoot, 'content/questions', `${type}.json`), 'utf8')) as { uid: string; isSample?: boolean }[];

  it('seeds the bank, landing pages, posts and mocks on a first start; a second run writes nothing, a changed item is rewritten alone', async () => {
    const first = platform.seeded.content as ContentReport;
    expect(first.bank).toMatchObject({ unchanged: false, questionsDeleted: 0 });
    expect(first.bank.questionsWritten).toBe(first.bank.questions);
    const landingPages = (await readdir(join(projectRoot, 'content/landing'))).filter((name) => name.endsWith('.md')).length;
    expect(first.landing).toEqual({ pages: landingPages, written: landingPages, deleted: 0 });
    // The catalogue, per variant: the full list, a list per section and the free mock.
    const catalogue = 2 * (mocksPerList.full + (mockCategories.length - 1) * mocksPerList.section + 1);
    expect(first.mocks).toEqual({ mocks: catalogue, written: catalogue, deleted: 0, skipped: [] });
    expect(first.blog.written).toBe(first.blog.posts);
    const { Content } = await import('@functions/domain/content');
    const { seed } = await import('@functions/domain/seed');
    // Without a fingerprint of its sources, the seed reads the content again, and writes none of it.
    const again = (await seed({ appVersion: '0.0.0', contentDir: join(projectRoot, 'content') })).content as ContentReport;
    expect(again.bank, JSON.stringify(again.bank)).toMatchObject({ unchanged: true, questionsWritten: 0, mediaWritten: 0 });
    expect(again).toMatchObject({ mocks: { written: 0, deleted: 0 }, blog: { written: 0, deleted: 0 }, landing: { written: 0, deleted: 0 } });

    const { Landing } = await import('@functions/domain/landing');
    const bank = await Content.readBank(join(projectRoot, 'content'));
    const { questions } = bank;
    // The media the seed syncs: the bank's and the resources' PDFs, which it renders.
    const media = [...bank.media, ...(await Landing.resourcePdfs(await Landing.readLanding(join(projectRoot, 'content'))))];
    const changed = questions.map((question) => (question.uid === 'RSA-0002' ? { ...question, title: 'A changed title' } : question));
    expect(await Content.syncBank(changed, media)).toMatchObject({ unchanged: false, questionsWritten: 1, questionsDeleted: 0, mediaWritten: 0 });
    const listed = await post('questions/fetchQuestions', { type: 'RSA', limit: 3 });
    expect((listed.body.items as { title: string }[])[1]!.title).toBe('A changed title');
    await Content.syncBank(questions, media);
  });

  it('lists a type in uid order with paging, and narrows to predicted items', async () => {
    const bank = bankOf('RFB');
    const first = await post('questions/fetchQuestions', { type: 'RFB', limit: 10, section: 'Reading', variant: 'Core' });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(bank.length);
    expect((first.body.items as { uid: string }[]).map((item) => item.uid)).toEqual(bank.slice(0, 10).map((item) => item.uid));
    const second = await post('questions/fetchQuestions', { type: 'RFB', limit: 10, cursor: first.body.cursor });
    expect((second.body.items as { uid: string }[])[0]!.uid).toBe(bank[10]!.uid);
  });

  it("gives this week's predicted questions by the weekly rule over HTTP, marked in the list, the question and the counts", async () => {
    // Prepare: what the rule predicts this week over the bank's Reading Fill in the Blanks.
    const bank = bankOf('RFB').map((item) => item.uid);
    const expected = [...predictedUidsOf('RFB', bank, Date.now())].sort();
    // Act: more items are predicted than the default page of 20 holds, so ask for the largest page.
    const predicted = await post('questions/fetchPredictedQuestions', { type: 'RFB', limit: 100 });
    const narrowed = await post('questions/fetchQuestions', { type: 'RFB', prediction: true, limit: 100 });
    const counts = await post('questions/fetchQuestionCounts', { section: 'Reading' });
    const { grantPlan } = await import('@functions/data');
    await grantPlan(student.userId, 'package_ultimate', Date.now() + 86_400_000);
    const one = await post('questions/fetchQuestion', { uid: expected[0] }, student.token);
    const other = await post('questions/fetchQuestion', { uid: bank.find((uid) => !expected.includes(uid)) }, student.token);
    await grantPlan(student.userId, 'package_ultimate', Date.now() - 1000);
    // Assess
    expect(predicted.status).toBe(200);
    expect((predicted.body.items as { uid: string; prediction: boolean }[]).map((item) => [item.uid, item.prediction])).toEqual(expected.map((uid) => [uid, true]));
    expect(predicted.body.total).toBe(predictedCountOf('RFB', bank.length));
    expect(narrowed.body).toEqual(predicted.body);
    expect((counts.body.counts as { type: string; predicted: number }[]).find((count) => count.type === 'RFB')!.predicted).toBe(expected.length);
    expect(one.body.question).toMatchObject({ uid: expected[0], prediction: true });
    expect(other.body.question).toMatchObject({ prediction: false });
    expect(await post('questions/fetchPredictedQuestions', { type: 'RFB', limit: 0 })).toMatchObject({ status: 400, body: { errors: { limit: 'Use 1 to 100.' } } });
  });

  it('answers bad paging, type and variant parameters with field errors', async () => {
    expect((await post('questions/fetchQuestions', { type: 'XYZ' })).body.errors).toHaveProperty('type');
    expect((await post('questions/fetchQuestions', { type: 'RSA', limit: 0 })).body.errors).toEqual({ limit: 'Use 1 to 100.' });
    expect((await post('questions/fetchQuestions', { type: 'RSA', cursor: 'RSA-9999' })).body.errors).toHaveProperty('cursor');
    expect(await post('questions/fetchQuestions', { type: 'LHS', variant: 'Core' })).toMatchObject({ status: 400, body: { errors: { type: 'Highlight Correct Summary is not part of PTE Core.' } } });
    expect((await post('questions/fetchQuestions', { type: 'RSA', section: 'Listening' })).status).toBe(400);
  });

  it('opens samples to everyone, other items only to a paid, unexpired plan', async () => {
    const sample = bankOf('RSA').find((item) => item.isSample)!.uid;
    const locked = bankOf('RSA').find((item) => !item.isSample)!.uid;
    const visitorSample = await post('questions/fetchQuestion', { uid: sample });
    expect(visitorSample.status).toBe(200);
    expect(visitorSample.body.question).toMatchObject({ uid: sample, type: 'RSA', correctIndex: expect.any(Number) });
    expect(await post('questions/fetchQuestion', { uid: locked })).toMatchObject({ status: 403, body: { errors: { message: 'This question is in the full question bank. Choose a package to practise it.' } } });
    expect((await post('questions/fetchQuestion', { uid: locked }, student.token)).status).toBe(403);
    const listed = await post('questions/fetchQuestions', { type: 'RSA', limit: 100 }, student.token);
    expect((listed.body.items as { uid: string; locked: boolean }[]).find((item) => item.uid === locked)?.locked).toBe(true);

    const { grantPlan } = await import('@functions/data');
    await grantPlan(student.userId, 'package_ultimate', Date.now() + 86_400_000);
    expect((await post('questions/fetchQuestion', { uid: locked }, student.token)).status).toBe(200);
    await grantPlan(student.userId, 'package_ultimate', Date.now() - 1000);
    expect((await post('questions/fetchQuestion', { uid: locked }, student.token)).status).toBe(403);
    expect(await post('questions/fetchQuestion', { uid: 'RSA-9999' })).toMatchObject({ status: 404 });
  });

  it('keeps a student\'s scores as a history, shows the latest on the list, and clears them', async () => {
    const uid = bankOf('RMA').find((item) => item.isSample)!.uid;
    expect(await post('questions/setPracticeScore', { uid, score: '1/3', successful: false, isAuthenticated: false })).toEqual({ status: 200, body: { recorded: false, attempts: [] } });
    expect((await post('questions/setPracticeScore', { uid, score: '4/3', successful: true, isAuthenticated: true }, student.token)).body.errors).toHaveProperty('score');
    await post('questions/setPracticeScore', { uid, score: '1/3', successful: false, isAuthenticated: true }, student.token);
    const second = await post('questions/setPracticeScore', { uid, score: '3/3', successful: true, isAuthenticated: true }, student.token);
    expect((second.body.attempts as { score: number }[]).map((attempt) => attempt.score)).toEqual([3, 1]);
    await post('questions/saveQuestionDone', { uid }, student.token);

    const listed = await post('questions/fetchQuestions', { type: 'RMA', limit: 5 }, student.token);
    expect((listed.body.items as { uid: string }[]).find((item) => item.uid === uid)).toMatchObject({ done: true, lastAttempt: { score: 3, max: 3, successful: true } });
    expect((await post('questions/fetchQuestionCounts', { section: 'Reading' }, student.token)).body.counts).toContainEqual(expect.objectContaining({ type: 'RMA', done: 1 }));
    expect((await post('questions/fetchQuestion', { uid }, student.token)).body.attempts).toHaveLength(2);

    expect(await post('questions/clearExerciseScore', { uid }, student.token)).toEqual({ status: 200, body: { uid, cleared: 2 } });
    const cleared = await post('questions/fetchQuestions', { type: 'RMA', limit: 5 }, student.token);
    expect((cleared.body.items as { uid: string; done: boolean; lastAttempt?: unknown }[]).find((item) => item.uid === uid)).toMatchObject({ done: false });
    expect((await post('questions/saveQuestionDone', { uid })).status).toBe(401);
  });

  it('keeps reports for admins and refuses them from visitors', async () => {
    expect(await post('questions/reportQuestion', { uid: 'RSA-0001', reason: 'The second option is also correct.' }, student.token)).toEqual({ status: 200, body: { message: 'Thank you for telling us. We will check this question.' } });
    expect((await post('questions/reportQuestion', { uid: 'RSA-0001', reason: 'x' }, student.token)).body.errors).toHaveProperty('reason');
    expect((await post('questions/reportQuestion', { uid: 'RSA-0001', reason: 'Something is wrong here.' })).status).toBe(401);
    const { QuestionReport } = await import('@functions/data/entities/question-report');
    const { data } = await QuestionReport.query.byQuestion({ uid: 'RSA-0001' }).go();
    expect(data).toEqual([expect.objectContaining({ userId: student.userId, reason: 'The second option is also correct.' })]);
  });

  it('serves audio with Range requests, images with their type, and 404 for unknown or unsafe ids', async () => {
    const track = JSON.parse(readFileSync(join(projectRoot, 'content/questions/LSA.json'), 'utf8'))[0].track as string;
    const whole = await fetch(`${platform.appUrl}/api/aws/getAudioFile/${track}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(whole.headers.get('cache-control')).toContain('max-age');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(Buffer.from(readFileSync(join(projectRoot, 'content/audio', `${track}.opus`))).byteLength).toBe(size);

    const part = await fetch(`${platform.appUrl}/api/aws/getAudioFile/${track}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);

    const image = await fetch(`${platform.appUrl}/api/aws/getImageFile/SDI-0001`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');

    expect((await fetch(`${platform.appUrl}/api/aws/getAudioFile/NOPE-0001`)).status).toBe(404);
    expect((await fetch(`${platform.appUrl}/api/aws/getAudioFile/..%2Fusers`)).status).toBe(400);
    expect((await fetch(`${platform.appUrl}/api/aws/getAudioFile/${track}`, { headers: { range: 'bytes=99999999-' } })).status).toBe(416);
  });
});
