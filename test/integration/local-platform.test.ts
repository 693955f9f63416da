import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, runLocalPlatformToExit, startLocalPlatform, temporaryDataDir, type RunningPlatform } from '@test/fixtures/local-platform';

const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };

async function request(platform: RunningPlatform, path: string, init?: RequestInit) {
  const response = await fetch(new URL(path, platform.appUrl), init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

const postJson = (body: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('local platform over HTTP', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: RunningPlatform;

  beforeAll(async () => {
    dataDir = await temporaryDataDir({ empty: true });
    platform = await startLocalPlatform({ DATA_DIR: dataDir.path });
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  it('answers getDateNow with the server clock', async () => {
    const before = Date.now();
    const response = await request(platform, '/api/settings/getDateNow');
    expect(response.status).toBe(200);
    const { dateNow } = response.body as { dateNow: number };
    expect(dateNow).toBeGreaterThanOrEqual(before);
    expect(dateNow).toBeLessThanOrEqual(Date.now());
  });

  it('answers checkAppVersion with the seeded APP_VERSION, and the health check', async () => {
    expect(await request(platform, '/api/users/checkAppVersion')).toMatchObject({ status: 200, body: { APP_VERSION: version } });
    expect(await request(platform, '/api/settings/health')).toMatchObject({ status: 200, body: { status: 'ok', stage: 'local' } });
  });

  it('saves to the mailing list once, answers 201 the second time and refuses a bad address on its field', async () => {
    expect(await request(platform, '/api/maillist/saveToMailList', postJson('{"email":"  Ann@Example.com "}'))).toMatchObject({ status: 200, body: { email: 'ann@example.com' } });
    expect(await request(platform, '/api/maillist/saveToMailList', postJson('{"email":"ann@example.com"}'))).toMatchObject({ status: 201, body: { alreadySubscribed: true } });
    expect(await request(platform, '/api/maillist/saveToMailList', postJson('{"email":"ann"}'))).toMatchObject({ status: 400, body: { errors: { email: 'Enter a valid email address.' } } });
  });

  it('answers malformed JSON, unknown routes, wrong methods and oversize bodies with the §4 bodies', async () => {
    expect(await request(platform, '/api/maillist/saveToMailList', postJson('{"email":'))).toMatchObject({ status: 400, body: { errors: { body: 'The request body is not valid JSON.' } } });
    for (const path of ['/api/nothing/here', '/api/settings/nothing', '/api/']) {
      expect(await request(platform, path), path).toMatchObject({ status: 404, body: { errors: { internal: true, message: 'No such route.' } } });
    }
    const wrongMethod = await request(platform, '/api/settings/getDateNow', postJson('{}'));
    expect(wrongMethod).toMatchObject({ status: 405, body: { errors: { internal: true } } });
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    const oversize = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024) });
    expect(await request(platform, '/api/maillist/saveToMailList', postJson(oversize))).toMatchObject({ status: 413, body: { errors: { internal: true } } });
    const failure = await request(platform, '/api/maillist/saveToMailList', postJson('{"email":'));
    expect(failure.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the SPA with a history fallback and the mail viewer', async () => {
    const home = await request(platform, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await request(platform, '/mock-test/results?id=1')).toMatchObject({ status: 200, body: home.body });
    expect((await request(platform, '/assets/missing.js')).status).toBe(404);
    expect((await request(platform, '/%E0%A4%A')).status).toBe(404);
    expect((await request(platform, '/../package.json')).body).not.toContain('"devDependencies"');
    const viewer = await fetch(platform.mailUrl);
    expect(viewer.status).toBe(200);
  });

  it('keeps its data across a restart and stops cleanly on Ctrl-C', async () => {
    expect(await platform.stop()).toBe(0);
    expect(platform.output()).toContain('Stopped.');
    platform = await startLocalPlatform({ DATA_DIR: dataDir.path });
    expect(platform.output()).toContain('app settings kept');
    expect(await request(platform, '/api/maillist/saveToMailList', postJson('{"email":"ann@example.com"}'))).toMatchObject({ status: 201 });
  });

  it('says clearly when its port is taken', async () => {
    const port = new URL(platform.appUrl).port;
    const other = await temporaryDataDir({ empty: true });
    const { code, output } = await runLocalPlatformToExit({ PORT: port, DATA_DIR: other.path, SKIP_WEB_BUILD: 'true' });
    await other.remove();
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} is already in use`);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
