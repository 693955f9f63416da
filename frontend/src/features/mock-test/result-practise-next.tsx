import { Heading, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { TextLink } from '@frontend/components/router-links';
import type { MockReport } from '@frontend/features/mock-test/result-api';
import { RESULT_TEXTS as T } from '@frontend/features/mock-test/result-texts';

/** 'What to practise next': the weakest item types of the test, each linking to its practice list. */
export function ResultPractiseNext({ practiseNext }: { practiseNext: MockReport['practiseNext'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pte-result-practise">
      <Heading level={2} id={headingId} fontSize="large">
        {T.practiseHeading}
      </Heading>
      {practiseNext.length === 0 ? (
        <Text margin="0">{T.practiseNone}</Text>
      ) : (
        <>
          <Text as="p" color="font.secondary" margin="0">
            {T.practiseIntro}
          </Text>
          <ul className="pte-result-practise__list">
            {practiseNext.map((entry) => (
              <li key={entry.type}>
                <TextLink to={entry.link} fontWeight="semibold">
                  {entry.name}
                </TextLink>
                <Text as="span" fontSize="small" color="font.secondary">
                  {T.practiseShare(entry.section, entry.percent)}
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
