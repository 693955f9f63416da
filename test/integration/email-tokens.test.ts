import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Data from '@functions/data';
import { ensureTable, localCredentials, startDynalite, type Emulator } from '@local/emulators';

// Token expiry needs a clock an HTTP test cannot move, so this drives the data layer against a
// real dynalite instead.
describe('e-mail tokens in the table', () => {
  let dynamodb: Emulator;
  let directory: string;
  let data: typeof Data;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'pte-tokens-'));
    dynamodb = await startDynalite(directory);
    await ensureTable(dynamodb.endpoint, 'pte-tokens-test');
    Object.assign(process.env, {
      STAGE: 'test',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      TABLE_NAME: 'pte-tokens-test',
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      JWT_SECRET_FILE: join(directory, 'unused'),
      WRITING_QUEUE_URL: 'unused',
      SPEECH_QUEUE_URL: 'unused',
      TRANSCRIBER: 'browser',
      CONTENT_BUCKET: 'unused',
      UPLOADS_BUCKET: 'unused',
      MAIL_FROM: 'no-reply@pte.test',
      TEAM_EMAIL: 'team@pte.test',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'SILENT',
    });
    data = await import('@functions/data');
  });

  afterAll(async () => {
    await dynamodb?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it('gives the user id once, then never again', async () => {
    const now = Date.now();
    await data.createEmailToken({ tokenHash: 'once', purpose: 'verify', userId: 'u-1', validUntil: now + 60_000 });
    expect(await data.consumeEmailToken('once', 'verify', now)).toBe('u-1');
    expect(await data.consumeEmailToken('once', 'verify', now)).toBeUndefined();
  });

  it('refuses a token after its hour, and a token of another purpose', async () => {
    const now = Date.now();
    await data.createEmailToken({ tokenHash: 'late', purpose: 'reset', userId: 'u-2', validUntil: now + 60 * 60 * 1000 });
    expect(await data.consumeEmailToken('late', 'reset', now + 60 * 60 * 1000 + 1)).toBeUndefined();
    expect(await data.consumeEmailToken('late', 'verify', now)).toBeUndefined();
    expect(await data.consumeEmailToken('late', 'reset', now)).toBe('u-2');
    expect(await data.consumeEmailToken('unknown', 'reset', now)).toBeUndefined();
  });

  it('lets only one of two registrations claim an address', async () => {
    const results = await Promise.all([data.claimEmail('race@example.com', 'a'), data.claimEmail('race@example.com', 'b')]);
    expect(results.filter((result) => result.claimed)).toHaveLength(1);
  });
});
