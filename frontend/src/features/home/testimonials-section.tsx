import { Flex } from '@aws-amplify/ui-react';
import { useFetchAverageRating, useFetchTestimonialsEight } from '@frontend/app/reviews/reviews-api';
import { PageSection } from '@frontend/components/page-section';
import { TextLink } from '@frontend/components/router-links';
import { RatingSummary } from '@frontend/components/stars/rating-summary';
import { TestimonialCard } from '@frontend/components/testimonial-card/testimonial-card';
import { SectionHeading } from '@frontend/features/home/section-heading';
import type { ServedHomeBlock } from '@shared/api';

/**
 * The home page's testimonials block: the eight newest approved reviews (users.fetchTestimonialsEight)
 * and the average of every rating (users.fetchAverageRating). Nothing is shown until students have
 * left some: no figure is made up.
 */
export function TestimonialsSection({ block }: { block: Extract<ServedHomeBlock, { type: 'testimonials' }> }) {
  const { data: testimonials = [] } = useFetchTestimonialsEight();
  const { data: average } = useFetchAverageRating();
  const averageRating = average?.averageRating;
  if (testimonials.length === 0 && averageRating === undefined) return null;
  return (
    <PageSection className="pte-band" aria-labelledby="home-testimonials-heading">
      <Flex direction={{ base: 'column', medium: 'row' }} justifyContent="space-between" alignItems={{ base: 'flex-start', medium: 'flex-end' }} gap="medium" className="pte-testimonials__top">
        <SectionHeading id="home-testimonials-heading" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        {averageRating !== undefined && <RatingSummary averageRating={averageRating} ratingCount={average!.ratingCount} />}
      </Flex>
      {testimonials.length > 0 && (
        <ul className="pte-card-grid pte-card-grid--four">
          {testimonials.map((testimonial) => (
            <li key={testimonial.testimonialId}>
              <TestimonialCard {...testimonial} />
            </li>
          ))}
        </ul>
      )}
      <TextLink to={block.allLink.to} className="pte-arrow-link pte-testimonials__all">
        {block.allLink.label}
      </TextLink>
    </PageSection>
  );
}
