import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The origin key CloudFront holds in AWS; undefined stands for the local platform, which has none.
const secrets = vi.hoisted(() => ({ originKey: undefined as string | undefined }));
vi.mock('@functions/adapters/secrets', () => ({ getOriginKey: () => (secrets.originKey === undefined ? undefined : Promise.resolve(secrets.originKey)) }));
import { clientAddressOf } from './client-address';

const eventFrom = (sourceIp: string, headers: Record<string, string> = {}) => ({ requestContext: { http: { sourceIp } }, headers }) as unknown as APIGatewayProxyEventV2;

describe('clientAddressOf', () => {
  beforeEach(() => {
    secrets.originKey = 'k'.repeat(40);
  });

  it("takes the viewer's address CloudFront passes with the origin key", async () => {
    const event = eventFrom('130.176.1.1', { 'x-viewer-address': '203.0.113.7', 'x-origin-key': 'k'.repeat(40) });
    expect(await clientAddressOf(event)).toBe('203.0.113.7');
  });

  it('ignores a viewer address sent straight to API Gateway with a wrong or no key', async () => {
    expect(await clientAddressOf(eventFrom('198.51.100.9', { 'x-viewer-address': '203.0.113.7', 'x-origin-key': 'guess' }))).toBe('198.51.100.9');
    expect(await clientAddressOf(eventFrom('198.51.100.9', { 'x-viewer-address': '203.0.113.7' }))).toBe('198.51.100.9');
  });

  it('uses the connection address where no CDN stands in front', async () => {
    secrets.originKey = undefined;
    expect(await clientAddressOf(eventFrom('127.0.0.1', { 'x-viewer-address': '203.0.113.7', 'x-origin-key': 'anything' }))).toBe('127.0.0.1');
  });
});
