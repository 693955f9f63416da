import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway HTTP APIs refuse payloads over 10 MB before any Lambda runs; so does this adapter. */
const apiGatewayPayloadLimit = 10 * 1024 * 1024;
const textContentType = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

/**
 * Serves /api/* the way API Gateway (HTTP API, payload format 2.0) does in AWS: each request
 * becomes an event for the Lambda handler of its route group, and the handler's result becomes
 * the response. Unknown groups go to the fallback group's handler, as the `/api/{proxy+}` route does.
 * Every request carries CloudFront-Viewer-Country as CloudFront sets it, from `viewerCountry`.
 */
export function createApiGatewayAdapter(handlers: Record<string, HttpHandler>, fallbackGroup: string, { viewerCountry }: { viewerCountry?: string } = {}) {
  return async function serveApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const group = url.pathname.split('/')[2] ?? '';
    const groupName = group in handlers ? group : fallbackGroup;
    const handler = handlers[groupName];
    if (!handler) throw new Error(`No handler for the fallback group ${fallbackGroup}`);

    const body = await readBody(request, apiGatewayPayloadLimit);
    if (body === 'too large') {
      send(response, { statusCode: 413, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errors: { internal: true, message: 'Request too large.' } }) });
      request.resume();
      return;
    }
    const requestId = randomUUID();
    const result = await handler(toEvent(request, url, body, requestId, viewerCountry), lambdaContext(groupName, requestId));
    send(response, result);
  };
}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        request.removeAllListeners('data');
        resolve('too large');
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function toEvent(request: IncomingMessage, url: URL, body: Buffer, requestId: string, viewerCountry: string | undefined): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // CloudFront adds the viewer's country (overwriting one the viewer sent); locally it is COUNTRY's.
  if (viewerCountry) headers['cloudfront-viewer-country'] = viewerCountry;
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = textContentType.test(headers['content-type'] ?? 'application/json');
  const method = request.method ?? 'GET';
  const now = new Date();
  const cookies = request.headers.cookie?.split(';').map((cookie) => cookie.trim());
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(url.searchParams.size > 0 ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: url.pathname, protocol: `HTTP/${request.httpVersion}`, sourceIp: request.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId,
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.byteLength > 0 ? { body: body.toString(isText ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: body.byteLength > 0 && !isText,
  };
}

function lambdaContext(group: string, requestId: string): Context {
  const deadline = Date.now() + 29_000; // API Gateway's integration timeout
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${group}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${group}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function send(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, String(value));
  if (result.cookies?.length) response.setHeader('set-cookie', result.cookies);
  response.statusCode = result.statusCode ?? 200;
  response.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
}
