import {
  FieldErrorsBodySchema,
  InternalErrorBodySchema,
  operationPath,
  serverErrorMessage,
  type Contract,
  type GroupName,
  type InputOf,
  type Operation,
  type OtherOf,
  type OutputOf,
  type UploadedFile,
} from '@shared/api';

/** A 200 answer, or the spec's "other outcome" (201) for operations that declare one. */
export type ApiResult<O extends Operation> =
  | { status: 200; data: OutputOf<O> }
  | ([OtherOf<O>] extends [never] ? never : { status: 201; data: OtherOf<O> });

/** 400: messages per input field, to show on the fields. */
export class FieldErrorsError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join(' '));
    this.name = 'FieldErrorsError';
  }
}

/** Any other failure: a status (0 when the server was not reached) and a message fit for a snackbar. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ClientSession {
  /** The access token to send, if signed in. */
  accessToken(): string | undefined;
  /** Called on a 401 with its message: the token is missing, invalid, expired or its session ended, so the app logs out. */
  onUnauthorized(message: string): void;
}

let session: ClientSession = { accessToken: () => undefined, onUnauthorized: () => undefined };

/** Connects the client to the app's session (set once by the accounts feature). */
export function configureClient(next: ClientSession): void {
  session = next;
}

/** Calls one operation of the contract; throws FieldErrorsError (400) or ApiError (everything else). */
export async function callOperation<O extends Operation>(operation: O, input: InputOf<O>): Promise<ApiResult<O>> {
  const { url, init } = toRequest(operation, input as Record<string, unknown>);
  const token = session.accessToken();
  if (token) init.headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, serverErrorMessage);
  }
  const body: unknown = await response.json().catch(() => undefined);

  if (response.status === 200 || (response.status === 201 && operation.other)) {
    const schema = response.status === 200 ? operation.output : operation.other!;
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(response.status, serverErrorMessage);
    return { status: response.status, data: parsed.data } as ApiResult<O>;
  }
  const internal = InternalErrorBodySchema.safeParse(body);
  if (response.status === 401) session.onUnauthorized(internal.success ? internal.data.errors.message : '');
  const fieldErrors = FieldErrorsBodySchema.safeParse(body);
  if (response.status === 400 && fieldErrors.success) throw new FieldErrorsError(fieldErrors.data.errors);
  if (internal.success) throw new ApiError(response.status, internal.data.errors.message, internal.data.errors.requestId);
  throw new ApiError(response.status, serverErrorMessage);
}

function toRequest(operation: Operation, input: Record<string, unknown>): { url: string; init: Omit<RequestInit, 'headers'> & { headers: Record<string, string> } } {
  const { id, ...rest } = input;
  const path = operation.pathParam ? `${operationPath(operation)}/${encodeURIComponent(String(id))}` : operationPath(operation);
  const payload = operation.pathParam ? rest : input;
  if (operation.method === 'GET') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(payload)) if (value !== undefined) query.set(name, String(value));
    const search = query.size > 0 ? `?${query}` : '';
    return { url: `${path}${search}`, init: { method: 'GET', headers: { accept: 'application/json' } } };
  }
  if (operation.body === 'multipart') {
    // The browser sets the multipart content type with its boundary.
    return { url: path, init: { method: 'POST', headers: { accept: 'application/json' }, body: toFormData(payload) } };
  }
  return {
    url: path,
    init: { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(payload) },
  };
}

/** Files ({ filename, contentType, bytes }) become file parts; everything else a text part. */
function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (isUploadedFile(value)) form.append(name, new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.contentType }), value.filename);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'bytes' in value && value.bytes instanceof Uint8Array;
}

type GroupClient<G extends keyof Contract> = {
  [K in keyof Contract[G]]: Contract[G][K] extends Operation ? (input: InputOf<Contract[G][K]>) => Promise<ApiResult<Contract[G][K]>> : never;
};

/**
 * Each route group's operations, loaded with the group's first call: the first load of the app
 * carries none of the contract's schemas, and a page loads only the groups it calls.
 */
const groupLoaders: { [G in GroupName]: () => Promise<Contract[G]> } = {
  settings: () => import('@shared/api/groups/settings'),
  users: () => import('@shared/api/groups/users'),
  email: () => import('@shared/api/groups/email'),
  aws: () => import('@shared/api/groups/aws'),
  maillist: () => import('@shared/api/groups/maillist'),
  admins: () => import('@shared/api/groups/admins'),
  questions: () => import('@shared/api/groups/questions'),
  analysis: () => import('@shared/api/groups/analysis'),
  mocktest: () => import('@shared/api/groups/mocktest'),
  pricing: () => import('@shared/api/groups/pricing'),
  blog: () => import('@shared/api/groups/blog'),
  landing: () => import('@shared/api/groups/landing'),
};

function groupClient<G extends GroupName>(group: G): GroupClient<G> {
  // A proxy, because the operations' names are only known once the group is loaded.
  return new Proxy({} as GroupClient<G>, {
    get: (_, name) => async (input: never) => {
      const operations = (await groupLoaders[group]()) as Record<PropertyKey, Operation>;
      const operation = operations[name];
      if (!operation) throw new Error(`The ${group} group has no operation ${String(name)}`);
      return callOperation(operation, input);
    },
  });
}

/** The typed client: `api.settings.getDateNow({})`, one function per operation of the contract. */
export const api = Object.fromEntries(Object.keys(groupLoaders).map((group) => [group, groupClient(group as GroupName)])) as { [G in GroupName]: GroupClient<G> };
