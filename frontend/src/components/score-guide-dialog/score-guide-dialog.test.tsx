import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreGuideDialog } from '@frontend/components/score-guide-dialog/score-guide-dialog';

afterEach(cleanup);

describe('ScoreGuideDialog', () => {
  it("opens 'PTE Official score guide' with the criteria of the given skills, and closes", async () => {
    const user = userEvent.setup();
    render(<ThemeProvider><ScoreGuideDialog skills={['Content', 'Form']} /></ThemeProvider>);
    await user.click(screen.getByRole('button', { name: 'PTE Official score guide' }));
    const dialog = screen.getByRole('dialog', { name: 'PTE Official score guide' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Content', 'Form']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
