import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineOperation, type Operation } from '@shared/api';
import { signAccessToken, type Caller } from './auth';

// The accounts the router's session check reads: each with its current session token and access.
const accounts = vi.hoisted(() => new Map<string, { userId: string; sessionToken: string; platformAccess: 'admin' | 'student'; stepsDone?: string[] }>());
vi.mock('@functions/data', () => ({ getUser: async (userId: string) => accounts.get(userId) }));
import { ConflictError, TooManyRequestsError } from './errors';
import { createRouter, other, type Implementation } from './router';

const operations = {
  echo: defineOperation({
    group: 'test',
    name: 'echo',
    method: 'POST',
    access: 'public',
    input: z.object({ email: z.email({ message: 'Enter a valid email address.' }), age: z.number().int().min(18, { message: 'Too young.' }) }),
    output: z.object({ email: z.string() }),
    other: z.object({ email: z.string(), known: z.literal(true) }),
    maxBodyBytes: 200,
  }),
  lookup: defineOperation({ group: 'test', name: 'lookup', method: 'GET', access: 'public', input: z.object({ page: z.coerce.number().int().min(1) }), output: z.object({ page: z.number() }) }),
  file: defineOperation({ group: 'test', name: 'file', method: 'GET', access: 'public', input: z.object({ id: z.string() }), output: z.object({ id: z.string() }), pathParam: 'id' }),
  whoAmI: defineOperation({ group: 'test', name: 'whoAmI', method: 'GET', access: 'user', input: z.object({}), output: z.object({ userId: z.string() }) }),
  adminOnly: defineOperation({ group: 'test', name: 'adminOnly', method: 'GET', access: 'admin', input: z.object({}), output: z.object({ ok: z.boolean() }) }),
  adminSave: defineOperation({ group: 'test', name: 'adminSave', method: 'POST', access: 'admin', input: z.object({ name: z.string().min(1) }), output: z.object({ ok: z.boolean() }) }),
  login: defineOperation({ group: 'test', name: 'login', method: 'POST', access: 'guest', input: z.object({}), output: z.object({ signedIn: z.boolean() }) }),
  fail: defineOperation({ group: 'test', name: 'fail', method: 'POST', access: 'public', input: z.object({ kind: z.enum(['conflict', 'throttled', 'bug']) }), output: z.object({}) }),
  webhook: defineOperation({
    group: 'test',
    name: 'webhook',
    method: 'POST',
    access: 'public',
    body: 'raw',
    headers: ['stripe-signature'],
    input: z.object({ rawBody: z.string().min(1, { message: 'Empty.' }), 'stripe-signature': z.string({ message: 'No signature.' }) }),
    output: z.object({ rawBody: z.string(), signature: z.string() }),
  }),
} satisfies Record<string, Operation>;

const implementations: Record<string, Implementation<Operation>> = {
  echo: async (input) => {
    const { email } = input as { email: string };
    return email === 'known@example.com' ? other({ email, known: true }) : { email, password: 'never sent' };
  },
  lookup: async (input) => input,
  webhook: async (input) => {
    const { rawBody, 'stripe-signature': signature } = input as { rawBody: string; 'stripe-signature': string };
    return { rawBody, signature };
  },
  file: async (input) => input,
  whoAmI: async (_input, { caller }) => ({ userId: caller?.userId }),
  adminOnly: async () => ({ ok: true }),
  adminSave: async () => ({ ok: true }),
  login: async (_input, { caller }) => ({ signedIn: caller !== undefined }),
  fail: async (input) => {
    const { kind } = input as { kind: string };
    if (kind === 'conflict') throw new ConflictError('Already done.');
    if (kind === 'throttled') throw new TooManyRequestsError('Too many attempts. Try again in 15 minutes.');
    throw new Error('secret internal detail');
  },
};

const handler = createRouter('test', operations, implementations);

interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  query?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}

