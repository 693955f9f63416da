import '@frontend/features/statistics/statistics.css';
import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { StudentStatistics } from '@shared/api';
import { itemTypes } from '@shared/exam';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { RetryAlert } from '@frontend/components/retry-alert';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { ChartFigure, FiguresTable } from '@frontend/features/statistics/chart-figure';
import { dateLabel, formatDuration, hasActivity, largest, percentText } from '@frontend/features/statistics/format';
import { ItemTypesChart, MockScoresChart, PeriodsChart, SectionsChart, TimeChart, TraitsChart } from '@frontend/features/statistics/statistics-charts';
import { useFetchStatistics } from '@frontend/features/statistics/statistics-api';
import { STATISTICS_TEXTS as T } from '@frontend/features/statistics/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

function StatCard({ label, value, detail, quiet = false }: { label: string; value: ReactNode; detail?: ReactNode; quiet?: boolean }) {
  return (
    <Card variation="outlined" className="pte-statistic">
      <Text as="p" fontSize="small" fontWeight="semibold" color="font.secondary" margin="0">
        {label}
      </Text>
      <Text as="p" fontSize={quiet ? 'large' : 'xxl'} fontWeight={quiet ? 'semibold' : 'extrabold'} color={quiet ? 'font.secondary' : undefined} margin="0" className="pte-statistic__value">
        {value}
      </Text>
      {detail && (
        <Text as="p" fontSize="small" color="font.tertiary" margin="0">
          {detail}
        </Text>
      )}
    </Card>
  );
}

function Group({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <section className="pte-statistics__group" aria-labelledby={`${id}-heading`}>
      <Heading level={2} id={`${id}-heading`} fontSize="xl" fontWeight="bold">
        {heading}
      </Heading>
      {intro && (
        <Text as="p" margin="0" color="font.secondary">
          {intro}
        </Text>
      )}
      {children}
    </section>
  );
}

