import '@frontend/features/mock-test/result.css';
import { Flex, Text } from '@aws-amplify/ui-react';
import { scorecardSummary, scorecardSvg } from '@shared/mock/scorecard-svg';
import { scorecardTexts } from '@shared/mock/scorecard-texts';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useFetchMockTestResultPublic, type ScoredPublicResult } from '@frontend/features/mock-test/result-api';
import { ResultLoading } from '@frontend/features/mock-test/result-states';
import { MOCK_LIST_PATH } from '@frontend/app/paths/mock-paths';
import { SCORECARD_TEXTS as T } from '@frontend/features/mock-test/scorecard-texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const headingId = 'mock-scorecard-heading';

/** A heading, a line of explanation and the way to the mock tests: every state but the scorecard itself. */
function ScorecardMessage({ heading, body }: { heading: string; body: string }) {
  return (
    <Flex direction="column" alignItems="flex-start" gap="medium" maxWidth="40rem">
      <PageTitle id={headingId}>
        {heading}
      </PageTitle>
      <Text color="font.secondary">{body}</Text>
      <ButtonLink to={MOCK_LIST_PATH} variation="primary">
        {T.takeMock}
      </ButtonLink>
    </Flex>
  );
}

/** The scorecard image, drawn in the page from the same SVG the server renders to PNG. */
function Scorecard({ card }: { card: ScoredPublicResult }) {
  // scorecardSvg escapes every text it draws, so its markup is safe to insert.
  const svg = useMemo(() => scorecardSvg(card), [card]);
  return (
    <Flex direction="column" alignItems="flex-start" gap="large">
      <PageTitle id={headingId}>
        {scorecardTexts.title(card.firstName)}
      </PageTitle>
      <div className="pte-scorecard-figure" dangerouslySetInnerHTML={{ __html: svg }} />
      <ButtonLink to={MOCK_LIST_PATH} variation="primary">
        {T.takeMock}
      </ButtonLink>
    </Flex>
  );
}

/**
 * /mock-test/scorecard/:sessionId, public: the shareable scorecard (first name, date, mock, overall,
 * communicative and enabling skills; never answers), with its title and description for link
 * previews. Without an id it explains what a scorecard link is.
 */
export function MockScorecardPage() {
  const { sessionId } = useParams();
  const state = useFetchMockTestResultPublic(sessionId);
  const card = state.status === 'scored' ? state.result : undefined;
  usePageMeta(card ? { title: scorecardTexts.title(card.firstName), description: scorecardSummary(card) } : { title: T.metaTitle, description: T.metaDescription });

  return (
    <PageSection aria-labelledby={state.status === 'loading' && sessionId ? undefined : headingId} className="pte-mock-scorecard">
      {!sessionId ? (
        <ScorecardMessage heading={T.noIdHeading} body={T.noIdBody} />
      ) : state.status === 'loading' ? (
        <ResultLoading label={T.loading} />
      ) : state.status === 'pending' ? (
        <ScorecardMessage heading={T.pendingHeading} body={T.pendingBody} />
      ) : state.status === 'unavailable' ? (
        <ScorecardMessage heading={T.notRecognised} body={T.notRecognisedBody} />
      ) : (
        <Scorecard card={state.result} />
      )}
    </PageSection>
  );
}
