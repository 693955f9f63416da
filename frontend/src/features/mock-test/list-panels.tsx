import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { MockCredits, MockTestSummary } from '@shared/api/mock';
import { mockTexts } from '@shared/mock';
import type { MockCategory } from '@shared/mock';
import { useState } from 'react';
import { ApiError } from '@frontend/api/client';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';
import { useCreateRandomMockTest } from '@frontend/features/mock-test/use-mock-list';

const T = MOCK_TEST_TEXTS.list;

/** Refusals shown where they happened (no credit, locked, taken, gone, bank too small); anything else goes to the snackbar. */
export const shownInPlace = (error: unknown): error is ApiError => error instanceof ApiError && [403, 404, 409].includes(error.status);

/** The student's full and section mock test credits, with where to get more. */
export function Credits({ credits }: { credits: MockCredits }) {
  return (
    <section className="pte-mock-credits" aria-labelledby="mock-credits-heading">
      <Heading level={2} fontSize="medium" fontWeight="bold" id="mock-credits-heading">
        {T.credits.heading}
      </Heading>
      <Text as="p" margin="0">
        {T.credits.full(credits.full)} · {T.credits.section(credits.section)}
      </Text>
      <TextLink to="/pricing">{T.credits.more}</TextLink>
    </section>
  );
}

/** A visitor's way in: the free mock (the Reading section), or an account. */
export function VisitorOffer({ free, starting, problem, onStart }: { free?: MockTestSummary; starting: boolean; problem?: string; onStart: (mock: MockTestSummary) => void }) {
  const taken = free !== undefined && free.attempts > 0 && free.inProgressSessionId === undefined;
  return (
    <Alert variation="info" heading={T.visitor.heading}>
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Text as="span">{taken ? mockTexts.freeTaken : T.visitor.body}</Text>
        {problem && <Text as="span" fontWeight="semibold">{problem}</Text>}
        <Flex gap="small" alignItems="center" wrap="wrap">
          {free && !taken && (
            <Button variation="primary" size="small" isLoading={starting} onClick={() => onStart(free)}>
              {free.inProgressSessionId ? T.resumeOf(free.title) : T.visitor.start}
            </Button>
          )}
          <ButtonLink to="/register" size="small">
            {T.visitor.signUp}
          </ButtonLink>
          <TextLink to="/login">{T.visitor.login}</TextLink>
        </Flex>
      </Flex>
    </Alert>
  );
}

/** 'Create a random mock' of the category shown (students): the new mock joins the list, ready to start. */
export function RandomMock({ category, onCreated }: { category: MockCategory; onCreated: (mock: MockTestSummary) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { mutateAsync: createRandomMockTest } = useCreateRandomMockTest();
  async function create() {
    setBusy(true);
    setProblem(undefined);
    try {
      onCreated(await createRandomMockTest(category));
    } catch (error) {
      if (shownInPlace(error)) setProblem(error.message);
      else handleApiError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Flex direction="column" gap="xs" alignItems="flex-start" className="pte-mock-random">
      <Button onClick={() => void create()} isLoading={busy} aria-describedby="mock-random-hint">
        {T.random.action}
      </Button>
      <Text as="p" margin="0" fontSize="small" color="font.secondary" id="mock-random-hint">
        {T.random.hint(T.categories[category])}
      </Text>
      {problem && <Alert variation="error">{problem}</Alert>}
    </Flex>
  );
}
