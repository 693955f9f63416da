import { surveyQuestionKinds, type SurveyQuestionKind } from '@shared/admin';
import { NewSurveySchema } from '@shared/api';
import { Badge, Button, Card, Flex, Heading, Loader, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { useAdminChange, useAdminRead } from '@frontend/features/admin/admin-api';
import { fromLocalInput, toLocalInput } from '@frontend/features/admin/local-time';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';

const T = ADMIN_TEXTS.surveys;
const day = 24 * 60 * 60 * 1000;

// recharts loads with the first results opened, not with the panel.
const SurveyResultsView = lazy(() => import('@frontend/features/admin/sections/survey-results').then((m) => ({ default: m.SurveyResultsView })));

interface QuestionDraft {
  prompt: string;
  kind: SurveyQuestionKind;
  options: string;
}

const emptyQuestion = (): QuestionDraft => ({ prompt: '', kind: 'singleChoice', options: '' });

function CreateSurveyForm() {
  const create = useAdminChange('createSurvey');
  const [title, setTitle] = useState('');
  const [expiresAt, setExpiresAt] = useState(() => toLocalInput(Date.now() + 14 * day));
  const [questions, setQuestions] = useState<QuestionDraft[]>([emptyQuestion()]);
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  const { fieldProps, setErrors } = useFieldErrors(['title', 'expiresAt', 'questions'] as const);

  const change = (index: number, changes: Partial<QuestionDraft>) => setQuestions((current) => current.map((question, at) => (at === index ? { ...question, ...changes } : question)));

  const showErrors = (fields: Record<string, string>) => {
    setErrors({ title: fields.title, expiresAt: fields.expiresAt, questions: fields.questions });
    setQuestionErrors(Object.fromEntries(Object.entries(fields).filter(([field]) => field.startsWith('questions.'))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      title,
      expiresAt: fromLocalInput(expiresAt),
      questions: questions.map((question) => ({ prompt: question.prompt, kind: question.kind, options: question.kind === 'singleChoice' ? question.options.split('\n').map((option) => option.trim()).filter(Boolean) : [] })),
    };
    const parsed = NewSurveySchema.safeParse(values);
    if (!parsed.success) {
      showErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    showErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        snackbar.show('userUpdated', ADMIN_TEXTS.saved);
        setTitle('');
        setQuestions([emptyQuestion()]);
      },
      onError: (error) => {
        const fields = (error as { fields?: Record<string, string> }).fields;
        if (fields) showErrors(fields);
        else snackbar.show('criticalError', (error as Error).message);
      },
    });
  };

  return (
    <Card variation="outlined" borderRadius="large">
      <form onSubmit={submit} aria-label={T.createHeading}>
        <Flex direction="column" gap="medium">
          <Heading level={2} fontSize="large" fontWeight="bold">{T.createHeading}</Heading>
          <Flex gap="small" wrap="wrap">
            <TextField label={T.title} value={title} onChange={(event) => setTitle(event.target.value)} {...fieldProps('title')} flex="2 1 16rem" />
            <TextField label={T.expiresAt} type="datetime-local" value={expiresAt} onChange={(event) => setExpiresAt(event.target.value)} {...fieldProps('expiresAt')} flex="1 1 12rem" />
          </Flex>
          {questions.map((question, index) => (
            <fieldset key={index} className="pte-admin-fieldset">
              <legend>{T.question(index)}</legend>
              <Flex direction="column" gap="small">
                <Flex gap="small" wrap="wrap" alignItems="flex-start">
                  <TextField
                    label={T.question(index)}
                    labelHidden
                    value={question.prompt}
                    onChange={(event) => change(index, { prompt: event.target.value })}
                    hasError={Boolean(questionErrors[`questions.${index}.prompt`])}
                    errorMessage={questionErrors[`questions.${index}.prompt`]}
                    flex="2 1 16rem"
                  />
                  <SelectField label={T.kind} labelHidden value={question.kind} onChange={(event) => change(index, { kind: event.target.value as SurveyQuestionKind })} flex="1 1 10rem">
                    {surveyQuestionKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {T.kinds[kind]}
                      </option>
                    ))}
                  </SelectField>
                  {questions.length > 1 && (
                    <Button size="small" onClick={() => setQuestions((current) => current.filter((_, at) => at !== index))}>
                      {T.removeQuestion}
                    </Button>
                  )}
                </Flex>
                {question.kind === 'singleChoice' && (
                  <TextAreaField
                    label={T.options}
                    rows={3}
                    value={question.options}
                    onChange={(event) => change(index, { options: event.target.value })}
                    hasError={Boolean(questionErrors[`questions.${index}.options`])}
                    errorMessage={questionErrors[`questions.${index}.options`]}
                  />
                )}
              </Flex>
            </fieldset>
          ))}
          {fieldProps('questions').hasError && (
            <Text color="font.error" role="alert">
              {fieldProps('questions').errorMessage}
            </Text>
          )}
          <Flex gap="small" wrap="wrap">
            <Button onClick={() => setQuestions((current) => [...current, emptyQuestion()])}>{T.addQuestion}</Button>
            <Button type="submit" variation="primary" isLoading={create.isPending}>
              {T.create}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** Surveys: a new one, the list with responses, and the results of one with charts. */
export function SurveysSection() {
  const surveys = useAdminRead('fetchAllSurveys', {});
  const [opened, setOpened] = useState<string>();
  const now = Date.now();
  return (
    <Flex direction="column" gap="large">
      <CreateSurveyForm />
      <Flex direction="column" gap="small">
        <Heading level={2} fontSize="large" fontWeight="bold">{T.listHeading}</Heading>
        {!surveys.data ? (
          <Loader ariaLabel={ADMIN_TEXTS.status.loading} />
        ) : surveys.data.surveys.length === 0 ? (
          <Text color="font.secondary">{ADMIN_TEXTS.table.empty}</Text>
        ) : (
          <ul className="pte-admin-list">
            {surveys.data.surveys.map((survey) => (
              <li key={survey.surveyId} className="pte-admin-list__item">
                <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
                  <Flex direction="column" gap="xxxs">
                    <Text fontWeight="bold">
                      {survey.title} <Badge size="small" variation={survey.expiresAt > now ? 'success' : 'info'}>{survey.expiresAt > now ? T.open : T.expired}</Badge>
                    </Text>
                    <Text fontSize="small" color="font.secondary">
                      {ADMIN_TEXTS.date(survey.expiresAt)} · {T.responses(survey.responses)}
                    </Text>
                  </Flex>
                  <Button size="small" onClick={() => setOpened(survey.surveyId)} aria-label={`${T.results}: ${survey.title}`}>
                    {T.results}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Flex>
      {opened && (
        <Suspense fallback={<Loader ariaLabel={T.chartLoading} />}>
          <SurveyResultsView surveyId={opened} />
        </Suspense>
      )}
    </Flex>
  );
}
