// Test helpers of the mock test list and runner component tests (not imported by the app).
import { ThemeProvider } from '@aws-amplify/ui-react';
import type { MockPositionView, MockSession, MockTestSummary } from '@shared/api/mock';
import type { ItemTypeCode } from '@shared/exam';
import { projectQuestion } from '@shared/mock';
import type { MockQuestion } from '@shared/mock';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { contentQuestion } from '@frontend/components/question-screen/question-screen-fixtures';

export const SESSION_ID = '3c5b8a2e-6f1d-4e7a-9b0c-2d4e6f8a0b1c';
export const UPLOAD_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
/** The server's time when a fixture session was loaded; tests set the browser clock to it. */
export const NOW = Date.UTC(2025, 2, 1, 10);

/** An item of the real content bank as a mock test screen gets it (no answer fields). */
export const mockQuestion = (code: ItemTypeCode, position = 0): MockQuestion => projectQuestion(contentQuestion(code, position));

export const positionOf = (overrides: Partial<MockPositionView> = {}): MockPositionView => ({
  status: 'in-progress',
  part: 0,
  item: 0,
  secondsLeft: 1800,
  partComplete: false,
  finished: false,
  timeUp: false,
  serverNow: NOW,
  ...overrides,
});

/**
 * A two-part session: Reading (30 minutes, RSA then RMA), then Writing (20 minutes, WWS). The
 * first part started `elapsed` seconds before NOW.
 */
export function sessionOf({ position = {}, elapsed = 0, parts }: { position?: Partial<MockPositionView>; elapsed?: number; parts?: MockSession['parts'] } = {}): MockSession {
  return {
    sessionId: SESSION_ID,
    mockTestId: 'academic-reading-1',
    title: 'Academic Mock Test 1',
    variant: 'Academic',
    category: 'full',
    isFree: false,
    parts: parts ?? [
      { name: 'Reading', timeLimitSeconds: 1800, startedAt: NOW - elapsed * 1000, questions: [mockQuestion('RSA'), mockQuestion('RMA')] },
      { name: 'Writing', timeLimitSeconds: 1200, questions: [mockQuestion('WWS')] },
    ],
    answered: [],
    position: positionOf({ secondsLeft: 1800 - elapsed, ...position }),
  };
}

export const summaryOf = (overrides: Partial<MockTestSummary> = {}): MockTestSummary => ({
  mockTestId: 'academic-full-1',
  title: 'Academic Full Mock Test 1',
  variant: 'Academic',
  category: 'full',
  number: 1,
  kind: 'numbered',
  isMockTest1: false,
  itemCount: 65,
  minutes: 157,
  locked: false,
  attempts: 0,
  ...overrides,
});

/** Shows where the router went, for the routes a test leaves to. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `ui` at `path` (route `pattern`) in the theme and a router whose every other route shows where it landed. */
export function renderRoute(ui: ReactNode, path: string, pattern: string) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
