import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiScoreDialog } from '@frontend/features/answering/writing-analysis/ai-score-dialog';
import type { AiScoreDialogProps } from '@frontend/features/answering/writing-analysis/ai-score-dialog';
import { analysisOf, ANSWER } from '@test/fixtures/writing-analysis';

afterEach(cleanup);

const renderDialog = (props: Partial<AiScoreDialogProps> = {}) =>
  render(
    <ThemeProvider>
      <AiScoreDialog open onClose={() => undefined} analysis={analysisOf()} answer={ANSWER} {...props} />
    </ThemeProvider>,
  );

describe('AiScoreDialog', () => {
  it("opens as 'AI Score analysis' with a row of enabling skill, score and comment per trait, then the Final score", () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'AI Score analysis' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Enabling skill', 'Score', 'Comment']);
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? cell.textContent));
    expect(rows).toEqual([
      ['Content', '2/2', 'Covers the main points of the passage.'],
      ['Form', '1/1', 'One sentence of 5 words.'],
      ['Grammar', '1/2', '1 grammar problem.'],
      ['Vocabulary', '1/2', 'Mostly everyday words.'],
      ['Final', '5/7', '1 spelling mistake, 1 grammar problem'],
    ]);
    expect(within(dialog).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Content', 'Form', 'Grammar', 'Vocabulary', 'Final']);
    expect(within(dialog).getByText('Score 5 out of 7')).toBeTruthy();
    expect(within(dialog).getByText('Well done')).toBeTruthy();
  });

  it("shows 'Your answer:' with its problems marked and 'Sample answer:' when the question has one", () => {
    renderDialog({ sampleAnswer: 'Dogs run because they enjoy it.' });
    const dialog = screen.getByRole('dialog', { name: 'AI Score analysis' });
    const answer = within(dialog).getByRole('region', { name: 'Your answer:' });
    expect([...answer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['has', 'dogg']);
    const sample = within(dialog).getByRole('region', { name: 'Sample answer:' });
    expect(within(sample).getByText('Dogs run because they enjoy it.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('leaves out the sample answer when there is none and shows the template warning as a warning', () => {
    renderDialog({ analysis: analysisOf({ successful: false, templateWarning: 'Large parts of this answer match memorised templates.' }) });
    expect(screen.queryByText('Sample answer:')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Large parts of this answer match memorised templates.');
    expect(screen.getByText('Keep practising')).toBeTruthy();
  });

  it('closes with its Close button and on Escape, telling the screen', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = renderDialog({ onClose });
    const dialog = screen.getByRole('dialog', { name: 'AI Score analysis' }) as HTMLDialogElement;
    expect(document.activeElement).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <ThemeProvider>
        <AiScoreDialog open={false} onClose={onClose} analysis={analysisOf()} answer={ANSWER} />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider>
        <AiScoreDialog open onClose={onClose} analysis={analysisOf()} answer={ANSWER} />
      </ThemeProvider>,
    );
    expect(dialog.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes a popover inside on the first Escape and the dialog on the second', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog({ onClose });
    const dialog = screen.getByRole('dialog', { name: 'AI Score analysis' }) as HTMLDialogElement;
    await user.hover(dialog.querySelector('mark')!);
    expect(within(dialog).getByRole('tooltip').textContent).toContain('Suggestions: have, had');
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('tooltip')).toBeNull();
    expect(dialog.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows each trait's measure out of 100 under its points, so two answers with the same points still differ", () => {
    const analysis = analysisOf();
    renderDialog({ analysis: { ...analysis, traits: analysis.traits.map((trait) => (trait.name === 'Grammar' ? { ...trait, measure: 81 } : trait)) } });
    const grammar = screen.getByRole('row', { name: /^Grammar/ });
    expect(within(grammar).getByRole('meter', { name: 'Grammar measure 81 of 100' })).toBeTruthy();
    expect(within(grammar).getByText('81/100')).toBeTruthy();
    expect(screen.getAllByRole('meter')).toHaveLength(1);
  });

  it('is closed while open is false', () => {
    renderDialog({ open: false });
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
