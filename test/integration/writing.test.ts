import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { startPlatform, type Platform } from '@local/platform';

// In-process platform (as npm start runs it), so the test can redeliver a job to the worker.
describe('writing analysis', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;
  let token: string;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT' });
    const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
    token = ((await post('users/loginStudent', { email: demo.email, password: demo.password })).body as { token: string }).token;
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  async function analysed(jobId: string, withToken?: string) {
    // Up to 30 s: the first job waits for the worker to load harper.js on a busy machine.
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const reply = await post('analysis/fetchWritingAnalysis', { jobId }, withToken);
      if (reply.body.status !== 'pending') return reply.body as { status: string; result: { tags: { report: string; startPos: number; endPos: number; suggestions: string[] }[]; score: number; max: number; scoreAnalysis: Record<string, number> } };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The analysis did not finish');
  }

  const bank = (type: string) => JSON.parse(readFileSync(join(projectRoot, 'content/questions', `${type}.json`), 'utf8')) as { uid: string; isSample?: boolean; sampleAnswer: string }[];

  it('returns Tags at the positions of known errors, with their suggestions, and saves only grammar Tags', async () => {
    const sample = bank('WWE').find((item) => item.isSample)!;
    const text = `${sample.sampleAnswer} I beleive student should of worked harder.`;
    const { jobId } = (await post('analysis/analyseWritingText', { uid: sample.uid, text, isMockTest: false }, token)).body as { jobId: string };
    const { status, result } = await analysed(jobId, token);
    expect(status).toBe('done');
    const spelling = result.tags.find((tag) => text.slice(tag.startPos, tag.endPos) === 'beleive');
    expect(spelling).toMatchObject({ report: 'spelling', suggestions: expect.arrayContaining(['believe']) });
    expect(result.tags.find((tag) => text.slice(tag.startPos, tag.endPos) === 'should of')).toMatchObject({ report: 'grammar', suggestions: ['should have'] });
    expect(result.scoreAnalysis.num_spell_mistake).toBeGreaterThanOrEqual(1);
    // Saved by the worker when the job finished: a student who left the page keeps it.
    expect((await post('analysis/fetchUserWritings', { uid: sample.uid }, token)).body.writings).toEqual([expect.objectContaining({ selectedAnswer: text })]);

    const saved = await post('analysis/saveUserWriting', { uid: sample.uid, jobId }, token);
    expect(saved.status).toBe(200);
    expect((saved.body.analysis as { report: string }[]).every((tag) => tag.report === 'grammar')).toBe(true);
    expect(saved.body.score).toBe(`${result.score}/${result.max}`);
    const listed = await post('analysis/fetchUserWritings', { uid: sample.uid }, token);
    expect(listed.body.writings).toEqual([expect.objectContaining({ selectedAnswer: text })]);
  });

  it('changes nothing when the job is delivered again', async () => {
    const sample = bank('WWS').find((item) => item.isSample)!;
    const { jobId } = (await post('analysis/analyseWritingText', { uid: sample.uid, text: sample.sampleAnswer, isMockTest: false })).body as { jobId: string };
    const first = await analysed(jobId);
    const { Writing } = await import('@functions/domain/writing');
    expect(await Writing.runWritingJob({ jobId })).toBe('already ended');
    expect(await analysed(jobId)).toEqual(first);
  });

  it('spends a writing credit on items outside the free list and refuses with the spec messages when none is left', async () => {
    const locked = bank('WWE').find((item) => !item.isSample)!;
    const credits = () => post('users/retrieveUser', {}, token).then((reply) => (reply.body.user as { writingCredits: number }).writingCredits);
    const start = await credits();
    expect(start).toBeGreaterThan(0);
    for (let spent = 0; spent < start; spent += 1) expect((await post('analysis/analyseWritingText', { uid: locked.uid, text: 'An answer.', isMockTest: false }, token)).status).toBe(200);
    expect(await credits()).toBe(0);
    expect(await post('analysis/analyseWritingText', { uid: locked.uid, text: 'An answer.', isMockTest: false }, token)).toMatchObject({
      status: 403,
      body: { errors: { message: 'You have reached your free Ai writing credit limit. Check our packages for more.' } },
    });
    expect(await post('analysis/analyseWritingText', { uid: locked.uid, text: 'An answer.', isMockTest: false })).toMatchObject({
      status: 403,
      body: { errors: { message: 'Your Ai writing analysis has been limited. Please contact the team.' } },
    });
    const sample = bank('WWE').find((item) => item.isSample)!;
    expect((await post('analysis/analyseWritingText', { uid: sample.uid, text: 'Still free.', isMockTest: false }, token)).status).toBe(200);
  });

  it('keeps a student\'s job from others and refuses non-writing items and empty answers', async () => {
    const sample = bank('WWE').find((item) => item.isSample)!;
    const { jobId } = (await post('analysis/analyseWritingText', { uid: sample.uid, text: 'Mine.', isMockTest: false }, token)).body as { jobId: string };
    expect((await post('analysis/fetchWritingAnalysis', { jobId })).status).toBe(404);
    expect(await post('analysis/analyseWritingText', { uid: 'RSA-0001', text: 'x', isMockTest: false })).toMatchObject({ status: 400, body: { errors: { uid: 'This question is not a writing item.' } } });
    expect(await post('analysis/analyseWritingText', { uid: sample.uid, text: '   ', isMockTest: false })).toMatchObject({ status: 400, body: { errors: { text: 'Write your answer first.' } } });
  });
});
