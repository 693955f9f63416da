import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { MockSession } from '@shared/api/mock';
import { ButtonLink } from '@frontend/components/router-links';
import { resultsPath } from '@frontend/app/paths/mock-paths';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';

const T = MOCK_TEST_TEXTS.runner;

/** The pause between two parts: the part is complete (or its time up); Continue starts the next one's clock. */
export function PartPause({ session, part, timeUp, busy, onContinue }: { session: MockSession; part: number; timeUp: boolean; busy: boolean; onContinue: () => void }) {
  const next = session.parts[part + 1];
  return (
    <Flex direction="column" gap="medium" alignItems="flex-start" className="pte-mock-panel">
      <Heading level={2} fontSize="xxl" fontWeight="bold">{timeUp ? T.pause.timeUpHeading(part + 1) : T.pause.heading(part + 1)}</Heading>
      <Text>{timeUp ? T.pause.timeUpBody : T.pause.body}</Text>
      {next && <Text color="font.secondary">{T.pause.next(part + 2, next.name, Math.ceil(next.timeLimitSeconds / 60))}</Text>}
      <Button variation="primary" onClick={onContinue} isLoading={busy}>
        {T.pause.continue}
      </Button>
    </Flex>
  );
}

/** The end of the test: every part is over; Submit has it scored. */
export function FinishPanel({ timeUp, busy, onSubmit }: { timeUp: boolean; busy: boolean; onSubmit: () => void }) {
  return (
    <Flex direction="column" gap="medium" alignItems="flex-start" className="pte-mock-panel">
      <Heading level={2} fontSize="xxl" fontWeight="bold">{timeUp ? T.finish.timeUpHeading : T.finish.heading}</Heading>
      <Text>{T.finish.body}</Text>
      <Button variation="primary" onClick={onSubmit} isLoading={busy}>
        {T.finish.submit}
      </Button>
    </Flex>
  );
}

/** A session already submitted (a second tab, the back button): its results instead. */
export function ClosedPanel({ sessionId }: { sessionId: string }) {
  return (
    <Flex direction="column" gap="medium" alignItems="flex-start" className="pte-mock-panel">
      <Heading level={2} fontSize="xxl" fontWeight="bold">{T.closed.heading}</Heading>
      <Text>{T.closed.body}</Text>
      <ButtonLink to={resultsPath(sessionId)} variation="primary">
        {T.closed.results}
      </ButtonLink>
    </Flex>
  );
}
