import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import {
  contract,
  defaultMaxBodyBytes,
  type Access,
  FileBodySchema,
  type FileBody,
  serverErrorMessage,
  type Contract,
  type FieldErrorsBody,
  type GroupName,
  type InternalErrorBody,
  type Operation,
  type OtherOf,
  type OutputOf,
} from '@shared/api';
import { authenticate, bearerToken, type Caller } from './auth';
import { clientAddressOf } from './client-address';
import {
  AppError,
  FieldValidationError,
  ForbiddenError,
  MethodNotAllowedError,
  NotFoundError,
  NotSignedInError,
  PayloadTooLargeError,
} from './errors';
import { observedHandler } from './handler';
import { logger } from './logger';
import { parseMultipart } from './multipart';
import { tracer } from './tracer';

/** The caller an operation's access guarantees: always one for 'user' and 'admin', one when a token was sent for 'public', none for 'guest'. */
type CallerOf<A extends Access> = A extends 'user' | 'admin' ? Caller : A extends 'public' ? Caller | undefined : undefined;

export interface OperationContext<A extends Access = Access> {
  requestId: string;
  /** The client's network address (the viewer's, behind CloudFront), for limits per address. */
  clientAddress: string;
  caller: CallerOf<A>;
}

const otherOutcome = Symbol('otherOutcome');
interface OtherOutcome<T> {
  [otherOutcome]: true;
  body: T;
}

/** Marks a result as the spec's "other outcome", answered with 201. */
export function other<T>(body: T): OtherOutcome<T> {
  return { [otherOutcome]: true, body };
}

export type Implementation<O extends Operation> = (
  input: z.output<O['input']>,
  context: OperationContext<O['access']>,
) => Promise<OutputOf<O> | OtherOutcome<OtherOf<O>>>;

export type GroupImplementations<G extends GroupName> = {
  [K in keyof Contract[G]]: Contract[G][K] extends Operation ? Implementation<Contract[G][K]> : never;
};

type Response = APIGatewayProxyStructuredResultV2;

/**
 * The Lambda handler of one route group, derived from the contract: it finds the operation of
 * /api/<group>/<name>[/<id>], checks method and body size, parses the input with the operation's
 * schema, checks access from the bearer token, runs the implementation and parses its output.
 * Every failure becomes a DESIGN.md §4 response; nothing else leaves as a 500.
 */
export function createGroupHandler<G extends GroupName>(group: G, implementations: GroupImplementations<G>) {
  return createRouter(group, contract[group], implementations as Record<string, Implementation<Operation>>);
}

/** The untyped core of createGroupHandler, for any set of operations of one group. */
export function createRouter(group: string, operations: Record<string, Operation>, implementations: Record<string, Implementation<Operation>>) {
  const log = logger.createChild({ persistentKeys: { routeGroup: group } });

  async function route(event: APIGatewayProxyEventV2, lambdaContext: Context): Promise<Response> {
    const requestId = requestIdOf(event, lambdaContext);
    log.appendKeys({ requestId });
    try {
      const { operation, id } = findOperation(group, operations, event);
      tracer.putAnnotation('operation', `${group}/${operation.name}`);
      // Access first: a caller refused (signed out, blocked, not an admin) is refused whatever they sent.
      const caller = await authorize(operation, event);
      const input = parseInput(operation, event, id);
      if (caller) log.appendKeys({ userId: caller.userId });
      const implementation = implementations[operation.name];
      if (!implementation) throw new NotFoundError('Unknown operation.');
      const result = await implementation(input, { requestId, clientAddress: await clientAddressOf(event), caller });
      if (isOtherOutcome(result)) {
        if (!operation.other) throw new Error(`${operation.name} has no declared other outcome`);
        return json(201, operation.other.parse(result.body), requestId);
      }
      if (operation.response === 'file') return fileResponse(FileBodySchema.parse(result), requestId);
      return json(200, operation.output.parse(result), requestId);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  }

  function errorResponse(error: unknown, requestId: string): Response {
    if (error instanceof FieldValidationError) {
      log.info('Rejected input', { fields: Object.keys(error.fields) });
      return json(400, { errors: error.fields } satisfies FieldErrorsBody, requestId);
    }
    if (error instanceof AppError) {
      log.info('Refused', { status: error.status, reason: error.name });
      const headers = error instanceof MethodNotAllowedError ? { allow: error.allowed } : undefined;
      return json(error.status, internalBody(error.message), requestId, headers);
    }
    log.error('Unexpected failure', error as Error);
    tracer.addErrorAsMetadata(error as Error);
    return json(500, internalBody(serverErrorMessage, requestId), requestId);
  }

  return observedHandler(log, route);
}

function requestIdOf(event: APIGatewayProxyEventV2, context: Context): string {
  return event.requestContext?.requestId || context.awsRequestId;
}

function findOperation(group: string, operations: Record<string, Operation>, event: APIGatewayProxyEventV2) {
  const prefix = `/api/${group}/`;
  const path = event.rawPath ?? '';
  if (!path.startsWith(prefix)) throw new NotFoundError('No such route.');
  const [name = '', id, ...rest] = path.slice(prefix.length).split('/');
  const operation = Object.values(operations).find((candidate) => candidate.name === name);
  const idAllowed = operation?.pathParam ? id !== undefined && id !== '' : id === undefined;
  if (!operation || !idAllowed || rest.length > 0) throw new NotFoundError('No such route.');
  if (event.requestContext.http.method !== operation.method) throw new MethodNotAllowedError(operation.method);
  return { operation, id: id === undefined ? undefined : decodePathSegment(id) };
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new NotFoundError('No such route.');
  }
}

