// Test helpers of the practice component tests (not imported by the app).
import { vi } from 'vitest';

export interface StubbedCall {
  path: string;
  body: Record<string, unknown>;
}

/** Stubs fetch with one handler per API path; records each call's path and JSON body. */
export function stubApi(handlers: Record<string, (body: Record<string, unknown>) => { status?: number; body: unknown }>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path: url.pathname, body });
      const handler = handlers[url.pathname];
      if (!handler) return new Response(JSON.stringify({ errors: { message: 'Not stubbed', internal: true } }), { status: 500 });
      const answer = handler(body);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
