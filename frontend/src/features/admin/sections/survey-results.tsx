import type { SurveyResults } from '@shared/api';
import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@frontend/components/charts/chart-box';
import { useChartColors } from '@frontend/components/charts/use-chart-colors';
import { useAdminRead } from '@frontend/features/admin/admin-api';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';

// Imported by the surveys section on demand only, so recharts loads when results are opened.

const T = ADMIN_TEXTS.surveys;

function ChoiceChart({ counts, label }: { counts: { option: string; count: number }[]; label: string }) {
  const colors = useChartColors();
  const height = Math.max(120, counts.length * 44);
  return (
    <figure className="pte-admin-chart" aria-label={label}>
      <ChartBox height={height}>
        {(width) => (
          <BarChart width={width} height={height} data={counts} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} stroke={colors.grid} />
            <YAxis type="category" dataKey="option" width={140} tick={{ fill: colors.text, fontSize: 12 }} stroke={colors.grid} />
            <Tooltip contentStyle={{ background: colors.surface, borderColor: colors.border, color: colors.text, borderRadius: 8 }} cursor={{ fill: colors.grid, fillOpacity: 0.35 }} />
            <Bar dataKey="count" name={T.count} fill={colors.series[0]} radius={[0, 4, 4, 0]} maxBarSize={28} isAnimationActive={false} />
          </BarChart>
        )}
      </ChartBox>
      <figcaption className="pte-admin-chart__figures">{counts.map((entry) => `${entry.option}: ${entry.count}`).join(' · ')}</figcaption>
    </figure>
  );
}

function QuestionResult({ question }: { question: SurveyResults['questions'][number] }) {
  return (
    <Card variation="outlined" borderRadius="medium">
      <Flex direction="column" gap="small">
        <Heading level={4} fontSize="medium" fontWeight="bold">{question.prompt}</Heading>
        {question.kind === 'singleChoice' ? (
          <ChoiceChart counts={question.counts} label={question.prompt} />
        ) : question.answers.length === 0 ? (
          <Text color="font.secondary">{T.noAnswers}</Text>
        ) : (
          <ul className="pte-admin-answers">
            {question.answers.map((answer, index) => (
              <li key={index}>{answer}</li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}

/** One survey's results per question (admins.fetchSurveyResults): a bar chart per single choice, the free-text answers listed. */
export function SurveyResultsView({ surveyId }: { surveyId: string }) {
  const results = useAdminRead('fetchSurveyResults', { surveyId });
  if (!results.data) return <Loader ariaLabel={ADMIN_TEXTS.status.loading} />;
  const { survey, responses, questions } = results.data;
  return (
    <section aria-label={T.resultsHeading(survey.title)}>
      <Flex direction="column" gap="medium">
        <Heading level={3} fontSize="medium" fontWeight="bold">{T.resultsHeading(survey.title)}</Heading>
        <Text color="font.secondary">{T.responses(responses)}</Text>
        {questions.map((question) => (
          <QuestionResult key={question.questionId} question={question} />
        ))}
      </Flex>
    </section>
  );
}
