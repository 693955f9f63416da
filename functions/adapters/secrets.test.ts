import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The secrets of a stage in AWS, against a mocked Secrets Manager. Each test loads the adapter
// afresh under its own environment: secrets are read once per container.
const secretsManager = mockClient(SecretsManagerClient);

afterEach(() => {
  vi.unstubAllEnvs();
  secretsManager.reset();
});

async function freshSecrets() {
  vi.resetModules();
  return import('./secrets');
}

describe('getJwtKey', () => {
  it("reads the signing key from the stage's secret once, without its line end", async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: 'arn:jwt' }).resolves({ SecretString: 'signing-key\n' });
    vi.stubEnv('JWT_SECRET_FILE', undefined);
    vi.stubEnv('JWT_SECRET_ARN', 'arn:jwt');
    const secrets = await freshSecrets();

    expect(new TextDecoder().decode(await secrets.getJwtKey())).toBe('signing-key');
    await secrets.getJwtKey();
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('fails on a secret that holds nothing', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({});
    vi.stubEnv('JWT_SECRET_FILE', undefined);
    vi.stubEnv('JWT_SECRET_ARN', 'arn:jwt');

    await expect((await freshSecrets()).getJwtKey()).rejects.toThrow('The secret arn:jwt is empty');
  });
});

describe('getOriginKey', () => {
  it('is absent where no CDN stands in front, and read from its secret where one does', async () => {
    expect((await freshSecrets()).getOriginKey()).toBeUndefined();

    secretsManager.on(GetSecretValueCommand, { SecretId: 'arn:origin' }).resolves({ SecretString: ' origin-key ' });
    vi.stubEnv('ORIGIN_KEY_SECRET_ARN', 'arn:origin');
    expect(await (await freshSecrets()).getOriginKey()).toBe('origin-key');
  });
});

describe('getMobileApiKey', () => {
  it('is read from its secret in AWS, and refused where none is configured', async () => {
    await expect((await freshSecrets()).getMobileApiKey()).rejects.toThrow('MOBILE_SECRET_ARN is not set');

    secretsManager.on(GetSecretValueCommand, { SecretId: 'arn:mobile' }).resolves({ SecretString: 'adapty-key\n' });
    vi.stubEnv('MOBILE_SECRET_ARN', 'arn:mobile');
    expect(await (await freshSecrets()).getMobileApiKey()).toBe('adapty-key');
  });
});

describe('getStripeKeys', () => {
  it('has no keys where neither a secret nor a file is configured', async () => {
    expect(await (await freshSecrets()).getStripeKeys()).toEqual({});
  });
});