async function call({ method = 'GET', path, body, query, token, headers = {} }: Call) {
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(query ? { queryStringParameters: query } : {}),
    requestContext: { requestId: 'req-1', http: { method, path } },
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const context = { awsRequestId: 'aws-1', functionName: 'test', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
  const response = (await handler(event, context)) as APIGatewayProxyStructuredResultV2;
  return { status: response.statusCode, headers: response.headers ?? {}, body: JSON.parse(response.body ?? 'null') as Record<string, unknown> };
}

const student = { userId: 'u-1', role: 'student', sessionToken: 's-1' } as const;
const admin = { userId: 'u-2', role: 'admin', sessionToken: 's-2' } as const;
accounts.set(student.userId, { userId: student.userId, sessionToken: student.sessionToken, platformAccess: 'student' });
accounts.set(admin.userId, { userId: admin.userId, sessionToken: admin.sessionToken, platformAccess: 'admin' });
const blocked = { userId: 'u-3', role: 'student', sessionToken: 's-3' } as const;
accounts.set(blocked.userId, { userId: blocked.userId, sessionToken: blocked.sessionToken, platformAccess: 'student', stepsDone: ['access_blocked'] });
const blockedAdmin = { userId: 'u-4', role: 'admin', sessionToken: 's-4' } as const;
accounts.set(blockedAdmin.userId, { userId: blockedAdmin.userId, sessionToken: blockedAdmin.sessionToken, platformAccess: 'admin', stepsDone: ['access_blocked'] });

describe('contract router', () => {
  it('answers 200 with the declared output only, dropping undeclared fields', async () => {
    const response = await call({ method: 'POST', path: '/api/test/echo', body: JSON.stringify({ email: 'a@example.com', age: 30 }) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'a@example.com' });
    expect(response.headers['x-request-id']).toBe('req-1');
  });

  it('answers 201 with the other-outcome body', async () => {
    const response = await call({ method: 'POST', path: '/api/test/echo', body: JSON.stringify({ email: 'known@example.com', age: 30 }) });
    expect(response).toMatchObject({ status: 201, body: { email: 'known@example.com', known: true } });
  });

  it('answers 400 with a message per invalid field', async () => {
    const response = await call({ method: 'POST', path: '/api/test/echo', body: JSON.stringify({ email: 'nope', age: 12 }) });
    expect(response).toMatchObject({ status: 400, body: { errors: { email: 'Enter a valid email address.', age: 'Too young.' } } });
  });

  it('answers 400 on malformed JSON and on a body that is not an object', async () => {
    const malformed = await call({ method: 'POST', path: '/api/test/echo', body: '{"email":' });
    expect(malformed).toMatchObject({ status: 400, body: { errors: { body: 'The request body is not valid JSON.' } } });
    const array = await call({ method: 'POST', path: '/api/test/echo', body: '[1]' });
    expect(array).toMatchObject({ status: 400, body: { errors: { body: 'The request body must be a JSON object.' } } });
  });

  it('parses GET input from the query string and a path parameter into input.id', async () => {
    expect(await call({ path: '/api/test/lookup', query: { page: '3' } })).toMatchObject({ status: 200, body: { page: 3 } });
    expect(await call({ path: '/api/test/lookup', query: { page: 'zero' } })).toMatchObject({ status: 400, body: { errors: { page: expect.any(String) } } });
    expect(await call({ path: '/api/test/file/abc%20d' })).toMatchObject({ status: 200, body: { id: 'abc d' } });
  });

  it('answers 401 to a user operation without a token, with a forged token and with an expired one', async () => {
    expect((await call({ path: '/api/test/whoAmI' })).status).toBe(401);
    const forged = await new SignJWT({ role: 'admin', sessionToken: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u-9').setExpirationTime('1h').sign(new TextEncoder().encode('another key'));
    expect(await call({ path: '/api/test/whoAmI', token: forged })).toMatchObject({ status: 401, body: { errors: { internal: true } } });
    const key = new TextEncoder().encode(readFileSync(process.env.JWT_SECRET_FILE!, 'utf8').trim());
    const expired = await new SignJWT({ role: 'student', sessionToken: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u-1').setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    expect(await call({ path: '/api/test/whoAmI', token: expired })).toMatchObject({ status: 401, body: { errors: { message: 'Your session has expired. Please log in again.' } } });
  });

  it('gives a signed-in caller to the implementation', async () => {
    const response = await call({ path: '/api/test/whoAmI', token: await signAccessToken(student) });
    expect(response).toMatchObject({ status: 200, body: { userId: 'u-1' } });
  });

  it('answers 403 to an admin operation called by a student, 200 to an admin', async () => {
    expect((await call({ path: '/api/test/adminOnly', token: await signAccessToken(student) })).status).toBe(403);
    expect((await call({ path: '/api/test/adminOnly', token: await signAccessToken(admin) })).status).toBe(200);
  });

  it('answers 401 with the blocked message to every call of a blocked student, public operations included, whatever the input', async () => {
    const token = await signAccessToken(blocked);
    for (const request of [{ path: '/api/test/whoAmI', token }, { path: '/api/test/lookup', query: { page: '1' }, token }, { path: '/api/test/lookup', query: { page: 'zero' }, token }]) {
      expect(await call(request)).toMatchObject({ status: 401, body: { errors: { internal: true, message: 'Your account has been blocked. Contact the team if needed.' } } });
    }
    expect((await call({ path: '/api/test/adminOnly', token: await signAccessToken(blockedAdmin) })).status).toBe(200);
  });

  it('checks access before the input, so a refused caller learns nothing of the input rules', async () => {
    expect((await call({ method: 'POST', path: '/api/test/adminSave', body: '{}', token: await signAccessToken(student) })).status).toBe(403);
    expect((await call({ method: 'POST', path: '/api/test/adminSave', body: '{}' })).status).toBe(401);
    expect((await call({ method: 'POST', path: '/api/test/adminSave', body: '{}', token: await signAccessToken(admin) })).status).toBe(400);
  });

  it("takes the role from the account, not from the token", async () => {
    expect((await call({ path: '/api/test/adminOnly', token: await signAccessToken({ ...student, role: 'admin' }) })).status).toBe(403);
  });

  it('answers 401 to a token whose session is no longer the account\'s current one, or whose account is gone', async () => {
    const replaced = await signAccessToken({ ...student, sessionToken: 's-0' });
    expect(await call({ path: '/api/test/whoAmI', token: replaced })).toMatchObject({ status: 401, body: { errors: { message: 'Other session detected!' } } });
    expect(await call({ path: '/api/test/lookup', query: { page: '1' }, token: replaced })).toMatchObject({ status: 401 });
    const gone = await signAccessToken({ ...student, userId: 'u-404' });
    expect(await call({ path: '/api/test/whoAmI', token: gone })).toMatchObject({ status: 401, body: { errors: { message: 'Account not recognized.' } } });
  });

  it('answers 401 to a token without an expiry', async () => {
    const key = new TextEncoder().encode(readFileSync(process.env.JWT_SECRET_FILE!, 'utf8').trim());
    const everlasting = await new SignJWT({ role: 'student', sessionToken: student.sessionToken }).setProtectedHeader({ alg: 'HS256' }).setSubject(student.userId).sign(key);
    expect(await call({ path: '/api/test/whoAmI', token: everlasting })).toMatchObject({ status: 401 });
  });

  it('reads no token on guest operations, even an invalid one', async () => {
    const response = await call({ method: 'POST', path: '/api/test/login', token: 'garbage' });
    expect(response).toMatchObject({ status: 200, body: { signedIn: false } });
  });

  it('answers 404 to an unknown operation, a path outside the group and extra path segments', async () => {
    for (const path of ['/api/test/nothing', '/api/other/echo', '/api/test/lookup/extra', '/api/test/file', '/api/test/file/a/b', '/api/test/file/%E0%A4%A']) {
      expect(await call({ path }), path).toMatchObject({ status: 404, body: { errors: { internal: true, message: 'No such route.' } } });
    }
  });

  it('answers 405 with an Allow header to the wrong method', async () => {
    const response = await call({ method: 'PUT', path: '/api/test/echo' });
    expect(response).toMatchObject({ status: 405, headers: { allow: 'POST' }, body: { errors: { internal: true } } });
  });

  it('answers 413 to a body over the operation limit', async () => {
    const response = await call({ method: 'POST', path: '/api/test/echo', body: JSON.stringify({ email: 'a@example.com', age: 30, pad: 'x'.repeat(300) }) });
    expect(response).toMatchObject({ status: 413, body: { errors: { internal: true } } });
  });

  it('maps domain errors to their status with their message', async () => {
    expect(await call({ method: 'POST', path: '/api/test/fail', body: '{"kind":"conflict"}' })).toMatchObject({ status: 409, body: { errors: { internal: true, message: 'Already done.' } } });
    expect(await call({ method: 'POST', path: '/api/test/fail', body: '{"kind":"throttled"}' })).toMatchObject({ status: 429, body: { errors: { message: 'Too many attempts. Try again in 15 minutes.' } } });
  });

  it('answers 500 with the request id and no internal detail to an unexpected failure', async () => {
    const response = await call({ method: 'POST', path: '/api/test/fail', body: '{"kind":"bug"}' });
    expect(response).toMatchObject({ status: 500, body: { errors: { internal: true, message: 'Server error!', requestId: 'req-1' } } });
    expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
  });
});

describe('Implementation', () => {
  it("receives a caller for 'user' and 'admin' operations, maybe one for 'public' and none for 'guest'", () => {
    type CallerFor<O extends Operation> = Parameters<Implementation<O>>[1]['caller'];
    expectTypeOf<CallerFor<typeof operations.whoAmI>>().toEqualTypeOf<Caller>();
    expectTypeOf<CallerFor<typeof operations.adminOnly>>().toEqualTypeOf<Caller>();
    expectTypeOf<CallerFor<typeof operations.echo>>().toEqualTypeOf<Caller | undefined>();
    expectTypeOf<CallerFor<typeof operations.login>>().toEqualTypeOf<undefined>();
  });
});

describe('a raw body', () => {
  it('reaches the operation as the exact text sent, with the header it reads, never parsed as JSON', async () => {
    const body = '{"id": "evt_1",\n  "amount":  5 }';
    expect(await call({ method: 'POST', path: '/api/test/webhook', body, headers: { 'stripe-signature': 't=1,v1=abc' } })).toMatchObject({ status: 200, body: { rawBody: body, signature: 't=1,v1=abc' } });
    expect(await call({ method: 'POST', path: '/api/test/webhook', body: 'not json at all', headers: { 'stripe-signature': 's' } })).toMatchObject({ status: 200, body: { rawBody: 'not json at all' } });
  });

  it('refuses a missing body or signature with field errors', async () => {
    expect(await call({ method: 'POST', path: '/api/test/webhook', headers: { 'stripe-signature': 's' } })).toMatchObject({ status: 400, body: { errors: { rawBody: expect.any(String) } } });
    expect(await call({ method: 'POST', path: '/api/test/webhook', body: '{}' })).toMatchObject({ status: 400, body: { errors: { 'stripe-signature': 'No signature.' } } });
  });
});
