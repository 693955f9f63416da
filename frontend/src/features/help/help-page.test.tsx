import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { faq } from '@frontend/features/help/faq-data';
import { HelpPage } from '@frontend/features/help/help-page';
import { renderAt } from '@test/fixtures/question-screen';

afterEach(cleanup);

/** The topic sections shown, each with the questions it lists. */
function shownGroups() {
  return [...document.querySelectorAll<HTMLElement>('section.pte-faq-topic')].map((region) => ({
    topic: within(region).getByRole('heading', { level: 2 }).textContent,
    questions: region.querySelectorAll('summary').length,
  }));
}

const openQuestions = () => [...document.querySelectorAll('details[open] > summary')].map((summary) => summary.textContent);

describe('HelpPage', () => {
  it('shows every answer of the FAQ grouped by topic, all closed, with its title', () => {
    // Act
    renderAt(<HelpPage />, { path: '/help' });

    // Assess
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Frequently asked questions']);
    expect(document.title).toBe('FAQ | PTE Practice');
    expect(shownGroups()).toEqual(faq.topics.map((topic) => ({ topic: topic.title, questions: faq.entries.filter((entry) => entry.topic === topic.id).length })));
    expect(faq.entries.length).toBeGreaterThanOrEqual(30);
    expect(openQuestions()).toEqual([]);
  });

  it('filters the answers and their topics as the student types, opens what it finds and marks the words', async () => {
    // Prepare
    const user = userEvent.setup();
    renderAt(<HelpPage />, { path: '/help' });

    // Act
    await user.type(screen.getByRole('textbox', { name: 'Search the FAQ' }), 'permission denied');

    // Assess
    expect(shownGroups()).toEqual([{ topic: 'Microphone trouble', questions: 1 }]);
    expect(screen.getByRole('status').textContent).toBe('1 answer matches “permission denied”.');
    expect(openQuestions()).toEqual(["What do I do about 'Microphone permission denied'?"]);
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent.toLowerCase())).toContain('denied');
    expect(within(screen.getByRole('navigation', { name: 'Topics' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Microphone trouble 1']);
  });

  it('finds answers across topics by their keywords, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt(<HelpPage />, { path: '/help' });
    const search = screen.getByRole('textbox', { name: 'Search the FAQ' });

    await user.type(search, 'credit');
    const topics = shownGroups().map((group) => group.topic);
    expect(topics).toContain('Credits and plans');
    expect(topics).toContain('Mock tests');
    expect(topics).not.toContain('Microphone trouble');

    await user.clear(search);
    await user.type(search, 'zebra crossing');
    expect(screen.getByRole('status').textContent).toBe('No answer matches “zebra crossing”.');
    expect(shownGroups()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show all answers' }));
    expect(shownGroups()).toHaveLength(faq.topics.length);
    expect(openQuestions()).toEqual([]);
  });

  it('starts from the search in the address and opens the answer an anchor names', async () => {
    renderAt(<HelpPage />, { path: '/help?q=refund' });
    expect(shownGroups()).toEqual([{ topic: 'Payments', questions: 1 }]);
    cleanup();

    await act(async () => {
      renderAt(<HelpPage />, { path: '/help#free-credits' });
    });
    expect(openQuestions()).toEqual(['How many free credits do I get?']);
    // Facts are filled in from shared/ constants: no {{name}} reaches the page.
    expect(document.body.textContent).not.toMatch(/\{\{/);
  });
});
