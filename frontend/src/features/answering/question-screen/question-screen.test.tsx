import { words } from '@shared/text';
import type { ItemScore } from '@shared/scoring';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDevMode } from '@frontend/features/answering/speaking/dev-modes';
import { analysisOf, JOB_ID } from '@test/fixtures/writing-analysis';
import { contentQuestion, renderAt } from '@test/fixtures/question-screen';
import { letterOf } from '@frontend/features/answering/question-screen/question-answer';
import { QuestionScreen } from '@frontend/features/answering/question-screen/question-screen';
import type { Question } from '@shared/exam';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function setup(question: Question, mode: 'practice' | 'mock' = 'practice') {
  const onSubmitted = vi.fn<(answer: unknown, result: ItemScore | undefined) => void>();
  const onAnswerChange = vi.fn<(answer: unknown) => void>();
  renderAt(<QuestionScreen question={question} mode={mode} onSubmitted={onSubmitted} onAnswerChange={onAnswerChange} />);
  return { user: userEvent.setup(), onSubmitted, onAnswerChange };
}

const result = () => screen.getByRole('region', { name: 'Your result' });
const scoreOf = () => within(result()).getByLabelText(/^Score \d+ out of \d+$/).getAttribute('aria-label');

describe('QuestionScreen: single answers (RSA, LSA, LHS, LMW)', () => {
  it.each(['RSA', 'LSA', 'LHS', 'LMW'] as const)('%s scores the correct choice 1/1 and another 0/1 with the missed answer as evidence', async (code) => {
    const question = contentQuestion(code);
    const correct = question.correctIndex!;
    const { user, onSubmitted } = setup(question);
    await user.click(screen.getAllByRole('radio')[correct]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe('Score 1 out of 1');
    expect(within(result()).getByText('Well done')).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const wrong = (correct + 1) % question.multichoice!.length;
    await user.click(screen.getAllByRole('radio')[wrong]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe('Score 0 out of 1');
    expect(within(result()).getByText(question.multichoice![wrong]!)).toBeTruthy();
    expect(within(result()).getByText(question.multichoice![correct]!)).toBeTruthy();
  });
});

describe('QuestionScreen: multiple answers (RMA, LMA)', () => {
  it.each(['RMA', 'LMA'] as const)('%s gives +1 per right pick and -1 per wrong pick', async (code) => {
    const question = contentQuestion(code);
    const correct = question.correctIndexes!;
    const { user } = setup(question);
    for (const index of correct) await user.click(screen.getAllByRole('checkbox')[index]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score ${correct.length} out of ${correct.length}`);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const wrong = question.multichoice!.findIndex((_, index) => !correct.includes(index));
    await user.click(screen.getAllByRole('checkbox')[correct[0]!]!);
    await user.click(screen.getAllByRole('checkbox')[wrong]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score 0 out of ${correct.length}`);
    expect(screen.getAllByRole('checkbox')[wrong]!.closest('label')?.getAttribute('data-state')).toBe('wrong');
    const wrongEvidence = within(result()).getByText('Wrong:').parentElement!;
    expect(within(wrongEvidence).getByText(question.multichoice![wrong]!)).toBeTruthy();
  });
});

describe('QuestionScreen: re-order paragraphs (RRP)', () => {
  it('orders with the keyboard and scores every linked pair', async () => {
    const question = contentQuestion('RRP');
    const order = question.correctIndexes!;
    const { user } = setup(question);
    // Add them in the correct order except the first two swapped, then fix it with Alt + ArrowUp.
    const swapped = [order[1]!, order[0]!, ...order.slice(2)];
    for (const paragraph of swapped) {
      screen.getByRole('button', { name: `Add paragraph ${letterOf(paragraph)}` }).focus();
      await user.keyboard('{Enter}');
    }
    const second = screen.getByRole('listitem', { name: `Paragraph ${letterOf(order[0]!)}` });
    second.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    const target = screen.getByRole('region', { name: 'Your order' });
    expect(within(target).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(order.map((index) => `Paragraph ${letterOf(index)}`));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score ${order.length - 1} out of ${order.length - 1}`);
    expect(within(result()).getByText(`${letterOf(order[0]!)} then ${letterOf(order[1]!)}`)).toBeTruthy();
  });

  it('judges each adjacent pair: a reversed order links none', async () => {
    const question = contentQuestion('RRP');
    const order = question.correctIndexes!;
    const { user } = setup(question);
    for (const paragraph of [...order].reverse()) await user.click(screen.getByRole('button', { name: `Add paragraph ${letterOf(paragraph)}` }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score 0 out of ${order.length - 1}`);
    expect(screen.getByText('Correct order:')).toBeTruthy();
  });

  it('moves a box back to the source and down with its buttons', async () => {
    const question = contentQuestion('RRP');
    const { user } = setup(question);
    await user.click(screen.getByRole('button', { name: 'Add paragraph A' }));
    await user.click(screen.getByRole('button', { name: 'Add paragraph B' }));
    await user.click(screen.getByRole('button', { name: 'Move paragraph A down' }));
    const target = screen.getByRole('region', { name: 'Your order' });
    expect(within(target).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Paragraph B', 'Paragraph A']);
    await user.click(screen.getByRole('button', { name: 'Remove paragraph B' }));
    expect(within(target).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('QuestionScreen: blanks', () => {
  it('RFG places bank words into blanks with the keyboard and scores each blank', async () => {
    const question = contentQuestion('RFG');
    const answers = question.correctAnswers!;
    const { user } = setup(question);
    for (const [index, word] of answers.entries()) {
      if (index === answers.length - 1) break; // leave the last one empty
      await user.click(screen.getByRole('button', { name: `Word ${word}` }));
      await user.click(screen.getByRole('button', { name: `Blank ${index + 1}, empty` }));
    }
    expect(screen.getByRole('button', { name: `Blank 1: ${answers[0]}` })).toBeTruthy();
    // A filled blank gives its word back to the bank.
    await user.click(screen.getByRole('button', { name: `Blank 1: ${answers[0]}` }));
    expect(screen.getByRole('button', { name: `Word ${answers[0]}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Word ${answers[0]}` }));
    await user.click(screen.getByRole('button', { name: 'Blank 1, empty' }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score ${answers.length - 1} out of ${answers.length}`);
    const rows = within(result()).getAllByRole('row').slice(1);
    expect(rows.at(-1)?.getAttribute('data-correct')).toBe('false');
    expect(within(rows.at(-1)!).getByText('(empty)')).toBeTruthy();
  });

  it('RFB scores the dropdown picks', async () => {
    const question = contentQuestion('RFB');
    const answers = question.correctAnswers!;
    const options = question.wordsGiven as string[][];
    const { user } = setup(question);
    for (const [index, word] of answers.entries()) {
      const pick = index === 0 ? options[0]!.find((option) => option !== word)! : word;
      await user.selectOptions(screen.getByRole('combobox', { name: `Blank ${index + 1}` }), pick);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score ${answers.length - 1} out of ${answers.length}`);
    expect(within(result()).getByText('Well done')).toBeTruthy();
  });

  it('LWB scores typed blanks ignoring case and spaces', async () => {
    const question = contentQuestion('LWB');
    const answers = question.correctAnswers!;
    const { user } = setup(question);
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), ` ${answers[0]!.toUpperCase()} `);
    await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score 1 out of ${answers.length}`);
    expect(within(result()).getByText('Keep practising')).toBeTruthy();
  });
});

describe('QuestionScreen: Highlight Incorrect Words (LIW)', () => {
  it('toggles words and shows correct, wrong and missed with the spec tooltips', async () => {
    const question = contentQuestion('LIW');
    const shown = words(question.transcript!);
    const [first, second, ...rest] = question.indexToClick!;
    const { user } = setup(question);
    const wordButtons = within(screen.getByRole('group', { name: 'Transcript words' })).getAllByRole('button');
    expect(wordButtons).toHaveLength(shown.length);
    await user.click(wordButtons[0]!);
    expect(wordButtons[0]!.getAttribute('aria-pressed')).toBe('true');
    await user.click(wordButtons[first!]!);
    await user.click(wordButtons[second!]!);
    await user.click(wordButtons[second!]!); // toggled off again
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(scoreOf()).toBe(`Score 0 out of ${question.indexToClick!.length}`);
    expect(wordButtons[first!]!.getAttribute('data-state')).toBe('correct');
    expect(wordButtons[0]!.getAttribute('data-state')).toBe('wrong');
    expect(wordButtons[second!]!.getAttribute('data-state')).toBe('missed');
    const tooltips = screen.getAllByRole('tooltip').map((tip) => tip.textContent);
    expect(tooltips).toContain('Correct selection');
    expect(tooltips).toContain('Wrong selection');
    expect(tooltips).toContain(`Missed answer. Correct word was: ${question.correctAnswers![1]}`);
    expect(tooltips).toHaveLength(2 + 1 + rest.length);
  });

  it('scores every incorrect word found and reveals the said words in show-answer mode', async () => {
    const question = contentQuestion('LIW');
    const { user } = setup(question);
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    const wordButtons = within(screen.getByRole('group', { name: 'Transcript words' })).getAllByRole('button');
    for (const index of question.indexToClick!) expect(wordButtons[index]!.getAttribute('data-state')).toBe('answer');
    expect(screen.getByText(question.correctAnswers![0]!)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide answer' }));
    for (const index of question.indexToClick!) await user.click(wordButtons[index]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const max = question.indexToClick!.length;
    expect(scoreOf()).toBe(`Score ${max} out of ${max}`);
  });
});

describe('QuestionScreen: Write From Dictation (LWD)', () => {
  it('colours the transcript word by word and ticks the checklist', async () => {
    const question = contentQuestion('LWD');
    const transcript = question.transcript!;
    const reference = words(transcript);
    const { user } = setup(question);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box.getAttribute('rows')).toBe('2');
    const checklist = screen.getByRole('group', { name: 'Checklist' });
    expect(within(checklist).getByText('Start with a capital letter').closest('[data-met]')?.getAttribute('data-met')).toBe('false');

    const typed = reference.slice(0, 3).join(' ');
    await user.type(box, `${typed}.`);
    expect(screen.getByText('Word count: 3')).toBeTruthy();
    expect(within(checklist).getByText('Start with a capital letter').closest('[data-met]')?.getAttribute('data-met')).toBe('true');
    expect(within(checklist).getByText('End with a full stop').closest('[data-met]')?.getAttribute('data-met')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(scoreOf()).toBe(`Score 3 out of ${reference.length}`);
    const transcriptWords = document.querySelectorAll('.pte-dictation__words .pte-word');
    expect([...transcriptWords].map((word) => word.getAttribute('data-matched'))).toEqual(reference.map((_, index) => String(index < 3)));
  });

  it('gives every word for the full sentence', async () => {
    const question = contentQuestion('LWD');
    const { user } = setup(question);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), question.transcript!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const count = words(question.transcript!).length;
    expect(scoreOf()).toBe(`Score ${count} out of ${count}`);
    expect(within(result()).getByText('100 % of the words matched')).toBeTruthy();
  });
});

describe('QuestionScreen: writing form check', () => {
  // The AI analysis runs behind the form check; here it stays pending so the form check is what shows.
  beforeEach(() => {
    stubApi({
      '/api/analysis/analyseWritingText': () => ({ body: { jobId: JOB_ID } }),
      '/api/analysis/fetchWritingAnalysis': () => ({ body: { status: 'pending' } }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['WWS', 6],
    ['WSC', 6],
    ['LST', 8],
    ['LCT', 8],
    ['WWE', 15],
    ['WWM', 15],
  ] as const)('%s has a %i-row box', (code, rows) => {
    setup(contentQuestion(code));
    expect(screen.getByRole('textbox', { name: 'Your answer' }).getAttribute('rows')).toBe(String(rows));
  });

  it('WWS passes one capitalised sentence with a full stop and fails two sentences', async () => {
    const question = contentQuestion('WWS');
    const { user } = setup(question);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, 'Research shows that sleep actively consolidates memories, so students should rest before exams.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('region', { name: 'Form check' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Form check' })).getByText('Every form rule is met.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Form check' })).getByText('13 words: full credit (5-75 words)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Sleep helps memory. Students should rest.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const panel = screen.getByRole('region', { name: 'Form check' });
    expect(within(panel).getByText('more than one sentence')).toBeTruthy();
    expect(within(panel).getByLabelText('Score 0 out of 1')).toBeTruthy();
  });

  it('shows the sample answer in show-answer mode', async () => {
    const question = contentQuestion('WWE');
    const { user } = setup(question);
    expect(screen.getByText(question.topic!.split('\n')[0]!)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText('Sample answer:')).toBeTruthy();
  });
});

describe('QuestionScreen in mock mode', () => {
  it('has no show answer and no result panel, and blocks paste in the box', async () => {
    const question = contentQuestion('LWD');
    const { user, onSubmitted, onAnswerChange } = setup(question, 'mock');
    expect(screen.queryByRole('button', { name: 'Show answer' })).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    const paste = fireEvent.paste(box);
    expect(paste).toBe(false); // default prevented
    expect(fireEvent.copy(box)).toBe(false);
    expect(fireEvent.cut(box)).toBe(false);
    await user.type(box, 'Students');
    expect(onAnswerChange).toHaveBeenLastCalledWith({ kind: 'text', text: 'Students' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ kind: 'text', text: 'Students' }, undefined);
    expect(screen.queryByRole('region', { name: 'Your result' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('times the writing items one by one and leaves the others to the part clock', () => {
    setup(contentQuestion('WWS'), 'mock');
    expect(screen.getByRole('timer').textContent).toBe('10:00 left');
    cleanup();
    setup(contentQuestion('RFG'), 'mock');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('moves a writing item on by itself when its own time is up', () => {
    vi.useFakeTimers();
    try {
      const onSubmitted = vi.fn();
      renderAt(<QuestionScreen question={contentQuestion('WWS')} mode="mock" onSubmitted={onSubmitted} />);
      act(() => vi.advanceTimersByTime(600_000));
      expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ kind: 'text', text: '' }, undefined);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the clipboard alone in quick mock mode (developer hosts)', () => {
    setDevMode('quickMock', true);
    try {
      setup(contentQuestion('WWE'), 'mock');
      expect(fireEvent.paste(screen.getByRole('textbox', { name: 'Your answer' }))).toBe(true);
    } finally {
      setDevMode('quickMock', false);
    }
  });

  it('leaves the clipboard alone in practice', () => {
    setup(contentQuestion('LWD'));
    expect(fireEvent.paste(screen.getByRole('textbox', { name: 'Your answer' }))).toBe(true);
  });
});

describe('QuestionScreen timer', () => {
  it('counts up against the target time and flags going over it', () => {
    vi.useFakeTimers();
    try {
      renderAt(<QuestionScreen question={contentQuestion('LWD')} mode="practice" />);
      const timer = screen.getByRole('timer');
      expect(timer.textContent).toContain('Target 0:40');
      act(() => vi.advanceTimersByTime(41_000));
      expect(timer.getAttribute('data-over')).toBe('true');
      expect(timer.textContent).toContain('Over the target time');
    } finally {
      vi.useRealTimers();
    }
  });
});


describe('QuestionScreen: writing AI analysis', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('records the AI score, marks the answer and opens the AI Score analysis dialog', async () => {
    const analysis = analysisOf();
    stubApi({
      '/api/analysis/analyseWritingText': () => ({ body: { jobId: JOB_ID } }),
      '/api/analysis/fetchWritingAnalysis': () => ({ body: { status: 'done', result: analysis } }),
    });
    const question = contentQuestion('WWE');
    const { user, onSubmitted } = setup(question);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'I has a dogg. It runs.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: `AI score: ${analysis.score}/${analysis.max}` })).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ score: analysis.score, max: analysis.max }));
    await user.click(screen.getByRole('button', { name: 'See details' }));
    expect(await screen.findByRole('dialog', { name: 'AI Score analysis' })).toBeTruthy();
  });

  it('shows the analysed answer once, marked, in place of the box, and brings the box back on Redo', async () => {
    stubApi({
      '/api/analysis/analyseWritingText': () => ({ body: { jobId: JOB_ID } }),
      '/api/analysis/fetchWritingAnalysis': () => ({ body: { status: 'done', result: analysisOf() } }),
    });
    const { user } = setup(contentQuestion('WWE'));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'I has a dogg. It runs.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const marked = await screen.findByRole('region', { name: 'Your answer, marked' });
    expect([...marked.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['has', 'dogg']);
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    // Outside the closed dialog (which keeps its own copy for when it opens), the answer's text appears once.
    const page = document.body.cloneNode(true) as HTMLElement;
    page.querySelectorAll('dialog').forEach((dialog) => dialog.remove());
    expect(page.textContent?.split('It runs.').length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your answer, marked' })).toBeNull();
  });

  it('shows the credit message verbatim and lets the student submit again after a refusal', async () => {
    stubApi({ '/api/analysis/analyseWritingText': () => ({ status: 403, body: { errors: { internal: true, message: 'You have reached your free Ai writing credit limit. Check our packages for more.' } } }) });
    const question = contentQuestion('WWE');
    const { user, onSubmitted } = setup(question);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'An answer.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have reached your free Ai writing credit limit. Check our packages for more.');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
