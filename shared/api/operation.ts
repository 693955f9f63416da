import type { z } from 'zod';

/** Who may call an operation. Checked on the server from the bearer token. */
export type Access =
  /** Anyone; a valid token, when sent, identifies the caller. */
  | 'public'
  /** Visitors' own flows (register, log in, reset a password): no token is read. */
  | 'guest'
  /** A signed-in user. */
  | 'user'
  /** A signed-in user whose platformAccess is admin. */
  | 'admin';

export type HttpMethod = 'GET' | 'POST';

/**
 * Request headers an operation may read as input: a byte range; the visitor's country, which
 * CloudFront adds (the local platform sets it from COUNTRY); a Stripe webhook's signature.
 */
export type RequestHeader = 'range' | 'cloudfront-viewer-country' | 'stripe-signature';

/** One /api operation, declared once and shared by the Lambda router and the browser client. */
export interface Operation<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Other extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
> {
  group: string;
  name: string;
  method: HttpMethod;
  access: A;
  /** Parsed from the query string (GET) or the JSON body (POST), plus the path parameter `id` when `pathParam` is set. */
  input: Input;
  /** The 200 body. Output is parsed before it leaves the server, so undeclared fields never reach a client. */
  output: Output;
  /** The 201 body: the spec's "other outcome" (e-mail not verified, token expired, promo expired...). */
  other?: Other;
  /**
   * How a POST body is read: JSON (the default); multipart/form-data, whose file parts become
   * `{ filename, contentType, bytes }` and whose other parts become strings; or 'raw', the body's
   * text exactly as sent, as input.rawBody (a signed webhook, whose signature covers the bytes).
   */
  body?: 'json' | 'multipart' | 'raw';
  /** Request headers copied into the input under their lower-case names, e.g. ['range']. */
  headers?: readonly RequestHeader[];
  /** JSON (the default), or 'file': the output is a FileBody sent as the bytes themselves. */
  response?: 'json' | 'file';
  /** A trailing path segment carried as input.id, as in GET /api/aws/getAudioFile/{id}. */
  pathParam?: 'id';
  /** Largest accepted request body in bytes; 1 MB unless an operation needs more. */
  maxBodyBytes?: number;
}

export const defaultMaxBodyBytes = 1024 * 1024;

/** Declares an operation; the identity function keeps the literal types for inference. */
export function defineOperation<
  const Input extends z.ZodType,
  const Output extends z.ZodType,
  const Other extends z.ZodType | undefined = undefined,
  const A extends Access = Access,
>(operation: Operation<Input, Output, Other, A>): Operation<Input, Output, Other, A> {
  return operation;
}

/** The path of an operation, e.g. `/api/settings/getDateNow`. */
export function operationPath(operation: Pick<Operation, 'group' | 'name'>): string {
  return `/api/${operation.group}/${operation.name}`;
}

export type InputOf<O extends Operation> = z.input<O['input']>;
export type OutputOf<O extends Operation> = z.output<O['output']>;
type OtherSchemaOf<O extends Operation> = Exclude<O['other'], undefined>;
/** The 201 body type, or never for an operation without an other outcome. */
export type OtherOf<O extends Operation> = [OtherSchemaOf<O>] extends [never] ? never : z.output<OtherSchemaOf<O>>;
