import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakingCreditTexts, startingCredits } from '@shared/accounts';
import { mockTexts } from '@shared/mock';
import { countMails } from '@test/fixtures/mail';
import { postTo, projectRoot, temporaryDataDir, type ApiReply } from '@test/fixtures/local-platform';
import { silentWav } from '@test/fixtures/speech';
import { startPlatform, type Platform } from '@local/platform';

/** Every status of a batch of replies, counted: { 200: 20, 403: 40 }. */
const statuses = (replies: ApiReply[]) => replies.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

// Races fired over HTTP at the platform as `npm start` runs it: many requests of one student at
// once must end in the right counts, and never in a 5xx.
describe('reliability under contention', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let audioDir: string;
  let platform: Platform;
  let accountNumber = 0;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    audioDir = await mkdtemp(join(tmpdir(), 'pte-reliability-'));
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'browser' });
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
    if (audioDir) await rm(audioDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  /** A new verified student with the starting credits, logged in. */
  async function newStudent(): Promise<{ email: string; password: string; token: string }> {
    const { Accounts } = await import('@functions/domain/accounts');
    accountNumber += 1;
    const account = { email: `racer-${accountNumber}@example.com`, password: 'a good password', firstName: 'Racer', platformAccess: 'student' as const };
    await Accounts.ensureDemoAccount(account);
    const login = await post('users/loginStudent', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    return { ...account, token: (login.body as { token: string }).token };
  }

  async function retrieveUser(token: string) {
    return (await post('users/retrieveUser', {}, token)).body.user as { speakingCreditsUsed: number; notifications: { id: string; hasRead: boolean }[] };
  }

  it('spends exactly the credits there are when 60 answers are submitted at once, then marks the alerts read in parallel', async () => {
    const student = await newStudent();
    const wav = await readFile(await silentWav(audioDir, 'silence', 3));
    const created = await post('analysis/createSpeechUpload', { uid: 'SRA-0001', bytes: wav.length }, student.token);
    const { uploadId, url, headers } = created.body as { uploadId: string; url: string; headers: Record<string, string> };
    expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(wav) })).status).toBe(200);

    const submits = await Promise.all(Array.from({ length: 60 }, () => post('analysis/submitSpeech', { uid: 'SRA-0001', uploadId, isMockTest: false }, student.token)));
    expect(statuses(submits)).toEqual({ 200: startingCredits.speakingCredits, 403: 60 - startingCredits.speakingCredits });
    expect(submits.find((reply) => reply.status === 403)!.body.errors!.message).toBe(speakingCreditTexts.userLimit);
    const user = await retrieveUser(student.token);
    expect(user.speakingCreditsUsed).toBe(startingCredits.speakingCredits);
    // 25, 50, 75 and 100 % of the allowance: one alert each, none lost to the race.
    expect(user.notifications).toHaveLength(4);

    const [one] = user.notifications;
    const marks = await Promise.all([
      ...Array.from({ length: 16 }, () => post('users/markAllHasRead', {}, student.token)),
      ...Array.from({ length: 8 }, () => post('users/markHasRead', { notificationId: one!.id }, student.token)),
    ]);
    expect(statuses(marks)).toEqual({ 200: 24 });
    expect((await retrieveUser(student.token)).notifications.every((notification) => notification.hasRead)).toBe(true);
  });

  it('refuses the 6th login attempt whatever the concurrency: 50 wrong passwords at once check 5', async () => {
    const student = await newStudent();
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, index) => post('users/loginStudent', { email: student.email, password: `wrong ${index}` })));
    expect(statuses(attempts)).toEqual({ 400: 5, 429: 45 });
    expect((await post('users/loginStudent', { email: student.email, password: student.password })).status).toBe(429);
  });

  it('answers every parallel mock start with the one session that exists, for one credit, or with the no-credit answer', async () => {
    const student = await newStudent();
    const credits = async () => ((await post('mocktest/fetchAllMockTest', { examType: 'Academic' }, student.token)).body.credits as { full: number }).full;
    const before = await credits();
    const starts = await Promise.all(Array.from({ length: 12 }, () => post('mocktest/startMockTest', { mockTestId: 'academic-full-2' }, student.token)));
    expect(starts.some((reply) => reply.status >= 500)).toBe(false);
    const started = starts.filter((reply) => reply.status === 200);
    expect(started.length).toBeGreaterThanOrEqual(1);
    expect(new Set(started.map((reply) => reply.body.sessionId)).size).toBe(1);
    for (const reply of started) expect((await post('mocktest/loadMockTest', { sessionId: reply.body.sessionId }, student.token)).status).toBe(200);
    for (const reply of starts.filter(({ status }) => status !== 200)) expect(reply).toMatchObject({ status: 403, body: { errors: { message: mockTexts.noFullCredits } } });
    // One attempt, one credit: a start that found the attempt made by another gave its credit back.
    expect(await credits()).toBe(before - 1);
  });

  it('sends one verification mail until it expires: sign-up, its automatic login and later logins send no more', async () => {
    const email = 'unverified@example.com';
    expect((await post('users/registerUser', { email, password: 'a good password' })).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post('users/loginStudent', { email, password: 'a good password' })).status).toBe(201);
    expect(await countMails(platform.mailUrl, email)).toBe(1);
  });

  it('bounds free visitor speaking per client address, whatever visitor id the browser makes', async () => {
    const { rateRules } = await import('@shared/accounts');
    const wav = await readFile(await silentWav(audioDir, 'visitor', 3));
    let refused: ApiReply | undefined;
    for (let visitor = 0; visitor * 10 <= rateRules.visitorSpeechFromAddress.limit && !refused; visitor += 1) {
      const anonymousId = randomUUID();
      const created = await post('analysis/createSpeechUpload', { uid: 'SRA-0001', bytes: wav.length, anonymousId });
      const { uploadId, url, headers } = created.body as { uploadId: string; url: string; headers: Record<string, string> };
      await fetch(url, { method: 'PUT', headers, body: new Uint8Array(wav) });
      const submits = await Promise.all(Array.from({ length: 10 }, () => post('analysis/submitSpeech', { uid: 'SRA-0001', uploadId, anonymousId, isMockTest: false })));
      expect(submits.some((reply) => reply.status >= 500)).toBe(false);
      refused = submits.find((reply) => reply.status === 429);
    }
    expect(refused?.body.errors?.message).toBe(speakingCreditTexts.visitorBudget);
  });

  // Last: it leaves this client address refused for 15 minutes.
  it('refuses a client address that failed too many logins, whatever e-mail addresses it tries', async () => {
    const { rateRules } = await import('@shared/accounts');
    const { limit } = rateRules.loginFailuresFromAddress;
    const attempts = await Promise.all(Array.from({ length: limit }, (_, index) => post('users/loginStudent', { email: `sprayed-${index}@example.com`, password: 'guess one' })));
    expect(statuses(attempts)).toEqual({ 400: limit });
    expect((await post('users/loginStudent', { email: 'one-more@example.com', password: 'guess two' })).status).toBe(429);
  });
});
