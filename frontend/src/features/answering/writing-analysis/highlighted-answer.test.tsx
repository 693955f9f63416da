import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedAnswer } from '@frontend/features/answering/writing-analysis/highlighted-answer';
import { ANSWER, ANSWER_TAGS, tagOf } from '@test/fixtures/writing-analysis';

afterEach(cleanup);

const renderAnswer = (text = ANSWER, tags = ANSWER_TAGS) =>
  render(
    <ThemeProvider>
      <HighlightedAnswer text={text} tags={tags} />
    </ThemeProvider>,
  );

const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')];

/** The answer as a sighted reader sees it: without the hidden labels and the closed popovers. */
function visibleText(container: HTMLElement): string {
  const copy = container.querySelector('.pte-answer__text')!.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.pte-sr-only, [role="tooltip"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('HighlightedAnswer', () => {
  it('marks the tagged substrings, grammar and spelling apart, and names each kind for screen readers', () => {
    const { container } = renderAnswer();
    expect(marks(container).map((mark) => [mark.textContent, mark.dataset.reports])).toEqual([
      ['has', 'grammar'],
      ['dogg', 'spelling'],
    ]);
    expect(screen.getByText('Grammar problem:')).toBeTruthy();
    expect(screen.getByText('Spelling mistake:')).toBeTruthy();
    expect(visibleText(container)).toBe(ANSWER);
    expect(screen.getByRole('list', { name: 'Marks in your answer' }).textContent).toBe('Grammar (1)Spelling (1)');
  });

  it('shows the hint and the comma-separated suggestions on hover, and hides them when the pointer leaves', async () => {
    const user = userEvent.setup();
    const { container } = renderAnswer();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(marks(container)[0]!);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('"I" takes "have", not "has".');
    expect(tip.textContent).toContain('Suggestions: have, had');
    await user.unhover(marks(container)[0]!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the popover of each mark in turn with Tab, describes the mark with it, and closes it with Escape', async () => {
    const user = userEvent.setup();
    const { container } = renderAnswer();
    await user.tab();
    const [grammar, spelling] = marks(container);
    expect(document.activeElement).toBe(grammar);
    expect(screen.getByRole('tooltip').textContent).toContain('Suggestions: have, had');
    expect(grammar!.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(grammar);
    await user.tab();
    expect(document.activeElement).toBe(spelling);
    expect(screen.getByRole('tooltip').textContent).toContain('"dogg" is not spelt correctly.');
    expect(screen.getByRole('tooltip').textContent).toContain('Suggestions: dog, dogs');
  });

  it('closes a popover opened by the pointer with Escape', async () => {
    const user = userEvent.setup();
    const { container } = renderAnswer();
    await user.hover(marks(container)[1]!);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('lists every problem of overlapping tags in one popover', async () => {
    const user = userEvent.setup();
    const text = 'Their is a mistaek.';
    const { container } = renderAnswer(text, [tagOf('grammar', 0, 8, 'Use "There is".', ['There is']), tagOf('spelling', 11, 18, 'Misspelt.', ['mistake']), tagOf('spelling', 6, 8, 'Odd word.')]);
    expect(marks(container).map((mark) => mark.textContent)).toEqual(['Their is', 'mistaek']);
    expect(screen.getByText('Grammar and spelling problems:')).toBeTruthy();
    await user.hover(marks(container)[0]!);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('Use "There is".');
    expect(tip.textContent).toContain('Odd word.');
    expect(tip.textContent).not.toContain('Suggestions: mistake');
  });

  it('renders markup in the answer as text, never as HTML', () => {
    const { container } = renderAnswer('<img src=x onerror=alert(1)> <b>bold</b>', [tagOf('grammar', 32, 36, 'Tag.')]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(marks(container)[0]!.textContent).toBe('bold');
    expect(visibleText(container)).toBe('<img src=x onerror=alert(1)> <b>bold</b>');
  });

  it('says so when there is nothing to mark', () => {
    const { container } = renderAnswer('All good.', []);
    expect(marks(container)).toHaveLength(0);
    expect(screen.getByText('No grammar or spelling problems found.')).toBeTruthy();
  });
});
