import { Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { LOGIN_PATH, REDIRECT_PARAM } from '@frontend/app/session/access';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { ButtonLink } from '@frontend/components/router-links';
import { RESULT_TEXTS as T } from '@frontend/features/mock-test/result-texts';
import { MOCK_LIST_PATH, resultsPath } from '@frontend/app/paths/mock-paths';

export function ResultLoading({ label }: { label: string }) {
  return (
    <Flex padding="xxl" justifyContent="center">
      <Loader size="large" ariaLabel={label} />
    </Flex>
  );
}

/** While the analyses run: how many answers are scored so far (the page asks again every 2 s). */
export function ResultScoring({ done, total, headingId }: { done: number; total: number; headingId: string }) {
  return (
    <Flex direction="column" gap="medium" maxWidth="40rem">
      <Heading level={1} id={headingId}>
        {T.scoringHeading}
      </Heading>
      <Text color="font.secondary">{T.scoringBody}</Text>
      <progress className="pte-result-progress" value={done} max={Math.max(total, 1)} aria-label={T.scoringLabel} />
      <Text as="p" fontWeight="semibold" margin="0" role="status">
        {T.scoringProgress(done, total)}
      </Text>
    </Flex>
  );
}

/** A result that cannot be shown: a wrong link, another person's test, or a failed request. */
export function ResultUnavailable({ sessionId, headingId }: { sessionId: string | undefined; headingId: string }) {
  const visitor = useCurrentUser() === undefined;
  return (
    <Flex direction="column" alignItems="flex-start" gap="medium" maxWidth="40rem">
      <Heading level={1} id={headingId}>
        {T.unavailableHeading}
      </Heading>
      <Text color="font.secondary">
        {T.unavailableBody}
        {visitor && ` ${T.unavailableLogin}`}
      </Text>
      <Flex gap="small" wrap="wrap">
        <ButtonLink to={MOCK_LIST_PATH} variation="primary">
          {T.mockTests}
        </ButtonLink>
        {visitor && sessionId && <ButtonLink to={`${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: resultsPath(sessionId) }).toString()}`}>{T.logIn}</ButtonLink>}
      </Flex>
    </Flex>
  );
}
