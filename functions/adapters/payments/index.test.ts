import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localGateway } from './stripe';

// Each test loads the adapter afresh under its own environment: the configuration and the keys
// are read once per container, as in a Lambda function.
const secrets = mockClient(SecretsManagerClient);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pte-stripe-keys-'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

afterEach(() => {
  vi.unstubAllEnvs();
  secrets.reset();
});

/** The payments adapter of a stage whose keys file (the local platform's) holds `keys`. */
async function withKeysFile(keys: Record<string, string>) {
  const file = join(dir, `keys-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(keys));
  vi.stubEnv('STRIPE_SECRET_FILE', file);
  return { file, payments: await freshAdapter() };
}

async function freshAdapter() {
  vi.resetModules();
  return import('./index');
}

describe('getPaymentGateway', () => {
  it('takes payments with Stripe when the secret key and the webhook secret are set, with the publishable key for the browser', async () => {
    const { payments } = await withKeysFile({ secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit', publishableKey: 'pk_test_unit' });

    expect(await payments.getPaymentGateway()).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_unit' });
  });

  it('gives no publishable key when none is set', async () => {
    const { payments } = await withKeysFile({ secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit' });

    const gateway = await payments.getPaymentGateway();
    expect(gateway?.mode).toBe('stripe');
    expect(gateway).not.toHaveProperty('publishableKey');
  });

  it('simulates payments locally when the keys file has only a webhook secret, an empty key counting as none', async () => {
    const { payments } = await withKeysFile({ secretKey: '', webhookSecret: 'whsec_local', publishableKey: '' });

    const gateway = (await payments.getPaymentGateway())!;

    expect(gateway.mode).toBe('local');
    // It checks events with the file's secret.
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } });
    expect(gateway.verifyEvent(payload, localGateway({ webhookSecret: 'whsec_local' }).signEvent(payload))).toEqual({ id: 'evt_1', type: 'customer.created' });
  });

  it('turns payments off without a webhook secret, and without any keys', async () => {
    expect(await (await withKeysFile({ secretKey: 'sk_test_unit' })).payments.getPaymentGateway()).toBeUndefined();
    vi.unstubAllEnvs();
    expect(await (await freshAdapter()).getPaymentGateway()).toBeUndefined();
  });

  it('reads the keys once per container: a change of the file shows at the next start', async () => {
    const { file, payments } = await withKeysFile({ webhookSecret: 'whsec_local' });

    const first = await payments.getPaymentGateway();
    await writeFile(file, JSON.stringify({ secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit' }));

    expect(await payments.getPaymentGateway()).toBe(first);
    expect((await (await freshAdapter()).getPaymentGateway())!.mode).toBe('stripe');
  });

  it('fails on keys that are not Stripe keys, naming them', async () => {
    const { payments } = await withKeysFile({ secretKey: 'not-a-key', webhookSecret: 'whsec_unit', publishableKey: 'also-not' });

    await expect(payments.getPaymentGateway()).rejects.toThrow('The Stripe keys are not valid: secretKey, publishableKey');
  });

  it("reads the keys from the stage's secret in AWS", async () => {
    secrets.on(GetSecretValueCommand, { SecretId: 'arn:stripe' }).resolves({ SecretString: JSON.stringify({ secretKey: 'sk_live_x', webhookSecret: 'whsec_live', publishableKey: 'pk_live_x' }) });
    vi.stubEnv('STRIPE_SECRET_ARN', 'arn:stripe');

    expect(await (await freshAdapter()).getPaymentGateway()).toMatchObject({ mode: 'stripe', publishableKey: 'pk_live_x' });
  });

  it('turns payments off while the secret holds only the placeholder the stack made', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ webhookSecret: 'placeholder' }) });
    vi.stubEnv('STRIPE_SECRET_ARN', 'arn:stripe');

    expect(await (await freshAdapter()).getPaymentGateway()).toBeUndefined();
  });
});

describe('usePaymentGateway', () => {
  it('installs a gateway, and goes back to the configured one when given none', async () => {
    const payments = await freshAdapter();
    const installed = localGateway({ webhookSecret: 'whsec_test' });

    payments.usePaymentGateway(installed);
    expect(await payments.getPaymentGateway()).toBe(installed);
    payments.usePaymentGateway(undefined);
    expect(await payments.getPaymentGateway()).toBeUndefined();
  });
});
