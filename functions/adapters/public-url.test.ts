import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Links in mails point where the app is served: given directly, or the parameter the web stack
// writes (read from a mocked SSM). Each test loads the adapter afresh under its own environment.
const ssm = mockClient(SSMClient);

afterEach(() => {
  vi.unstubAllEnvs();
  ssm.reset();
});

async function freshPublicUrl() {
  vi.resetModules();
  return import('./public-url');
}

describe('appLink', () => {
  it('links a route of the app with its query at the configured address', async () => {
    expect(await (await freshPublicUrl()).appLink('/verify', { token: 'a b' })).toBe('http://localhost:3000/verify?token=a+b');
  });

  it("reads the address from the web stack's parameter once, in AWS", async () => {
    ssm.on(GetParameterCommand, { Name: '/pte/unit/public-url' }).resolves({ Parameter: { Value: 'https://d111.cloudfront.net' } });
    vi.stubEnv('PUBLIC_URL', undefined);
    vi.stubEnv('PUBLIC_URL_PARAMETER', '/pte/unit/public-url');
    const publicUrl = await freshPublicUrl();

    expect(await publicUrl.appLink('/api/pricing/stripeWebhook')).toBe('https://d111.cloudfront.net/api/pricing/stripeWebhook');
    expect(await publicUrl.getPublicUrl()).toBe('https://d111.cloudfront.net');
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
  });

  it('fails while the parameter is empty', async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '' } });
    vi.stubEnv('PUBLIC_URL', undefined);
    vi.stubEnv('PUBLIC_URL_PARAMETER', '/pte/unit/public-url');

    await expect((await freshPublicUrl()).getPublicUrl()).rejects.toThrow('The parameter /pte/unit/public-url is empty');
  });
});
