export {
  drawMock,
  drawMocks,
  NotEnoughQuestionsError,
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
