import type { ItemType } from '@shared/exam';
import { PRACTICE_TEXTS as T } from '@frontend/features/practice/texts';

const kinds = ['difficulty', 'quantity', 'time', 'importance'] as const;

/** The four 1-5 ratings of a type with their labels, coloured green, amber or red (practice.md §2). */
export function TypeRatings({ type }: { type: ItemType }) {
  return (
    <dl className="pte-ratings">
      {kinds.map((kind) => {
        const rating = type.stats[kind];
        return (
          <div key={kind} className="pte-rating" data-colour={rating.colour} data-value={rating.value}>
            <dt>{T.ratings[kind]}</dt>
            <dd>
              <span className="pte-rating__text">{rating.text}</span> <span className="pte-rating__label">{rating.label}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
