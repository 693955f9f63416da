import { Heading, Text } from '@aws-amplify/ui-react';
import { scoreText, shareOfScale } from '@shared/mock/scorecard-svg';
import { useId } from 'react';

export interface ScoreBarRow {
  label: string;
  /** 10-90, or null for a skill the test did not assess. */
  score: number | null;
}

/**
 * Scores as bars on 10-90, each with its label and its value in words ('Not tested' when the
 * test did not assess it): the bar is decoration, the text carries the score.
 */
export function ScoreBars({ heading, rows, note }: { heading: string; rows: readonly ScoreBarRow[]; note?: string }) {
  const headingId = useId();
  return (
    <section className="pte-score-bars" aria-labelledby={headingId}>
      <Heading level={2} id={headingId} fontSize="large">
        {heading}
      </Heading>
      <ul className="pte-score-bars__list">
        {rows.map(({ label, score }) => (
          <li key={label} className="pte-score-bar" data-tested={score !== null}>
            <span className="pte-score-bar__label">{label}</span>
            <span className="pte-score-bar__track" aria-hidden="true">
              {score !== null && <span className="pte-score-bar__fill" style={{ width: `${Math.max(4, shareOfScale(score) * 100)}%` }} />}
            </span>
            <span className="pte-score-bar__value">{scoreText(score)}</span>
          </li>
        ))}
      </ul>
      {note && (
        <Text as="p" fontSize="small" color="font.secondary" margin="0">
          {note}
        </Text>
      )}
    </section>
  );
}
