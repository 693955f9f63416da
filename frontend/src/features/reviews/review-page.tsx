import '@frontend/features/reviews/reviews.css';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useFetchAverageRating, useFetchTestimonials } from '@frontend/app/reviews/reviews-api';
import { PageSection } from '@frontend/components/page-section';
import { RetryAlert } from '@frontend/components/retry-alert';
import { RatingSummary } from '@frontend/components/stars/rating-summary';
import { TestimonialCard } from '@frontend/components/testimonial-card/testimonial-card';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { REVIEWS_TEXTS as T } from '@frontend/features/reviews/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

/** /review (public): the average rating and the approved testimonials, newest first, a page at a time. */
export function ReviewPage() {
  usePageMeta(T.meta);
  const average = useFetchAverageRating();
  const testimonials = useFetchTestimonials();
  const items = testimonials.data?.pages.flatMap((page) => page.testimonials) ?? [];

  return (
    <PageSection aria-labelledby="reviews-heading">
      <Flex direction="column" gap="large">
        <Flex direction={{ base: 'column', medium: 'row' }} justifyContent="space-between" alignItems={{ base: 'flex-start', medium: 'flex-end' }} gap="medium">
          <Flex direction="column" gap="xs" maxWidth="40rem">
            <PageTitle id="reviews-heading">
              {T.heading}
            </PageTitle>
            <Text color="font.secondary">{T.intro}</Text>
          </Flex>
          {average.data &&
            (average.data.averageRating !== undefined ? (
              <RatingSummary averageRating={average.data.averageRating} ratingCount={average.data.ratingCount} />
            ) : (
              <Text color="font.secondary">{T.noRatings}</Text>
            ))}
        </Flex>

        {testimonials.isPending && (
          <Flex padding="large" justifyContent="center">
            <Loader size="large" ariaLabel={T.loading} />
          </Flex>
        )}
        {testimonials.isError && items.length === 0 && <RetryAlert message={T.failed} retry={T.retry} onRetry={() => void testimonials.refetch()} />}
        {testimonials.isSuccess && items.length === 0 && <Text color="font.secondary">{T.empty}</Text>}
        {items.length > 0 && (
          <ul className="pte-reviews__grid" aria-label={T.listLabel}>
            {items.map((testimonial) => (
              <li key={testimonial.testimonialId}>
                <TestimonialCard {...testimonial} />
              </li>
            ))}
          </ul>
        )}
        {testimonials.hasNextPage && (
          <Button alignSelf="center" onClick={() => void testimonials.fetchNextPage()} isLoading={testimonials.isFetchingNextPage} loadingText={T.loadMore}>
            {T.loadMore}
          </Button>
        )}
      </Flex>
    </PageSection>
  );
}
