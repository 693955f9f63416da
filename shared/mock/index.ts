export {
  drawMock,
  drawMocks,
  fewestRepeats,
  NotEnoughQuestionsError,
  repeatsInOrder,
  seededShuffle,
  type BankQuestion,
  type DrawnMock,
  type DrawnPart,
  type MockSeed,
} from './draw-mock';
export {
  itemCountOf,
  mockCategories,
  mockTemplates,
  templateOf,
  type MockCategory,
  type MockPart,
  type MockTemplate,
  type MockTemplateItem,
} from './templates';
export {
  answerTextOf,
  emptyMockAnswer,
  isEmptyMockAnswer,
  mockAnswerErrors,
  scoringAnswerOf,
  showAnswerOf,
  type MockAnswer,
  type MockSpeechAnswer,
} from './answers';
export {
  catalogueSeed,
  freeMockCategory,
  freeMockTestIdOf,
  freeMockTitleOf,
  isMockTest1,
  mockKindOf,
  mockTest1Flag,
  mockTestIdOf,
  mockTitleOf,
  mocksPerList,
  randomMockTitleOf,
  type MockKind,
} from './catalogue';
export { isFinished, isPartOver, mockAnalysisTimeoutSeconds, mockGraceSeconds, nextPart, partDeadline, secondsLeft, settle, type MockClockPart, type MockPosition } from './clock';
export { projectQuestion, shownFields, type MockQuestion } from './projection';
export {
  failedOutcomeOf,
  mockScoresOf,
  outcomeOf,
  practiceLinkOf,
  practiseNextOf,
  type MockItemOutcome,
  type MockScores,
  type PractiseNext,
  type SkillScores,
  type TraitPoints,
} from './report';
export { mockTexts } from './texts';
