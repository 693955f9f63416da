import '@frontend/components/testimonial-card/testimonial-card.css';
import { Stars } from '@frontend/components/stars/stars';

export interface TestimonialCardProps {
  header: string;
  quote: string;
  firstName: string;
  rating: number;
  createdAt: number;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A student's testimonial: stars, header, quote, and who left it when. */
export function TestimonialCard({ header, quote, firstName, rating, createdAt }: TestimonialCardProps) {
  return (
    <figure className="pte-testimonial">
      <Stars value={rating} size="small" />
      <blockquote className="pte-testimonial__quote">
        <p className="pte-testimonial__header">{header}</p>
        <p className="pte-testimonial__text">{quote}</p>
      </blockquote>
      <figcaption className="pte-testimonial__by">
        <span className="pte-testimonial__name">{firstName}</span>
        <time dateTime={new Date(createdAt).toISOString()}>{dateFormat.format(createdAt)}</time>
      </figcaption>
    </figure>
  );
}