function parseInput(operation: Operation, event: APIGatewayProxyEventV2, id: string | undefined): unknown {
  const raw = { ...readPayload(operation, event), ...(id === undefined ? {} : { id }) };
  const result = operation.input.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message;
  }
  throw new FieldValidationError(fields);
}

function readPayload(operation: Operation, event: APIGatewayProxyEventV2): Record<string, unknown> {
  const headers = Object.fromEntries((operation.headers ?? []).flatMap((name) => (event.headers?.[name] === undefined ? [] : [[name, event.headers[name]]])));
  return { ...readBody(operation, event), ...headers };
}

function readBody(operation: Operation, event: APIGatewayProxyEventV2): Record<string, unknown> {
  if (operation.method === 'GET') return { ...event.queryStringParameters };
  const body = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  const limit = operation.maxBodyBytes ?? defaultMaxBodyBytes;
  if (body.byteLength > limit) throw new PayloadTooLargeError(limit);
  // The exact text, for a signature over the bytes; empty is left to the schema to refuse.
  if (operation.body === 'raw') return body.byteLength === 0 ? {} : { rawBody: body.toString('utf8') };
  if (body.byteLength === 0) return {};
  if (operation.body === 'multipart') {
    const fields = parseMultipart(body, event.headers?.['content-type']);
    if (!fields) throw new FieldValidationError({ body: 'The upload is not a valid multipart form.' });
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new FieldValidationError({ body: 'The request body is not valid JSON.' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new FieldValidationError({ body: 'The request body must be a JSON object.' });
  }
  return parsed as Record<string, unknown>;
}

async function authorize(operation: Operation, event: APIGatewayProxyEventV2): Promise<Caller | undefined> {
  if (operation.access === 'guest') return undefined;
  const token = bearerToken(event.headers?.authorization);
  if (!token) {
    if (operation.access === 'public') return undefined;
    throw new NotSignedInError();
  }
  const caller = await authenticate(token);
  if (operation.access === 'admin' && caller.role !== 'admin') throw new ForbiddenError();
  return caller;
}

function isOtherOutcome(result: unknown): result is OtherOutcome<unknown> {
  return typeof result === 'object' && result !== null && otherOutcome in result;
}

function internalBody(message: string, requestId?: string): InternalErrorBody {
  return { errors: { internal: true, message, ...(requestId ? { requestId } : {}) } };
}

/** The bytes themselves (base64 through API Gateway), 206 with Content-Range for a range. */
function fileResponse(file: FileBody, requestId: string): Response {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-length': String(file.bytes.byteLength),
    'cache-control': file.cacheControl,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
  };
  // An SVG opened on its own must not run scripts: it is served as a picture, nothing more.
  if (file.contentType.startsWith('image/svg')) headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  if (file.range) headers['content-range'] = `bytes ${file.range.start}-${file.range.end}/${file.totalBytes}`;
  return { statusCode: file.range ? 206 : 200, headers, body: Buffer.from(file.bytes).toString('base64'), isBase64Encoded: true };
}

function json(statusCode: number, body: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-request-id': requestId, ...headers },
    body: JSON.stringify(body),
  };
}
