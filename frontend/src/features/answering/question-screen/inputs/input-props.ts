import type { Question } from '@shared/exam';
import type { Answer, ItemScore } from '@shared/scoring';
import type { ClipboardEvent } from 'react';
import { useDevModes } from '@frontend/features/answering/speaking/dev-modes';

/** Practice shows answers and results; a mock test is timed, hides both and blocks the clipboard. */
export type PracticeMode = 'practice' | 'mock';

export interface InputProps<K extends Answer['kind']> {
  question: Question;
  answer: Extract<Answer, { kind: K }>;
  onAnswer: (answer: Extract<Answer, { kind: K }>) => void;
  /** After submit the input is read-only and shows what was right and wrong. */
  submitted: boolean;
  /** Show-answer mode: the correct answer is revealed. Never in mock mode. */
  showAnswer: boolean;
  mode: PracticeMode;
  /** The result of the submitted answer, for inputs that colour themselves from its evidence. */
  result?: ItemScore;
}

function block(event: ClipboardEvent) {
  event.preventDefault();
}

/**
 * The clipboard handlers of a question screen, whose clipboard events all bubble up to them: a
 * mock test blocks cut, copy and paste unless the developer quick mock mode is on (platform.md
 * §5 and §6); practice leaves the clipboard alone.
 */
export function useClipboardGuard(mode: PracticeMode) {
  const { quickMock } = useDevModes();
  return mode === 'mock' && !quickMock ? { onCopy: block, onCut: block, onPaste: block } : {};
}

/** Whether the correct answer may be shown: after submit or in show-answer mode, and never in a mock test. */
export function revealsAnswer({ submitted, showAnswer, mode }: Pick<InputProps<Answer['kind']>, 'submitted' | 'showAnswer' | 'mode'>): boolean {
  return mode === 'practice' && (submitted || showAnswer);
}
