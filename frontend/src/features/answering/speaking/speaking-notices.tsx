import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { MICROPHONE_CHECK_TEXTS } from '@frontend/components/microphone-check/texts';
import { ButtonLink } from '@frontend/components/router-links';
import { SPEAKING_TEXTS as T } from '@frontend/features/answering/speaking/texts';

/** Recording is blocked without credit: 'No Ai credit left' and 'Get more credits' (practice.md §6). */
export function NoCredit() {
  return (
    <Alert variation="warning" heading={T.credits.noCredit}>
      <ButtonLink to="/pricing" size="small" variation="primary">
        {T.credits.getMore}
      </ButtonLink>
    </Alert>
  );
}

/** A microphone that cannot be opened for a reason other than permission: what is wrong, and try again. */
export function MicrophoneProblemAlert({ problem, onRetry }: { problem: keyof typeof MICROPHONE_CHECK_TEXTS.problems; onRetry: () => void }) {
  const text = MICROPHONE_CHECK_TEXTS.problems[problem];
  return (
    <Alert variation="error" heading={text.title}>
      <Flex direction="column" gap="xs" alignItems="flex-start">
        <Text as="span">{text.body}</Text>
        {'checks' in text && (
          <ul>
            {text.checks.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
        )}
        {'after' in text && <Text as="span">{text.after}</Text>}
        <Button size="small" onClick={onRetry}>
          {MICROPHONE_CHECK_TEXTS.tryAgain}
        </Button>
      </Flex>
    </Alert>
  );
}
