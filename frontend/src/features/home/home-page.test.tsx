import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServedHomeBlock } from '@shared/api';
import { queryClient } from '@frontend/app/data/query-client';
import { HomePage } from '@frontend/features/home/home-page';
import { renderAt } from '@test/fixtures/question-screen';
import { refusal, stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** What landing/getHomeContent serves: texts filled with the server's counts, zero figures left out. */
const blocks: ServedHomeBlock[] = [
  { type: 'hero', heading: 'PTE practice with scores you can check', lead: 'Practise every item type.', callToAction: { label: 'Start practising free', to: '/practice' } },
  {
    type: 'figures',
    heading: 'A complete preparation library',
    items: [
      { figure: 'questions', value: 1834, label: 'questions' },
      { figure: 'mockTests', value: 60, label: 'scored mock tests' },
    ],
  },
  { type: 'faq', heading: 'What students ask first', entries: [{ id: 'free-credits', question: 'How many free credits do I get?' }], allLink: { label: 'Read all 45 answers', to: '/help' } },
  {
    type: 'buy',
    heading: 'Start free, pay when you need more',
    packages: [{ id: 'package_silver', name: 'Silver', summary: 'Every question for 60 days', label: 'Mock test included', price: 'A$59.00' }],
    allLink: { label: 'See every plan and credit pack', to: '/pricing' },
  },
  { type: 'banner', heading: 'Your next practice question is one click away', body: 'Try it.', callToAction: { label: 'Start practising free', to: '/practice' } },
];

describe('HomePage', () => {
  it('shows the served blocks in order with the figures the server counted', async () => {
    stubApi({
      '/api/landing/getHomeContent': () => ({ body: { blocks } }),
      '/api/users/fetchTestimonialsEight': () => ({ body: { testimonials: [] } }),
      '/api/users/fetchAverageRating': () => ({ body: { ratingCount: 0 } }),
    });

    renderAt(<HomePage />);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('PTE practice with scores you can check');
    const figures = screen.getByRole('region', { name: 'A complete preparation library' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1,834questions', '60scored mock tests']);
    const faq = screen.getByRole('region', { name: 'What students ask first' });
    expect(within(faq).getByRole('link', { name: 'How many free credits do I get?' }).getAttribute('href')).toBe('/help#free-credits');
    expect(within(faq).getByRole('link', { name: 'Read all 45 answers' }).getAttribute('href')).toBe('/help');
    const buy = screen.getByRole('region', { name: 'Start free, pay when you need more' });
    expect(within(buy).getByRole('heading', { name: 'Silver' })).toBeTruthy();
    expect(within(buy).getByText('A$59.00')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'A complete preparation library',
      'What students ask first',
      'Start free, pay when you need more',
      'Your next practice question is one click away',
    ]);
  });

  it('says when the page cannot be loaded, and loads it on Try again', async () => {
    let fail = true;
    stubApi({
      '/api/landing/getHomeContent': () => (fail ? refusal(500, 'Server error!') : { body: { blocks } }),
      '/api/users/fetchTestimonialsEight': () => ({ body: { testimonials: [] } }),
      '/api/users/fetchAverageRating': () => ({ body: { ratingCount: 0 } }),
    });

    renderAt(<HomePage />);

    expect(await screen.findByText('The page could not be loaded. Check your connection and try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('PTE practice with scores you can check');
  });
});
