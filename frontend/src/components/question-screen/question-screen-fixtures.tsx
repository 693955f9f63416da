// Test helpers of the question screen component tests, and of the pages that show it (not imported by the app).
import { ThemeProvider } from '@aws-amplify/ui-react';
import { QuestionSchema } from '@shared/exam';
import type { ItemTypeCode, Question } from '@shared/exam';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

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
