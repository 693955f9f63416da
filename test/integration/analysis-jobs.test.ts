import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTo, projectRoot, startLocalPlatform, temporaryDataDir, type RunningPlatform } from '@test/fixtures/local-platform';
import { spokenWav } from '@test/fixtures/speech';
import { startPlatform, type Platform } from '@local/platform';

const readAloud = async (uid: string) =>
  (JSON.parse(await readFile(join(projectRoot, 'content/questions/SRA.json'), 'utf8')) as { uid: string; topic: string }[]).find((item) => item.uid === uid)!.topic;

interface JobState {
  status: 'pending' | 'done' | 'failed';
  message?: string;
}

/** Polls a speech job until it ends (a job always ends: it finishes, or fails and refunds). */
async function ended(appUrl: string, jobId: string, token: string): Promise<JobState> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const reply = await postTo(appUrl, 'analysis/fetchSpeechAnalysis', { jobId }, token);
    expect(reply.status).toBe(200);
    if (reply.body.status !== 'pending') return reply.body as unknown as JobState;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The job did not end');
}

const speakingUsed = async (appUrl: string, token: string) => ((await postTo(appUrl, 'users/retrieveUser', {}, token)).body.user as { speakingCreditsUsed: number }).speakingCreditsUsed;

describe('analysis job lifecycle', () => {
  let audioDir: string;
  beforeAll(async () => {
    audioDir = await mkdtemp(join(tmpdir(), 'pte-jobs-'));
  });
  afterAll(async () => {
    if (audioDir) await rm(audioDir, { recursive: true, force: true });
  });

  it('ends a job that fails on every delivery as failed, with its credit given back and a message for the student', async () => {
    const dataDir = await temporaryDataDir();
    const platform: Platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'browser' });
    try {
      const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
      const { token, user } = (await postTo(platform.appUrl, 'users/loginStudent', { email: demo.email, password: demo.password })).body as { token: string; user: { id: string } };
      const { Analysis } = await import('@functions/domain/analysis');
      const { spendSpeakingCredit } = await import('@functions/data');
      const before = await speakingUsed(platform.appUrl, token);
      // A paid answer whose recording is gone: every run of the worker throws.
      await spendSpeakingCredit(user.id);
      const { jobId } = await Analysis.startJob(
        { kind: 'speech', uid: 'SRA-0001', recordingKey: `recordings/${user.id}/${randomUUID()}.wav`, isMockTest: false, userId: user.id },
        { credit: 'speaking', payerId: user.id },
      );
      expect(await ended(platform.appUrl, jobId, token)).toEqual({ status: 'failed', message: Analysis.jobTexts.failed });
      expect(await speakingUsed(platform.appUrl, token)).toBe(before);
    } finally {
      await platform.stop();
      await dataDir.remove();
    }
  });

  it('finishes (or refunds) an analysis that was in flight when the platform was killed, once it starts again on the same data', async () => {
    const dataDir = await temporaryDataDir();
    const env = { DATA_DIR: dataDir.path, SKIP_WEB_BUILD: 'true', TRANSCRIBER: 'pocketsphinx' };
    let platform: RunningPlatform = await startLocalPlatform(env);
    try {
      const demo = (JSON.parse(await readFile(join(dataDir.path, 'demo-accounts.json'), 'utf8')) as { email: string; password: string; platformAccess: string }[]).find((account) => account.platformAccess === 'student')!;
      const login = await postTo(platform.appUrl, 'users/loginStudent', { email: demo.email, password: demo.password });
      const { token } = login.body as { token: string };
      const wav = await readFile(await spokenWav(audioDir, 'read-aloud', await readAloud('SRA-0001')));
      const upload = (await postTo(platform.appUrl, 'analysis/createSpeechUpload', { uid: 'SRA-0001', bytes: wav.length }, token)).body as { uploadId: string; url: string; headers: Record<string, string> };
      expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(wav) })).status).toBe(200);
      const before = await speakingUsed(platform.appUrl, token);
      const submitted = await postTo(platform.appUrl, 'analysis/submitSpeech', { uid: 'SRA-0001', uploadId: upload.uploadId, isMockTest: false }, token);
      expect(submitted.status).toBe(200);
      const { jobId } = submitted.body as { jobId: string };
      await platform.kill();

      platform = await startLocalPlatform(env);
      const state = await ended(platform.appUrl, jobId, token);
      const after = await speakingUsed(platform.appUrl, token);
      // Done and paid for, or failed and given back: never pending for ever with the credit gone.
      expect(state.status === 'done' ? after === before + 1 : state.status === 'failed' && after === before).toBe(true);
      expect(state.status).toBe('done');
    } finally {
      await platform.stop();
      await dataDir.remove();
    }
  });
});
