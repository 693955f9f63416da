import '@frontend/features/practice/practice.css';
import { Alert, Badge, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { Attempt } from '@shared/api';
import { answerSecondsCap, itemTypes, tryParseItemTypeCode } from '@shared/exam';
import type { Question } from '@shared/exam';
import type { ItemScore } from '@shared/scoring';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { isReviewMode } from '@frontend/app/shell/shell-chrome';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { useMultiAccountCheck } from '@frontend/app/session/use-multi-account-check';
import { PageSection } from '@frontend/components/page-section';
import { isWritingType, QuestionScreen, SpeakingScreen } from '@frontend/features/answering';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { RetryAlert } from '@frontend/components/retry-alert';
import { practiceListPath, questionPath } from '@frontend/features/practice/practice-paths';
import { PRACTICE_TEXTS as T } from '@frontend/features/practice/texts';
import { useFetchQuestion, useSaveQuestionDone, useSetPracticeScore } from '@frontend/features/practice/use-practice-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function Attempts({ attempts }: { attempts: Attempt[] }) {
  const sorted = [...attempts].sort((a, b) => b.at - a.at);
  return (
    <section className="pte-attempts" aria-labelledby="practice-attempts-heading">
      <Heading level={3} id="practice-attempts-heading" fontSize="medium">
        {T.attemptsHeading}
      </Heading>
      {sorted.length === 0 ? (
        <Text color="font.secondary" fontSize="small">
          {T.noAttempts}
        </Text>
      ) : (
        <ol className="pte-attempts__list">
          {sorted.map((attempt, index) => (
            <li key={`${attempt.at}-${index}`}>
              <time dateTime={new Date(attempt.at).toISOString()}>{dateFormat.format(attempt.at)}</time>
              <Badge size="small" variation={attempt.successful ? 'success' : 'error'}>
                {T.attempt(attempt.score, attempt.max)}
              </Badge>
              <span className="pte-sr-only">{attempt.successful ? T.attemptSuccessful : T.attemptUnsuccessful}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PracticeQuestion({ question, previous, next, attempts: kept, review, viewer }: { question: Question; previous?: string; next?: string; attempts: Attempt[]; review: boolean; viewer: string }) {
  const user = useCurrentUser();
  const { mutateAsync: saveQuestionDone } = useSaveQuestionDone();
  const { mutateAsync: setPracticeScore } = useSetPracticeScore(viewer);
  // Attempts the server did not keep (a visitor's, or one it could not record), listed for this visit only.
  const [unkept, setUnkept] = useState<Attempt[]>([]);
  const attempts = unkept.length === 0 ? kept : [...kept, ...unkept];
  const [visitorNote, setVisitorNote] = useState(false);
  // The time practised (statistics): from the screen opening, then from the previous answer.
  const answeringSince = useRef(Date.now());

  async function onSubmitted(result: ItemScore) {
    if (review) return;
    const seconds = Math.min(answerSecondsCap, Math.round((Date.now() - answeringSince.current) / 1000));
    answeringSince.current = Date.now();
    // An answered question counts as done on the list; only a signed-in student has a list to keep.
    const done = user ? saveQuestionDone(question.uid).catch((error: unknown) => void handleApiError(error)) : Promise.resolve();
    if (result.max <= 0) return done;
    const recording = setPracticeScore({ uid: question.uid, score: result.score, max: result.max, successful: result.successful, isAuthenticated: Boolean(user), seconds }).catch((error: unknown) => {
      handleApiError(error);
      return undefined;
    });
    const [recorded] = await Promise.all([recording, done]);
    // A kept attempt is in the cached question's attempts now.
    if (recorded?.recorded) return;
    setUnkept((current) => [...current, { score: result.score, max: result.max, successful: result.successful, at: Date.now() }]);
    setVisitorNote(!user);
  }

  const navigation = (
    <nav aria-label={T.questionNav} className="pte-question__prev-next">
      {previous ? (
        <ButtonLink to={questionPath(previous)} size="small">
          {T.previous}
        </ButtonLink>
      ) : (
        <Button size="small" isDisabled>
          {T.previous}
        </Button>
      )}
      {next ? (
        <ButtonLink to={questionPath(next)} size="small">
          {T.next}
        </ButtonLink>
      ) : (
        <Button size="small" isDisabled>
          {T.next}
        </Button>
      )}
    </nav>
  );

  const notes = (
    <>
      {review && <Alert variation="info">{T.reviewMode}</Alert>}
      {visitorNote && (
        <Text fontSize="small" color="font.secondary">
          {T.notRecordedVisitor} <TextLink to="/register">{T.signUp.action}</TextLink>
        </Text>
      )}
      {!isWritingType(question) && <Attempts attempts={attempts} />}
    </>
  );

  if (itemTypes[question.type].layout === 'speaking') {
    return (
      <SpeakingScreen question={question} mode="practice" review={review} navigation={navigation} onSubmitted={({ result }) => void onSubmitted(result)}>
        {notes}
      </SpeakingScreen>
    );
  }
  return (
    <QuestionScreen question={question} mode="practice" navigation={navigation} onSubmitted={(_, result) => result && void onSubmitted(result)}>
      {notes}
    </QuestionScreen>
  );
}

/** /practice/:uid (public): one question of any type, scored on submit (speaking: by AI after recording). */
export function QuestionPage() {
  useMultiAccountCheck();
  const { uid = '' } = useParams();
  const { search } = useLocation();
  const user = useCurrentUser();
  const viewer = user?.id ?? 'visitor';
  const { state, refetch } = useFetchQuestion(uid, viewer);
  const code = tryParseItemTypeCode(uid);
  const type = code ? itemTypes[code] : undefined;
  usePageMeta(type ? T.meta.question(type.name) : T.meta.list);
  const review = isReviewMode(search);

  return (
    <PageSection aria-labelledby="question-heading" className="pte-practice">
      <Flex direction="column" gap="medium">
        {type && (
          <TextLink to={practiceListPath(type.section, type.code)} className="pte-back-link">
            ← {T.backToList(type.name)}
          </TextLink>
        )}
        <Flex direction="column" gap="xxs">
          <Text as="p" margin="0" fontSize="small" fontWeight="semibold" color="font.secondary">
            {type ? `${type.section} · ${type.name}` : ''}
          </Text>
          <Heading level={1} id="question-heading" fontSize="xxl" fontWeight="extrabold">
            {state.status === 'success' ? (state.question.title ?? state.question.uid) : state.status === 'notFound' ? T.notFoundHeading : state.status === 'locked' ? T.lockedHeading : (type?.name ?? T.heading)}
          </Heading>
          {state.status === 'success' && (
            <Text as="p" margin="0" fontSize="small" color="font.tertiary">
              {state.question.uid}
            </Text>
          )}
        </Flex>

        {state.status === 'loading' && (
          <Flex padding="xl" justifyContent="center">
            <Loader size="large" ariaLabel={T.loadingQuestion} />
          </Flex>
        )}
        {state.status === 'locked' && (
          <Alert variation="warning">
            <Flex direction="column" gap="small" alignItems="flex-start">
              <Text as="span">{T.lockedBody}</Text>
              <ButtonLink to="/pricing" variation="primary" size="small">
                {T.lockedAction}
              </ButtonLink>
            </Flex>
          </Alert>
        )}
        {state.status === 'notFound' && (
          <Alert variation="error">
            <Flex direction="column" gap="small" alignItems="flex-start">
              <Text as="span">{T.notFoundBody}</Text>
              <ButtonLink to="/practice" size="small">
                {T.notFoundAction}
              </ButtonLink>
            </Flex>
          </Alert>
        )}
        {state.status === 'error' && (
          <RetryAlert message={T.failedQuestion} retry={T.retry} onRetry={refetch} />
        )}
        {state.status === 'success' && (
          <PracticeQuestion key={state.question.uid} question={state.question} previous={state.previous} next={state.next} attempts={state.attempts} review={review} viewer={viewer} />
        )}
      </Flex>
    </PageSection>
  );
}
