/** The public scorecard of a session: /mock-test/scorecard/:sessionId (platform.md §2). */
export const scorecardPath = (sessionId: string) => `/mock-test/scorecard/${encodeURIComponent(sessionId)}`;
