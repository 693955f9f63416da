import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getOriginKey } from '@functions/adapters/secrets';

/** Set by the web stack's CloudFront function from the viewer's own address. */
export const viewerAddressHeader = 'x-viewer-address';
/** Sent by CloudFront to the API origin, holding the origin key. */
export const originKeyHeader = 'x-origin-key';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The student's network address, for limits per address. Behind CloudFront, API Gateway sees the
 * edge server's address, so every student of one edge would share a limit; CloudFront passes the
 * viewer's address instead. That header is believed only with the origin key, which only
 * CloudFront has: a request sent straight to API Gateway could set it to anything.
 */
export async function clientAddressOf(event: APIGatewayProxyEventV2): Promise<string> {
  const sourceIp = event.requestContext?.http?.sourceIp || 'unknown';
  const viewerAddress = event.headers?.[viewerAddressHeader];
  const sentKey = event.headers?.[originKeyHeader];
  const originKey = getOriginKey();
  if (!viewerAddress || !sentKey || !originKey) return sourceIp;
  return sameSecret(sentKey, await originKey) ? viewerAddress : sourceIp;
}
