/** Every text of the /review page, in one place. */
export const REVIEWS_TEXTS = {
  meta: { title: 'Student reviews', description: 'What students preparing for PTE Academic and PTE Core say about their practice with PTE Practice.' },
  heading: 'Student reviews',
  intro: 'Left by students after practising with us. A review that needs a second look is read before it appears here.',
  noRatings: 'No ratings yet.',
  empty: 'No reviews yet. Students are asked for one on the practice page once they have practised for a while.',
  listLabel: 'Reviews',
  loading: 'Loading the reviews',
  loadMore: 'Load more reviews',
  failed: 'The reviews could not be loaded.',
  retry: 'Try again',
} as const;
