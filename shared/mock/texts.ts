/**
 * What the mock test screens and the server say about mock tests, in one place so that both
 * sides and the tests use the same words. The spec quotes none of these.
 */
export const mockTexts = {
  notFound: 'This mock test does not exist.',
  resultNotFound: 'This result does not exist.',
  noFullCredits: 'You have no full mock test credits left. Check our packages for more.',
  noSectionCredits: 'You have no section mock test credits left. Check our packages for more.',
  mockTest1Locked: 'Mock Test 1 is not open on your account yet. Contact the team to unlock it.',
  signInToTake: 'Sign up or log in to take this mock test.',
  freeForVisitors: 'Signed-in students start mock tests with their mock test credits.',
  freeTaken: 'You have already taken your free mock test. Sign up to take more.',
  visitorId: 'Reload the page: your browser did not send its visitor id.',
  timeUp: 'Time is up for this part: your answer was not saved and the test has moved on.',
  finished: 'Every part of this mock test is over: submit it to see your score.',
  closed: 'This question is closed: a mock test does not go back.',
  notYet: 'Answer the questions in order.',
  notInMock: 'This question is not part of this mock test.',
  partNotCurrent: 'Finish the current part first.',
  submitted: 'This mock test has already been submitted.',
  notSubmitted: 'This mock test has not been submitted yet.',
  notSpeaking: 'This question does not take a recording.',
  wrongKind: (expected: string) => `This question takes a ${expected} answer.`,
  outOfRange: 'This answer refers to an option the question does not have.',
  repeated: 'An option is chosen twice.',
  tooManyBlanks: (blanks: number) => `This question has ${blanks} blanks.`,
  randomUnavailable: 'The question bank does not hold enough questions for this mock test yet.',
  noSuchPage: (pages: number) => (pages === 1 ? 'This list has only 1 page.' : `This list has only ${pages} pages.`),
} as const;
