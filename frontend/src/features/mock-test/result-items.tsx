import { Badge, Heading, Text } from '@aws-amplify/ui-react';
import { itemTypes } from '@shared/exam';
import { useId } from 'react';
import type { MockReport } from '@frontend/features/mock-test/result-api';
import { RESULT_TEXTS as T } from '@frontend/features/mock-test/result-texts';

type ReportItem = MockReport['items'][number];

/** The items of each part in test order, with the number of each part's first item counted through the test. */
function partsOf(items: readonly ReportItem[]): { part: number; items: ReportItem[]; first: number }[] {
  const parts = new Map<number, ReportItem[]>();
  for (const item of items) parts.set(item.part, [...(parts.get(item.part) ?? []), item]);
  let first = 1;
  return [...parts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([part, partItems]) => {
      const entry = { part, items: partItems, first };
      first += partItems.length;
      return entry;
    });
}

function AnswerText({ label, text }: { label: string; text: string }) {
  return (
    <div className="pte-result-item__answer">
      <Text as="h4" fontWeight="semibold" fontSize="small" margin="0">
        {label}
      </Text>
      <Text as="p" margin="0" className="pte-result-item__text">
        {text.trim() === '' ? T.noAnswer : text}
      </Text>
    </div>
  );
}

/** One item: its type and score always in view; the answers and the points by trait behind a disclosure. */
function ReportItemRow({ item, number }: { item: ReportItem; number: number }) {
  return (
    <li>
      <details className="pte-result-item">
        <summary className="pte-result-item__summary">
          <span className="pte-result-item__type">{T.itemLabel(number, itemTypes[item.type].name)}</span>
          {item.status === 'failed' && <Badge variation="warning">{T.failed}</Badge>}
          <span className="pte-result-item__score">
            {item.status === 'unscored' ? (
              T.notScored
            ) : (
              <>
                <span className="pte-sr-only">{T.score} </span>
                {item.score}
              </>
            )}
          </span>
        </summary>
        <div className="pte-result-item__body">
          {item.scoreData.length > 0 && (
            <div>
              <Text as="h4" fontWeight="semibold" fontSize="small" margin="0">
                {T.traits}
              </Text>
              <ul className="pte-result-item__traits">
                {item.scoreData.map((trait) => (
                  <li key={trait.name}>{T.trait(trait.name, trait.score, trait.max)}</li>
                ))}
              </ul>
            </div>
          )}
          <AnswerText label={T.yourAnswer} text={item.answer} />
          <AnswerText label={T.correctAnswer} text={item.showAnswer} />
          {item.explanation && <AnswerText label={T.explanation} text={item.explanation} />}
        </div>
      </details>
    </li>
  );
}

function PartSection({ part, items, first }: { part: number; items: ReportItem[]; first: number }) {
  const headingId = useId();
  const sections = [...new Set(items.map((item) => item.section))].join(' and ');
  return (
    <section aria-labelledby={headingId} className="pte-result-part">
      <Heading level={3} id={headingId} fontSize="medium">
        {T.part(part + 1, sections)}
      </Heading>
      <ol className="pte-result-items">
        {items.map((item, index) => (
          <ReportItemRow key={item.uid} item={item} number={first + index} />
        ))}
      </ol>
    </section>
  );
}

/** Every item of the report grouped by part, numbered through the test. */
export function ResultItems({ items }: { items: readonly ReportItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pte-result-answers">
      <Heading level={2} id={headingId} fontSize="large">
        {T.answersHeading}
      </Heading>
      <Text as="p" color="font.secondary" margin="0">
        {T.answersIntro}
      </Text>
      {partsOf(items).map(({ part, items: partItems, first }) => (
        <PartSection key={part} part={part} items={partItems} first={first} />
      ))}
    </section>
  );
}
