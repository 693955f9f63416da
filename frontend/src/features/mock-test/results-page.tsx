import '@frontend/features/mock-test/result.css';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { reportedEnablingSkills } from '@shared/exam';
import { scorecardSkills } from '@shared/mock/scorecard-svg';
import { scorecardTexts } from '@shared/mock/scorecard-texts';
import { useSearchParams } from 'react-router-dom';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useFetchMockTestResult, useSaveShownResult, type MockReport } from '@frontend/features/mock-test/result-api';
import { ResultItems } from '@frontend/features/mock-test/result-items';
import { ResultPractiseNext } from '@frontend/features/mock-test/result-practise-next';
import { ScoreBars } from '@frontend/features/mock-test/result-score-bars';
import { ResultShare } from '@frontend/features/mock-test/result-share';
import { ResultLoading, ResultScoring, ResultUnavailable } from '@frontend/features/mock-test/result-states';
import { RESULT_TEXTS as T } from '@frontend/features/mock-test/result-texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const headingId = 'mock-result-heading';

/** The score report: overall and skills first, then what to practise, the scorecard and every answer. */
function ResultReport({ report }: { report: MockReport }) {
  return (
    <Flex direction="column" gap="xl">
      <div>
        <PageTitle id={headingId}>
          {T.heading}
        </PageTitle>
        <Text as="p" color="font.secondary" margin="0">
          {report.title} · {scorecardTexts.scope(report.variant, report.category)} · {T.submitted(scorecardTexts.date(report.submittedAt))}
        </Text>
      </div>
      <div className="pte-result-summary">
        <section className="pte-result-overall" aria-labelledby="mock-result-overall">
          <Heading level={2} id="mock-result-overall" fontSize="large">
            {T.overallHeading}
          </Heading>
          <Text as="p" className="pte-result-overall__score" margin="0">
            {report.overall === null ? scorecardTexts.noScore : Math.round(report.overall)}
          </Text>
          <Text as="p" fontSize="small" color="font.secondary" margin="0">
            {T.scale}
          </Text>
        </section>
        <ScoreBars heading={scorecardTexts.communicativeSkills} rows={scorecardSkills.map((skill) => ({ label: scorecardTexts.skill[skill], score: report.skills[skill] }))} />
      </div>
      <ScoreBars
        heading={scorecardTexts.enablingSkills}
        rows={reportedEnablingSkills.map((skill) => ({ label: scorecardTexts.enablingSkill[skill], score: report.enablingSkills[skill] }))}
        note={T.enablingNote}
      />
      <ResultPractiseNext practiseNext={report.practiseNext} />
      <ResultShare sessionId={report.sessionId} />
      <ResultItems items={report.items} />
    </Flex>
  );
}

/**
 * /mock-test/results?id=<sessionId>: the owner's result (a student by token, a visitor by the
 * anonymous id of the browser that took the free mock). 'Scoring your answers' while analyses run,
 * then the report, saved once it shows; anything that fails is 'This result is not available'.
 */
export function MockResultsPage() {
  usePageMeta({ title: T.metaTitle, description: T.metaDescription });
  const [params] = useSearchParams();
  const sessionId = params.get('id') ?? undefined;
  const state = useFetchMockTestResult(sessionId);
  useSaveShownResult(state.status === 'scored' ? state.result : undefined);

  return (
    <PageSection aria-labelledby={state.status === 'loading' ? undefined : headingId} className="pte-mock-result">
      {state.status === 'loading' && <ResultLoading label={T.loading} />}
      {state.status === 'pending' && <ResultScoring done={state.done ?? 0} total={state.total ?? 0} headingId={headingId} />}
      {state.status === 'unavailable' && <ResultUnavailable sessionId={sessionId} headingId={headingId} />}
      {state.status === 'scored' && <ResultReport report={state.result} />}
    </PageSection>
  );
}