/** A new student: nothing to chart yet, so what to do first. */
function EmptyState({ minimumAnswers }: { minimumAnswers: number }) {
  return (
    <Card variation="outlined" className="pte-statistics__empty">
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Heading level={2} fontSize="xl">
          {T.empty.heading}
        </Heading>
        <Text margin="0">{T.empty.body}</Text>
        <ol className="pte-statistics__steps">
          {T.empty.steps(minimumAnswers).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Flex gap="small" wrap="wrap">
          <ButtonLink to="/practice" variation="primary">
            {T.empty.practise}
          </ButtonLink>
          <ButtonLink to="/mock-test">{T.empty.mock}</ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}

function Totals({ totals, secondsCap }: { totals: StudentStatistics['totals']; secondsCap: number }) {
  return (
    <Group id="statistics-totals" heading={T.totals.heading}>
      <div className="pte-statistics__cards">
        <StatCard label={T.totals.answers} value={totals.answers} />
        <StatCard label={T.totals.successRate} value={percentText(totals.successRate)} detail={T.totals.successDetail(totals.successful, totals.answers)} />
        <StatCard label={T.totals.pointsRate} value={percentText(totals.pointsRate)} detail={T.totals.pointsDetail} />
        <StatCard label={T.totals.time} value={formatDuration(totals.seconds)} detail={T.totals.timeDetail(Math.round(secondsCap / 60))} />
        <StatCard label={T.totals.activeDays} value={totals.activeDays} detail={totals.lastAt !== undefined ? T.totals.activeDetail(dayFormat.format(totals.lastAt)) : undefined} />
        <StatCard label={T.totals.aiAnalyses} value={totals.aiAnalyses} detail={T.totals.aiDetail} />
        <StatCard label={T.totals.mockTests} value={totals.mockTests} />
      </div>
    </Group>
  );
}

function Estimate({ estimate }: { estimate: StudentStatistics['estimate'] }) {
  return (
    <Group id="statistics-estimate" heading={T.estimate.heading}>
      <div className="pte-statistics__cards pte-statistics__cards--skills">
        {estimate.skills.map(({ skill, score, answers }) => (
          <StatCard
            key={skill}
            label={T.skills[skill]}
            value={score ?? T.estimate.notYet}
            quiet={score === null}
            detail={score === null ? T.estimate.needsMore(estimate.minimumAnswers - answers) : T.estimate.from(answers)}
          />
        ))}
      </div>
      <Text as="p" margin="0" fontSize="small" color="font.secondary" className="pte-statistics__note">
        {T.estimate.how(estimate.lastAnswers, estimate.minimumAnswers)}
      </Text>
    </Group>
  );
}

function Weakest({ weakest, minimum }: { weakest: StudentStatistics['weakest']; minimum: number }) {
  return (
    <Group id="statistics-weakest" heading={T.weakest.heading} intro={weakest.length > 0 ? T.weakest.intro(minimum) : T.weakest.none(minimum)}>
      {weakest.length > 0 && (
        <ul className="pte-statistics__weakest">
          {weakest.map((type) => (
            <li key={type.type}>
              <Card variation="outlined" className="pte-statistics__weak">
                <Text as="p" margin="0" fontSize="small" color="font.secondary">
                  {type.section}
                </Text>
                <Text as="p" margin="0" fontWeight="bold">
                  {type.name}
                </Text>
                <Text as="p" margin="0" fontSize="small">
                  {T.weakest.detail(type.pointsRate, type.answers)}
                </Text>
                <ButtonLink to={type.link} size="small" variation="primary">
                  {T.weakest.practise(type.name)}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Group>
  );
}

function OverTime({ statistics }: { statistics: StudentStatistics }) {
  const { periods, granularity } = statistics;
  const span = granularity === 'day' ? T.periods.days(periods.length) : T.periods.weeks(periods.length);
  const label = (start: string) => (granularity === 'day' ? dateLabel(start) : T.periods.weekOf(dateLabel(start)));
  const answers = periods.reduce((sum, period) => sum + period.answers, 0);
  const successful = periods.reduce((sum, period) => sum + period.successful, 0);
  const seconds = periods.reduce((sum, period) => sum + period.seconds, 0);
  const busiest = largest(periods, (period) => period.answers);
  const longest = largest(periods, (period) => period.seconds);
  const busiestText = busiest && (granularity === 'day' ? T.periods.busiestDay(dateLabel(busiest.start), busiest.answers) : T.periods.busiestWeek(dateLabel(busiest.start), busiest.answers));
  return (
    <Group id="statistics-over-time" heading={T.overTime.heading}>
      <div className="pte-statistics__charts">
        <ChartFigure
          id="statistics-answers"
          heading={T.overTime.chartHeading}
          summary={T.overTime.summary(answers, successful, span, busiestText)}
          table={
            <FiguresTable
              caption={T.overTime.chartHeading}
              columns={[T.table.period, T.table.answers, T.table.successful, T.table.successRate]}
              rows={periods.map((period) => [label(period.start), period.answers, period.successful, percentText(period.successRate)])}
            />
          }
        >
          <PeriodsChart periods={periods} />
        </ChartFigure>
        <ChartFigure
          id="statistics-time"
          heading={T.time.heading}
          summary={seconds === 0 ? T.time.none(span) : T.time.summary(formatDuration(seconds), span, longest && `${label(longest.start)}, ${formatDuration(longest.seconds)}`)}
          table={
            <FiguresTable caption={T.time.heading} columns={[T.table.period, T.table.minutes]} rows={periods.map((period) => [label(period.start), Math.round(period.seconds / 60)])} />
          }
        >
          <TimeChart periods={periods} />
        </ChartFigure>
      </div>
    </Group>
  );
}

function Breakdown({ statistics }: { statistics: StudentStatistics }) {
  const answered = statistics.sections.filter((section) => section.answers > 0);
  const ranked = [...answered].sort((a, b) => (b.pointsRate ?? 0) - (a.pointsRate ?? 0));
  const best = ranked[0];
  const weakest = ranked.length > 1 ? ranked.at(-1) : undefined;
  const unanswered = statistics.sections.filter((section) => section.answers === 0).map((section) => section.section);
  const types = statistics.itemTypes;
  const typesRanked = [...types].sort((a, b) => (b.pointsRate ?? 0) - (a.pointsRate ?? 0));
  const typeText = (type: StudentStatistics['itemTypes'][number] | undefined) => type && `${type.name} (${percentText(type.pointsRate)})`;
  return (
    <Group id="statistics-breakdown" heading={T.breakdown.heading}>
      <div className="pte-statistics__charts">
        <ChartFigure
          id="statistics-sections"
          heading={T.sections.heading}
          summary={T.sections.summary(best && `${best.section} (${percentText(best.pointsRate)} of the points)`, weakest && `${weakest.section} (${percentText(weakest.pointsRate)})`, unanswered)}
          table={
            <FiguresTable
              caption={T.sections.heading}
              columns={[T.table.section, T.table.answers, T.table.successRate, T.table.pointsRate]}
              rows={statistics.sections.map((section) => [section.section, section.answers, percentText(section.successRate), percentText(section.pointsRate)])}
            />
          }
        >
          <SectionsChart sections={statistics.sections} />
        </ChartFigure>
        {types.length > 0 && (
          <ChartFigure
            id="statistics-item-types"
            heading={T.itemTypes.heading}
            summary={T.itemTypes.summary(types.length, typeText(typesRanked[0]), typesRanked.length > 1 ? typeText(typesRanked.at(-1)) : undefined)}
            table={
              <FiguresTable
                caption={T.itemTypes.heading}
                columns={[T.table.itemType, T.table.answers, T.table.successRate, T.table.pointsRate]}
                rows={types.map((type) => [`${type.name} (${itemTypes[type.type].abbreviation})`, type.answers, percentText(type.successRate), percentText(type.pointsRate)])}
              />
            }
          >
            <ItemTypesChart types={types} />
          </ChartFigure>
        )}
      </div>
    </Group>
  );
}

function AiTraits({ statistics }: { statistics: StudentStatistics }) {
  const label = (start: string) => (statistics.granularity === 'day' ? dateLabel(start) : T.periods.weekOf(dateLabel(start)));
  return (
    <Group id="statistics-ai" heading={T.ai.heading} intro={statistics.aiTraits.length > 0 ? T.ai.intro : T.ai.none}>
      {statistics.aiTraits.length > 0 && (
        <div className="pte-statistics__charts">
          {statistics.aiTraits.map((kind) => {
            const latest = kind.periods.at(-1);
            const analyses = kind.periods.reduce((sum, period) => sum + period.analyses, 0);
            const latestText = latest ? kind.traits.filter((trait) => latest.traits[trait] !== undefined).map((trait) => `${trait} ${latest.traits[trait]} %`).join(', ') : '';
            return (
              <ChartFigure
                key={kind.section}
                id={`statistics-ai-${kind.section.toLowerCase()}`}
                heading={T.ai.sectionHeading(kind.section)}
                summary={T.ai.summary(kind.section, analyses, latestText)}
                table={
                  <FiguresTable
                    caption={T.ai.sectionHeading(kind.section)}
                    columns={[T.table.period, T.table.analyses, ...kind.traits]}
                    rows={kind.periods.map((period) => [label(period.start), period.analyses, ...kind.traits.map((trait) => percentText(period.traits[trait]))])}
                  />
                }
              >
                <TraitsChart {...kind} />
              </ChartFigure>
            );
          })}
        </div>
      )}
    </Group>
  );
}

function MockTests({ tests }: { tests: StudentStatistics['mockTests'] }) {
  const describe = (test: StudentStatistics['mockTests'][number]) => `${T.mocks.overall.toLowerCase()} ${test.overall ?? T.table.none} (${test.title}, ${shortDayFormat.format(test.at)})`;
  return (
    <Group id="statistics-mocks" heading={T.mocks.heading} intro={tests.length === 0 ? T.mocks.none : undefined}>
      {tests.length === 0 ? (
        <div>
          <ButtonLink to="/mock-test" size="small">
            {T.mocks.start}
          </ButtonLink>
        </div>
      ) : (
        <ChartFigure
          id="statistics-mock-scores"
          heading={T.mocks.chartHeading}
          summary={T.mocks.summary(tests.length, describe(tests.at(-1)!), tests.length > 1 ? describe(tests[0]!) : undefined)}
          table={
            <FiguresTable
              caption={T.mocks.chartHeading}
              columns={[T.table.test, T.table.date, T.mocks.overall, T.skills.Reading, T.skills.Writing, T.skills.Listening, T.skills.Speaking]}
              rows={tests.map((test) => [test.title, dayFormat.format(test.at), test.overall ?? T.table.none, test.reading ?? T.table.none, test.writing ?? T.table.none, test.listening ?? T.table.none, test.speaking ?? T.table.none])}
            />
          }
        >
          <MockScoresChart tests={tests} labelOf={(at) => shortDayFormat.format(at)} />
        </ChartFigure>
      )}
    </Group>
  );
}

/** /statistics (login required): the student's progress over time, computed on the server from their own data. */
export function StatisticsPage() {
  usePageMeta(T.meta);
  const user = useCurrentUser();
  const { data: statistics, isError, refetch } = useFetchStatistics(user?.id ?? '');

  return (
    <PageSection aria-labelledby="statistics-heading" className="pte-statistics">
      <Flex direction="column" gap="xl">
        <Flex direction="column" gap="xxs">
          <PageTitle id="statistics-heading">
            {T.heading}
          </PageTitle>
          <Text color="font.secondary">{T.intro}</Text>
        </Flex>

        {!statistics && !isError && (
          <Flex padding="xl" justifyContent="center">
            <Loader size="large" ariaLabel={T.loading} />
          </Flex>
        )}
        {!statistics && isError && <RetryAlert message={T.failed} retry={T.retry} onRetry={() => void refetch()} />}
        {statistics && !hasActivity(statistics) && <EmptyState minimumAnswers={statistics.estimate.minimumAnswers} />}
        {statistics && hasActivity(statistics) && (
          <>
            <Totals totals={statistics.totals} secondsCap={statistics.rules.secondsCap} />
            <Estimate estimate={statistics.estimate} />
            <Weakest weakest={statistics.weakest} minimum={statistics.rules.weakestMinimumAnswers} />
            <OverTime statistics={statistics} />
            <Breakdown statistics={statistics} />
            <AiTraits statistics={statistics} />
            <MockTests tests={statistics.mockTests} />
          </>
        )}
      </Flex>
    </PageSection>
  );
}
