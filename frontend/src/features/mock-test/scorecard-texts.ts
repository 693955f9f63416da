/** Texts of the public scorecard page (/mock-test/scorecard/:sessionId); 'Scorecard not recognised' is the spec's (§8). */
export const SCORECARD_TEXTS = {
  metaTitle: 'PTE mock test scorecard',
  metaDescription: 'A PTE mock test scorecard: overall score, communicative and enabling skills on the PTE scale of 10-90.',
  loading: 'Loading the scorecard',
  notRecognised: 'Scorecard not recognised',
  notRecognisedBody: 'The link may be incomplete. Ask for the full scorecard link, or take a mock test to get your own.',
  noIdHeading: 'PTE mock test scorecards',
  noIdBody: 'A scorecard shows the scores of one mock test: its link ends with the test’s id, as in /mock-test/scorecard/<id>. Finish a mock test to get yours, then share it from your result.',
  pendingHeading: 'This scorecard is nearly ready',
  pendingBody: 'The test is still being scored. This page updates by itself.',
  takeMock: 'Take a mock test',
} as const;
