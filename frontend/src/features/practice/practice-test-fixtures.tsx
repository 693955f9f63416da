// Test helpers of the practice component tests (not imported by the app).
import { ThemeProvider } from '@aws-amplify/ui-react';
import { QuestionSchema } from '@shared/exam';
import type { ItemTypeCode, Question } from '@shared/exam';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

/** An item of the real content bank (tests run from the project root), parsed as the API serves it; samples are the first three. */
export function contentQuestion(code: ItemTypeCode, position = 0): Question {
  const items = JSON.parse(readFileSync(join(process.cwd(), 'content/questions', `${code}.json`), 'utf8')) as unknown[];
  return QuestionSchema.parse(items[position]);
}

/** Renders inside the theme and a router at `path` (with `pattern` as the route when given). */
export function renderAt(ui: ReactNode, { path = '/', pattern }: { path?: string; pattern?: string } = {}) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>{pattern ? <Routes><Route path={pattern} element={ui} /></Routes> : ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

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
