import '@frontend/features/answering/writing-analysis/writing-analysis.css';
import { Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { SavedWriting } from '@shared/api';
import { useId } from 'react';
import { HighlightedAnswer } from '@frontend/features/answering/writing-analysis/highlighted-answer';
import { ScoreText } from '@frontend/features/answering/writing-analysis/score-text';
import { WRITING_ANALYSIS_TEXTS } from '@frontend/features/answering/writing-analysis/texts';
import { useFetchUserWritings } from '@frontend/features/answering/writing-analysis/user-writings-api';

const T = WRITING_ANALYSIS_TEXTS.previous;

/** The date and time of a submission in the reader's locale (two on one day stay apart). */
export function formatSubmittedAt(createdAt: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));
}

/** "7/15" → ['7', '15'], for a spoken label; anything else is shown as it is. */
function scoreParts(score: string): [string, string] | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(score);
  return match ? [match[1]!, match[2]!] : undefined;
}

export interface PreviousWritingsListProps {
  writings: readonly SavedWriting[];
  /** The heading level of 'Previous submissions' in the screen's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Previous submissions with score and date, newest first; each opens (a native disclosure, so
 * keyboard and screen readers need nothing more) to the answer with its grammar tags marked.
 */
export function PreviousWritingsList({ writings, headingLevel = 3 }: PreviousWritingsListProps) {
  const headingId = useId();
  const newestFirst = [...writings].sort((a, b) => b.createdAt - a.createdAt);
  return (
    <section className="pte-previous-writings" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} fontSize="medium">
        {T.heading}
      </Heading>
      {newestFirst.length === 0 ? (
        <Text color="font.secondary" margin="0">
          {T.empty}
        </Text>
      ) : (
        <ul className="pte-previous-writings__list">
          {newestFirst.map((writing) => {
            const parts = scoreParts(writing.score);
            return (
              <li key={`${writing.createdAt}-${writing.score}`}>
                <details className="pte-previous-writings__item">
                  <summary>
                    <span className="pte-previous-writings__score">{parts ? <ScoreText score={parts[0]} max={parts[1]} /> : writing.score}</span>
                    <time dateTime={new Date(writing.createdAt).toISOString()} className="pte-previous-writings__date">
                      {T.submittedOn(formatSubmittedAt(writing.createdAt))}
                    </time>
                  </summary>
                  <HighlightedAnswer text={writing.selectedAnswer} tags={writing.analysis} />
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export interface PreviousWritingsProps {
  /** The question's uid. */
  uid: string;
  headingLevel?: 2 | 3 | 4;
}

/** The signed-in student's previous writings for the question; nothing for a visitor. */
export function PreviousWritings({ uid, headingLevel }: PreviousWritingsProps) {
  const { data, isError, signedIn } = useFetchUserWritings(uid);
  if (!signedIn) return null;
  // A failed first load shows nothing (the central handler reported it); a failed reload keeps the list.
  if (data === undefined) return isError ? null : <Loader ariaLabel={T.loading} />;
  return <PreviousWritingsList writings={data} headingLevel={headingLevel} />;
}
