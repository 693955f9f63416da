import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@shared/api';
import { ReviewPage } from '@frontend/features/reviews/review-page';
import { renderAt } from '@test/fixtures/question-screen';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const testimonial = (index: number): Testimonial => ({
  testimonialId: `t-${index}`,
  header: `Review ${index}`,
  quote: `What helped me, number ${index}.`,
  isApproved: true,
  firstName: `Student${index}`,
  rating: index % 2 ? 5 : 4,
  createdAt: Date.UTC(2026, 3, 30 - index),
});

describe('ReviewPage', () => {
  it('shows the average rating and the approved testimonials, and loads the next page', async () => {
    // Prepare: two pages; the stub answers them in order (a GET's query does not reach it).
    const pages = [{ testimonials: [1, 2, 3].map(testimonial), cursor: 'next' }, { testimonials: [testimonial(4)] }];
    const calls = stubApi({
      '/api/users/fetchAverageRating': () => ({ body: { averageRating: 4.6, ratingCount: 23 } }),
      '/api/users/fetchTestimonials': () => ({ body: pages.shift() }),
    });
    const user = userEvent.setup();

    // Act
    renderAt(<ReviewPage />, { path: '/review' });
    const list = await screen.findByRole('list', { name: 'Reviews' });

    // Assess
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Student reviews');
    expect(await screen.findByText('4.6')).toBeTruthy();
    expect(screen.getByText('out of 5, from 23 ratings')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.6 out of 5 stars' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.pte-testimonial__header')!.textContent)).toEqual(['Review 1', 'Review 2', 'Review 3']);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(first.textContent).toContain('Student1');
    expect(first.textContent).toContain('29 April 2026');

    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await within(list).findByText('Review 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/users/fetchTestimonials')).toHaveLength(2);
    expect(document.title).toBe('Student reviews | PTE Practice');
  });

  it('says there is no rating and no review yet rather than showing a figure', async () => {
    stubApi({
      '/api/users/fetchAverageRating': () => ({ body: { ratingCount: 0 } }),
      '/api/users/fetchTestimonials': () => ({ body: { testimonials: [] } }),
    });

    renderAt(<ReviewPage />, { path: '/review' });

    expect(await screen.findByText('No ratings yet.')).toBeTruthy();
    expect(await screen.findByText(/^No reviews yet\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull();
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });

  it('offers to try again when the reviews cannot be loaded', async () => {
    const answers = [{ status: 500, body: { errors: { internal: true, message: 'Server error!' } } }, { body: { testimonials: [testimonial(1)] } }];
    stubApi({
      '/api/users/fetchAverageRating': () => ({ body: { ratingCount: 0 } }),
      '/api/users/fetchTestimonials': () => answers.shift()!,
    });
    const user = userEvent.setup();
    renderAt(<ReviewPage />, { path: '/review' });

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Review 1')).toBeTruthy();
  });
});
