import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { linkFromMail, waitForMail } from '@test/fixtures/mail';
import { startPlatform, type Platform } from '@local/platform';

const bank = (type: string) => JSON.parse(readFileSync(join(projectRoot, 'content/questions', `${type}.json`), 'utf8')) as { uid: string; isSample?: boolean; sampleAnswer?: string }[];
const sampleOf = (type: string) => bank(type).find((item) => item.isSample)!;

describe('statistics over HTTP', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT' });
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  /** A new verified student, logged in: their token. */
  async function newStudent(name: string): Promise<string> {
    const email = `${name}.${Date.now()}@example.com`;
    const password = 'a good password';
    expect((await post('users/registerUser', { email, password, firstName: name })).status).toBe(200);
    const mail = await waitForMail(platform.mailUrl, email);
    expect((await post('users/verifyTokenEmail', { token: linkFromMail(mail, '/verify').searchParams.get('token') })).status).toBe(200);
    return ((await post('users/loginStudent', { email, password })).body as { token: string }).token;
  }

  async function analysed(jobId: string, token: string): Promise<void> {
    // Up to 60 s: the first job waits for the worker to load its models on a busy machine.
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const reply = await post('analysis/fetchWritingAnalysis', { jobId }, token);
      if (reply.body.status === 'done') return;
      if (reply.body.status !== 'pending') throw new Error(`The analysis ended ${String(reply.body.status)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The analysis did not finish');
  }

  it('refuses a visitor and checks the time zone', async () => {
    expect((await post('users/getStudentStatistics', {})).status).toBe(401);
    const token = await newStudent('zone');
    expect(await post('users/getStudentStatistics', { timeZone: 'Mars/Olympus' }, token)).toEqual({ status: 400, body: { errors: { timeZone: 'Give an IANA time zone, such as Europe/London.' } } });
  });

  it("computes a student's statistics from their own answers, AI analyses and time, and shows another student nothing of them", async () => {
    // Prepare: a new student answers reading and listening samples and has a writing answer analysed.
    const token = await newStudent('stats');
    const other = await newStudent('other');
    const empty = await post('users/getStudentStatistics', { timeZone: 'Europe/London' }, token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ totals: { answers: 0, aiAnalyses: 0, mockTests: 0 }, periods: [], weakest: [] });

    const reading = sampleOf('RSA').uid;
    const listening = sampleOf('LWD').uid;
    const answers = [
      { uid: reading, score: '1/1', successful: true, seconds: 40 },
      { uid: reading, score: '0/1', successful: false, seconds: 35 },
      { uid: reading, score: '1/1', successful: true, seconds: 30 },
      { uid: reading, score: '1/1', successful: true },
      { uid: reading, score: '1/1', successful: true, seconds: 5000 },
      { uid: listening, score: '3/12', successful: false, seconds: 60 },
      { uid: listening, score: '6/12', successful: false, seconds: 65 },
    ];
    for (const answer of answers) expect((await post('questions/setPracticeScore', { ...answer, isAuthenticated: true }, token)).body).toMatchObject({ recorded: true });
    expect((await post('questions/setPracticeScore', { uid: reading, score: '1/1', successful: true, isAuthenticated: true, seconds: -1 }, token)).body).toEqual({ errors: { seconds: 'Give whole seconds.' } });
    const writing = sampleOf('WWE');
    const { jobId } = (await post('analysis/analyseWritingText', { uid: writing.uid, text: writing.sampleAnswer, isMockTest: false }, token)).body as { jobId: string };
    await analysed(jobId, token);

    // Act
    const { status, body } = await post('users/getStudentStatistics', { timeZone: 'Europe/London' }, token);

    // Assess
    expect(status).toBe(200);
    expect(body).toMatchObject({
      timeZone: 'Europe/London',
      granularity: 'day',
      totals: { answers: 7, successful: 4, successRate: 57, seconds: 40 + 35 + 30 + 1200 + 60 + 65, activeDays: 1, aiAnalyses: 1, mockTests: 0 },
      rules: { secondsCap: 1200 },
    });
    const statistics = body as {
      itemTypes: { type: string; answers: number; pointsRate: number }[];
      periods: { answers: number }[];
      weakest: { type: string; link: string }[];
      estimate: { skills: { skill: string; score: number | null; answers: number }[] };
      aiTraits: { section: string; traits: string[]; periods: { analyses: number; traits: Record<string, number> }[] }[];
    };
    expect(statistics.itemTypes.map(({ type, answers: count, pointsRate }) => [type, count, pointsRate])).toEqual([
      ['RSA', 5, 80],
      ['LWD', 2, 38],
    ]);
    expect(statistics.periods.at(-1)).toMatchObject({ answers: 7 });
    expect(statistics.weakest.map(({ type, link }) => [type, link])).toEqual([
      ['LWD', '/practice?section=Listening&exercise=LWD'],
      ['RSA', '/practice?section=Reading&exercise=RSA'],
    ]);
    // 5 reading answers, 4 of 5 points: 10 + 80 × 0.8 = 74. Listening has 2 answers: not yet.
    expect(statistics.estimate.skills).toEqual([
      { skill: 'Reading', score: 74, answers: 5 },
      { skill: 'Writing', score: null, answers: 2 },
      { skill: 'Listening', score: null, answers: 2 },
      { skill: 'Speaking', score: null, answers: 0 },
    ]);
    expect(statistics.aiTraits).toEqual([expect.objectContaining({ section: 'Writing', traits: expect.arrayContaining(['Content', 'Form', 'Grammar']), periods: [expect.objectContaining({ analyses: 1 })] })]);

    const others = await post('users/getStudentStatistics', {}, other);
    expect(others.body).toMatchObject({ timeZone: 'UTC', totals: { answers: 0, aiAnalyses: 0 }, itemTypes: [], aiTraits: [] });
  });
});
