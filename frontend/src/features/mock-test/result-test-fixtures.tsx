// Test helpers of the mock test result and scorecard page tests (not imported by the app).
import { ThemeProvider } from '@aws-amplify/ui-react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export const SESSION_ID = '7b0c6a56-2d3f-4c4e-9d59-1f2a3b4c5d6e';

/** Renders inside the theme and a router at `path`, with `pattern` as the route. */
export function renderAt(ui: ReactNode, path: string, pattern: string) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}


const scores = {
  overall: 41,
  skills: { reading: 41, writing: null, listening: null, speaking: null },
  enablingSkills: { grammar: null, 'oral fluency': null, pronunciation: null, spelling: 35, vocabulary: null, 'written discourse': null },
};

/** A scored Reading mock of two parts' worth of items, as fetchMockTestResult answers it. */
export const scoredReport = {
  sessionId: SESSION_ID,
  mockTestId: 'academic-reading-free',
  title: 'PTE Academic Reading Free Mock Test',
  variant: 'Academic',
  category: 'Reading',
  submittedAt: Date.UTC(2026, 2, 3, 10),
  scoredAt: Date.UTC(2026, 2, 3, 10),
  saved: false,
  ...scores,
  practiseNext: [{ type: 'RFB', name: 'Fill in the Blanks (Dropdown)', section: 'Reading', percent: 20, link: '/practice?section=Reading&exercise=RFB' }],
  items: [
    { uid: 'RFB-0001', type: 'RFB', section: 'Reading', part: 0, score: '1/5', points: 1, max: 5, status: 'scored', scoreData: [{ name: 'Reading', score: 1, max: 5 }], answer: 'one, two', showAnswer: 'three, four' },
    { uid: 'RMA-0001', type: 'RMA', section: 'Reading', part: 0, score: '0/2', points: 0, max: 2, status: 'failed', scoreData: [], answer: '', showAnswer: 'B, D', explanation: 'Paragraph two says so.' },
    { uid: 'RRP-0001', type: 'RRP', section: 'Reading', part: 1, score: '2/3', points: 2, max: 3, status: 'scored', scoreData: [], answer: 'B A C', showAnswer: 'A B C' },
  ],
};

/** The same session's public scorecard, as fetchMockTestResultPublic answers it. */
export const publicResult = {
  status: 'scored',
  sessionId: SESSION_ID,
  firstName: 'Maria',
  date: Date.UTC(2026, 2, 3, 10),
  title: 'PTE Academic Reading Free Mock Test',
  variant: 'Academic',
  category: 'Reading',
  ...scores,
};
