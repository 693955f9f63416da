import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import memorised from '@shared/scoring/templates.json';
import { TemplatesPage } from '@frontend/features/templates/templates-page';
import { renderAt } from '@test/fixtures/question-screen';

afterEach(cleanup);

describe('TemplatesPage', () => {
  it('shows a structure for each long answer, each with what our scoring does with templates', () => {
    renderAt(<TemplatesPage />, { path: '/templates' });

    const names = ['Describe Image', 'Re-tell Lecture', 'Respond to a Situation', 'Write Essay', 'Summarize Written Text', 'Write Email'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Memorised answers lose marks', ...names]);
    for (const name of names) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByRole('heading', { name: 'What our scoring does with templates here' })).toBeTruthy();
    }
    const essay = screen.getByRole('region', { name: 'Write Essay' });
    expect(essay.textContent).toContain(`compares each sentence of your answer with ${memorised.templates.length} memorised sentences`);
    expect(essay.textContent).toContain('at least 70% of one of them');
    expect(essay.textContent).toContain('200-300 words');
    expect(screen.getByRole('region', { name: 'Describe Image' }).textContent).toContain("fewer than 25% of the question's key ideas (and at least 2) scores 0 for content");
    expect(document.body.textContent).not.toMatch(/\{\{/);
  });
});
