import '@frontend/features/survey/survey.css';
import { surveyAnswerErrors } from '@shared/admin';
import type { Survey } from '@shared/api';
import { Alert, Button, Flex, Loader, Radio, RadioGroupField, Text, TextAreaField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FieldErrorsError } from '@frontend/api/client';
import { SURVEY_THANK_YOU_PATH } from '@frontend/app/paths/commerce-paths';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { RetryAlert } from '@frontend/components/retry-alert';
import { ButtonLink } from '@frontend/components/router-links';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useCompleteSurvey, useFetchSurvey } from '@frontend/features/survey/survey-api';
import { SURVEY_TEXTS as T } from '@frontend/features/survey/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

/** The snackbar of a refusal the spec names (§8: survey expired, survey already done). */
function showRefusal(message: string) {
  if (message === T.expired) snackbar.show('surveyExpired');
  else if (message === T.alreadyCompleted) snackbar.show('surveyAlreadyDone');
}

function SurveyForm({ survey }: { survey: Survey }) {
  const navigate = useNavigate();
  const complete = useCompleteSurvey();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string>();

  const answer = (questionId: string, value: string) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setErrors((current) => ({ ...current, [`answers.${questionId}`]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = surveyAnswerErrors(survey.questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    complete.mutate(
      { surveyId: survey.surveyId, answers },
      {
        onSuccess: (result) => {
          if (result.status === 200) return void navigate(SURVEY_THANK_YOU_PATH);
          setRefused(result.data.error);
          showRefusal(result.data.error);
        },
        onError: (error) => {
          if (error instanceof FieldErrorsError) setErrors(error.fields);
          else handleApiError(error);
        },
      },
    );
  };

  if (refused) return <Alert variation="warning">{refused}</Alert>;
  return (
    <form onSubmit={submit} aria-labelledby="survey-heading" noValidate>
      <Flex direction="column" gap="large">
        {survey.questions.map((question, index) => {
          const error = errors[`answers.${question.questionId}`];
          const label = `${index + 1}. ${question.prompt}`;
          return question.kind === 'singleChoice' ? (
            <RadioGroupField key={question.questionId} legend={label} name={question.questionId} value={answers[question.questionId] ?? ''} onChange={(event) => answer(question.questionId, event.target.value)} hasError={Boolean(error)} errorMessage={error}>
              {question.options.map((option) => (
                <Radio key={option} value={option}>
                  {option}
                </Radio>
              ))}
            </RadioGroupField>
          ) : (
            <TextAreaField key={question.questionId} label={label} rows={3} value={answers[question.questionId] ?? ''} onChange={(event) => answer(question.questionId, event.target.value)} hasError={Boolean(error)} errorMessage={error} />
          );
        })}
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={complete.isPending}>
          {T.submit}
        </Button>
      </Flex>
    </form>
  );
}

/** /survey (login required): the current survey, answered once before it expires (spec §8 texts); completing it gives a full mock test and goes to /thank-you. */
export function SurveyPage() {
  usePageMeta(T.meta);
  const user = useCurrentUser();
  const current = useFetchSurvey(user?.id ?? '');
  const result = current.data;

  let body;
  if (current.isError) body = <RetryAlert message={T.loadFailed} retry={T.retry} onRetry={() => void current.refetch()} />;
  else if (!result) body = <Loader size="large" ariaLabel={T.loading} />;
  else if (result.status === 201)
    body = (
      <Flex direction="column" gap="medium" alignItems="flex-start">
        <PageTitle id="survey-heading">
          {T.unavailableHeading}
        </PageTitle>
        <Alert variation={result.data.error === T.alreadyCompleted ? 'info' : 'warning'} role="status">
          {result.data.error}
        </Alert>
        <ButtonLink to="/dashboard">{T.backToDashboard}</ButtonLink>
      </Flex>
    );
  else
    body = (
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <PageTitle id="survey-heading">
            {result.data.survey.title}
          </PageTitle>
          <Text color="font.secondary">
            {T.reward} {T.expires(result.data.survey.expiresAt)}
          </Text>
        </Flex>
        <SurveyForm survey={result.data.survey} />
      </Flex>
    );

  return (
    <PageSection aria-labelledby="survey-heading" className="pte-survey">
      <div className="pte-survey__card">{body}</div>
    </PageSection>
  );
}
