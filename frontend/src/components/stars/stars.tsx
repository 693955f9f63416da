import '@frontend/components/stars/stars.css';
import { useState } from 'react';

const starValues = [1, 2, 3, 4, 5] as const;
const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** 'one star', '4 stars': the name a screen reader gives a count of stars. */
export const starsText = (count: number) => (count === 1 ? '1 star' : `${count} stars`);

function Star({ fill }: { fill: number }) {
  // fill 0 to 1: a whole, half or empty star, drawn as a clipped copy over an outline.
  return (
    <svg viewBox="0 0 24 24" className="pte-star" aria-hidden="true" focusable="false">
      <path d={starPath} className="pte-star__empty" />
      {fill > 0 && <path d={starPath} className="pte-star__full" style={{ clipPath: `inset(0 ${Math.round((1 - fill) * 100)}% 0 0)` }} />}
    </svg>
  );
}

/** Stars out of 5 (a rating or an average, to the nearest half), read as '4.5 out of 5 stars'. */
export function Stars({ value, size = 'medium' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  const halves = Math.round(value * 2) / 2;
  return (
    <span className="pte-stars" data-size={size} role="img" aria-label={`${value} out of 5 stars`}>
      {starValues.map((star) => (
        <Star key={star} fill={Math.max(0, Math.min(1, halves - star + 1))} />
      ))}
    </span>
  );
}

export interface StarPickerProps {
  legend: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  name?: string;
}

/** A choice of 1 to 5 stars: native radio buttons (arrow keys move between them), lit up to the one pointed at or chosen. */
export function StarPicker({ legend, value, onChange, name = 'rating' }: StarPickerProps) {
  const [pointed, setPointed] = useState<number>();
  const lit = pointed ?? value ?? 0;
  return (
    <fieldset className="pte-star-picker" onMouseLeave={() => setPointed(undefined)}>
      <legend className="pte-star-picker__legend">{legend}</legend>
      <div className="pte-star-picker__stars">
        {starValues.map((star) => (
          <label key={star} className="pte-star-picker__star" data-lit={star <= lit} onMouseEnter={() => setPointed(star)}>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="pte-sr-only" />
            <Star fill={star <= lit ? 1 : 0} />
            <span className="pte-sr-only">{starsText(star)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
