import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import homeJson from '@content/home.json';
import { HomeContentSchema, type HomeBlock } from '@shared/content';
import { TestimonialsSection } from '@frontend/features/home/testimonials-section';
import { renderAt } from '@test/fixtures/question-screen';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const testimonials = Array.from({ length: 8 }, (_, index) => ({
  testimonialId: `t-${index}`,
  header: `Review ${index}`,
  quote: 'It helped.',
  isApproved: true,
  firstName: 'Lee',
  rating: 5,
  createdAt: Date.UTC(2026, 3, 1),
}));

/** The block as content/home.json writes it (served unchanged: it claims no figure). */
const block = HomeContentSchema.parse(homeJson).blocks.find((item): item is Extract<HomeBlock, { type: 'testimonials' }> => item.type === 'testimonials')!;

describe('TestimonialsSection', () => {
  it('shows the eight newest reviews and the average computed by the server, with a link to all reviews', async () => {
    stubApi({
      '/api/users/fetchTestimonialsEight': () => ({ body: { testimonials } }),
      '/api/users/fetchAverageRating': () => ({ body: { averageRating: 4.8, ratingCount: 31 } }),
    });

    renderAt(<TestimonialsSection block={block} />);

    const section = await screen.findByRole('region', { name: 'What students say' });
    expect(within(section).getAllByRole('figure')).toHaveLength(8);
    expect(await within(section).findByText('4.8')).toBeTruthy();
    expect(within(section).getByText('out of 5, from 31 ratings')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Read all reviews' }).getAttribute('href')).toBe('/review');
  });

  it('shows no block at all while there is no review and no rating', async () => {
    const calls = stubApi({
      '/api/users/fetchTestimonialsEight': () => ({ body: { testimonials: [] } }),
      '/api/users/fetchAverageRating': () => ({ body: { ratingCount: 0 } }),
    });

    const { container } = renderAt(<TestimonialsSection block={block} />);

    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
