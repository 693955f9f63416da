import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adaptySubscriptions } from './adapty';
import { fileSubscriptions } from './file-simulator';

const account = { userId: 'user-1', email: 'student@example.com' };

describe('adaptySubscriptions', () => {
  const answering = (status: number, body: unknown, seen: Headers[] = []) =>
    (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;

  it('asks for the profile by our user id, or by its profile id when linked, with the API key', async () => {
    const seen: Headers[] = [];
    const service = adaptySubscriptions({ apiKey: async () => 'secret-key', fetch: answering(200, { data: { access_levels: [] } }, seen) });
    await service.subscriptionOf(account);
    await service.subscriptionOf({ ...account, adaptyId: 'profile-9' });
    expect(seen.map((headers) => [headers.get('authorization'), headers.get('adapty-customer-user-id'), headers.get('adapty-profile-id')])).toEqual([
      ['Api-Key secret-key', 'user-1', null],
      ['Api-Key secret-key', null, 'profile-9'],
    ]);
  });

  it('takes the highest active access level as the plan, until it expires', async () => {
    const levels = [
      { access_level_id: 'bronze', is_active: true, expires_at: '2030-01-01T00:00:00Z' },
      { access_level_id: 'ultimate', is_active: false, expires_at: '2029-01-01T00:00:00Z' },
      { access_level_id: 'silver', is_active: true, expires_at: '2030-02-01T00:00:00Z' },
    ];
    const service = adaptySubscriptions({ apiKey: async () => 'k', fetch: answering(200, { data: { access_levels: levels } }) });
    expect(await service.subscriptionOf(account)).toEqual({ active: true, plan: 'package_silver', expiresAt: Date.parse('2030-02-01T00:00:00Z') });
  });

  it('takes an access level without an end as running with no end, and ignores levels that name no plan', async () => {
    const levels = [
      { access_level_id: 'ultimate', is_active: true, expires_at: null },
      { access_level_id: 'bronze', is_active: true, expires_at: '2030-01-01T00:00:00Z' },
      { access_level_id: 'ads_free', is_active: true, expires_at: '2031-01-01T00:00:00Z' },
    ];
    const service = adaptySubscriptions({ apiKey: async () => 'k', fetch: answering(200, { data: { access_levels: levels } }) });

    expect(await service.subscriptionOf(account)).toEqual({ active: true, plan: 'package_ultimate' });
    expect(await adaptySubscriptions({ apiKey: async () => 'k', fetch: answering(200, { data: {} }) }).subscriptionOf(account)).toEqual({ active: false });
  });

  it('knows no profile on 404 and fails on another error, so the sync changes nothing', async () => {
    expect(await adaptySubscriptions({ apiKey: async () => 'k', fetch: answering(404, {}) }).subscriptionOf(account)).toBeUndefined();
    await expect(adaptySubscriptions({ apiKey: async () => 'k', fetch: answering(500, {}) }).subscriptionOf(account)).rejects.toThrow('Adapty answered 500');
  });
});

describe('fileSubscriptions', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('finds a subscription by profile id, user id or e-mail address, and none without a file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pte-mobile-'));
    const path = join(dir, 'mobile-subscriptions.json');
    expect(await fileSubscriptions(path).subscriptionOf(account)).toBeUndefined();
    await writeFile(path, JSON.stringify({ 'student@example.com': { active: true, plan: 'package_bronze', expiresAt: 1 }, 'profile-2': { active: false } }));
    expect(await fileSubscriptions(path).subscriptionOf(account)).toEqual({ active: true, plan: 'package_bronze', expiresAt: 1 });
    expect(await fileSubscriptions(path).subscriptionOf({ userId: 'u', email: 'x@example.com', adaptyId: 'profile-2' })).toEqual({ active: false });
  });

  it('fails when the file cannot be read for another reason than its absence', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pte-mobile-'));

    await expect(fileSubscriptions(dir).subscriptionOf(account)).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
