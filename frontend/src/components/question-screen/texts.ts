import { highlightTooltips, missedAnswerTooltip } from '@shared/scoring';

/** Every text of the question screen and its inputs, shared by practice and mock tests. */
export const QUESTION_SCREEN_TEXTS = {
  task: 'Task',
  submit: 'Submit',
  /** A mock test moves on: the exam's Next. */
  next: 'Next',
  showAnswer: 'Show answer',
  hideAnswer: 'Hide answer',
  redo: 'Try again',
  answerHeading: 'Answer',
  explanation: 'Explanation',
  sampleAnswer: 'Sample answer:',
  transcript: 'Transcript',
  writingFormHeading: 'Form check',
  writingNote: 'This is the form check of your answer, shown at once. The AI analysis below scores every trait.',
  aiScore: (score: number, max: number) => `AI score: ${score}/${max}`,
  seeDetails: 'See details',
  markedAnswerHint: 'Grammar and spelling problems are marked in your answer: hover over or focus a mark to see the hint and suggestions.',

  // Timer
  timer: {
    label: 'Time',
    target: (clock: string) => `Target ${clock}`,
    over: 'Over the target time',
    left: (clock: string) => `${clock} left`,
  },

  // Inputs
  selectOne: 'Choose one answer',
  selectSeveral: 'Choose all the correct answers',
  correctChoice: 'correct answer',
  yourChoice: 'your answer',
  wordCount: (count: number) => `Word count: ${count}`,
  answerBox: 'Your answer',
  blank: (index: number) => `Blank ${index + 1}`,
  blankEmpty: (index: number) => `Blank ${index + 1}, empty`,
  blankFilled: (index: number, word: string) => `Blank ${index + 1}: ${word}`,
  chooseOption: 'Choose',
  wordBank: 'Words to place',
  wordBankHint: 'Drag a word to a blank, or select a word and then a blank. Select a filled blank to put its word back.',
  placeWord: (word: string) => `Word ${word}`,
  source: 'Source',
  target: 'Your order',
  reorderHint: 'Drag the boxes into your order, or use the buttons (or Alt + arrow keys on a box) to move them.',
  add: (label: string) => `Add paragraph ${label}`,
  remove: (label: string) => `Remove paragraph ${label}`,
  moveUp: (label: string) => `Move paragraph ${label} up`,
  moveDown: (label: string) => `Move paragraph ${label} down`,
  paragraph: (label: string) => `Paragraph ${label}`,
  emptyTarget: 'Drop or add the paragraphs here, in order.',
  emptySource: 'All paragraphs are placed.',
  correctOrder: 'Correct order',
  highlightHint: 'Select the words that differ from what you hear. Select again to undo.',
  transcriptWords: 'Transcript words',
  tooltips: { ...highlightTooltips, missed: missedAnswerTooltip },
  checklist: { heading: 'Checklist', capital: 'Start with a capital letter', fullStop: 'End with a full stop', met: 'done', notMet: 'not done' },
} as const;
