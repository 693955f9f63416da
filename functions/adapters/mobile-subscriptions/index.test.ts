import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads the adapter afresh under its own environment, as a new container would.
const secrets = mockClient(SecretsManagerClient);
const account = { userId: 'user-1', email: 'student@example.com' };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  secrets.reset();
});

async function freshAdapter() {
  vi.resetModules();
  return import('./index');
}

describe('getMobileSubscriptions', () => {
  it("reads the local simulator's file on the local platform", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pte-mobile-index-'));
    try {
      const file = join(dir, 'mobile-subscriptions.json');
      await writeFile(file, JSON.stringify({ [account.email]: { active: true, plan: 'package_silver', expiresAt: 1_900_000_000_000 } }));
      vi.stubEnv('MOBILE_SUBSCRIPTIONS_FILE', file);

      const service = (await freshAdapter()).getMobileSubscriptions();

      expect(await service.subscriptionOf(account)).toEqual({ active: true, plan: 'package_silver', expiresAt: 1_900_000_000_000 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("asks Adapty in AWS, with the API key from the stage's secret", async () => {
    // Prepare
    secrets.on(GetSecretValueCommand, { SecretId: 'arn:mobile' }).resolves({ SecretString: 'adapty-key\n' });
    const asked: { url: string; headers: Headers }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push({ url, headers: new Headers(init?.headers) });
      return new Response(JSON.stringify({ data: { access_levels: [{ access_level_id: 'premium', is_active: true, expires_at: '2030-01-01T00:00:00Z' }] } }), { status: 200 });
    });
    vi.stubEnv('MOBILE_SECRET_ARN', 'arn:mobile');

    // Act
    const adapter = await freshAdapter();
    const subscription = await adapter.getMobileSubscriptions().subscriptionOf(account);

    // Assess
    expect(subscription).toEqual({ active: true, plan: 'package_ultimate', expiresAt: Date.parse('2030-01-01T00:00:00Z') });
    expect(asked.map(({ url, headers }) => [url, headers.get('authorization'), headers.get('adapty-customer-user-id')])).toEqual([['https://api.adapty.io/api/v2/server-side-api/profile/', 'Api-Key adapty-key', 'user-1']]);
    expect(adapter.getMobileSubscriptions()).toBe(adapter.getMobileSubscriptions());
  });

  it('knows no account where neither is configured', async () => {
    expect(await (await freshAdapter()).getMobileSubscriptions().subscriptionOf(account)).toBeUndefined();
  });
});
