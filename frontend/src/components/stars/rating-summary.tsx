import { Stars } from '@frontend/components/stars/stars';

const ratingsText = (count: number) => (count === 1 ? '1 rating' : `${count} ratings`);

/** The average rating as a figure and stars, with how many ratings it is computed from. */
export function RatingSummary({ averageRating, ratingCount }: { averageRating: number; ratingCount: number }) {
  return (
    <p className="pte-rating-summary">
      <span className="pte-rating-summary__value">{averageRating.toFixed(1)}</span>
      <span className="pte-rating-summary__detail">
        <Stars value={averageRating} size="medium" />
        <span className="pte-rating-summary__count">
          out of 5, from {ratingsText(ratingCount)}
        </span>
      </span>
    </p>
  );
}
