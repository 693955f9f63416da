import '@frontend/features/practice/practice.css';
import { Alert, Badge, Button, Flex, Heading, Loader, SwitchField, Text } from '@aws-amplify/ui-react';
import { examTypeLabels } from '@shared/accounts';
import { itemTypes, itemTypesBySection, sections } from '@shared/exam';
import type { ItemType, ItemTypeCode } from '@shared/exam';
import { Link, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { useMultiAccountCheck } from '@frontend/app/session/use-multi-account-check';
import { OnboardingHint } from '@frontend/components/onboarding-hint/onboarding-hint';
import { LinkTabs } from '@frontend/components/link-tabs/link-tabs';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { practiceListPath, questionPath, readPracticeQuery } from '@frontend/features/practice/practice-paths';
import { PracticeOnboardingDialog, usePracticeOnboarding } from '@frontend/features/practice/practice-onboarding';
import { PRACTICE_TEXTS as T } from '@frontend/features/practice/texts';
import { TypeRatings } from '@frontend/features/practice/type-ratings';
import { useExamVariant } from '@frontend/features/practice/use-exam-variant';
import { useFetchQuestionCounts, useFetchQuestions } from '@frontend/features/practice/use-practice-api';
import { PageTitle } from '@frontend/components/page-title/page-title';

function TypeCard({ type, selected, done, total, prediction }: { type: ItemType; selected: boolean; done?: number; total?: number; prediction: boolean }) {
  return (
    <li className="pte-type-card" data-selected={selected} style={{ borderTopColor: type.colour }}>
      <Flex justifyContent="space-between" alignItems="flex-start" gap="xs">
        <Heading level={3} fontSize="medium" className="pte-type-card__name">
          <Link to={practiceListPath(type.section, type.code, prediction)} aria-current={selected ? 'true' : undefined} className="pte-type-card__link">
            {type.name}
          </Link>
        </Heading>
        <Badge size="small" className="pte-type-card__abbr">
          {type.abbreviation}
        </Badge>
      </Flex>
      <Text as="p" fontSize="small" color="font.secondary" margin="0">
        {type.description}
      </Text>
      <TypeRatings type={type} />
      <Flex justifyContent="space-between" alignItems="center" gap="xs" className="pte-type-card__footer">
        <Text as="span" fontSize="small" fontWeight="semibold" className="pte-type-card__done">
          {done !== undefined && total !== undefined ? T.done(done, total) : '\u00a0'}
        </Text>
        {type.flags.importantExercise && (
          <Badge size="small" variation="error">
            {T.important}
          </Badge>
        )}
      </Flex>
    </li>
  );
}

function QuestionList({ type, prediction, viewer }: { type: ItemType; prediction: boolean; viewer: string }) {
  const [, setParams] = useSearchParams();
  const { state, loadMore } = useFetchQuestions(type.code, prediction, viewer);
  return (
    <section className="pte-question-list" aria-labelledby="practice-questions-heading">
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Flex direction="column" gap="0">
          <Heading level={2} id="practice-questions-heading" fontSize="xl">
            {T.questionsOf(type.name)}
          </Heading>
          {state.status === 'success' && (
            <Text as="p" fontSize="small" color="font.secondary" margin="0">
              {T.questionTotal(state.total)}
            </Text>
          )}
          {prediction && (
            <Text as="p" fontSize="small" color="font.secondary" margin="0">
              {T.predictionWeek}
            </Text>
          )}
        </Flex>
        <SwitchField
          label={T.predictionFilter}
          isChecked={prediction}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setParams(new URLSearchParams(practiceListPath(type.section, type.code, checked).split('?')[1]), { replace: true });
          }}
        />
      </Flex>
      {state.status === 'loading' && (
        <Flex padding="large" justifyContent="center">
          <Loader size="large" ariaLabel={T.loadingList} />
        </Flex>
      )}
      {state.status === 'success' && state.items.length === 0 && <Text color="font.secondary">{prediction ? T.noPredicted : T.noQuestions}</Text>}
      {state.items.length > 0 && (
        <ul className="pte-question-rows">
          {state.items.map((item) => (
            <li key={item.uid} className="pte-question-row" data-locked={item.locked} data-done={item.done}>
              <Link to={questionPath(item.uid)} className="pte-question-row__link">
                <span className="pte-question-row__uid">{item.uid}</span>
                <span className="pte-question-row__title">{item.title}</span>
              </Link>
              <span className="pte-question-row__badges">
                {item.isSample && <Badge size="small" variation="info">{T.sample}</Badge>}
                {item.prediction && <Badge size="small" variation="warning">{T.prediction}</Badge>}
                {item.done && <Badge size="small" variation="success">{T.doneBadge}</Badge>}
                {item.lastAttempt && (
                  <Badge size="small" variation={item.lastAttempt.successful ? 'success' : 'error'}>
                    {T.lastAttempt(item.lastAttempt.score, item.lastAttempt.max)}
                  </Badge>
                )}
                {item.locked && (
                  <Badge size="small" title={T.lockedHint}>
                    <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
                      <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H5v12h14V10h-2V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z" />
                    </svg>
                    &nbsp;{T.locked}
                  </Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {state.cursor && (
        <Button onClick={loadMore} isLoading={state.loadingMore} alignSelf="center">
          {T.loadMore}
        </Button>
      )}
    </section>
  );
}

/** /practice (public): the sections' item types in the exam variant's order, each type's questions, the prediction filter. */
export function PracticePage() {
  useMultiAccountCheck();
  usePageMeta(T.meta.list);
  const [params] = useSearchParams();
  const { section, exercise, prediction } = readPracticeQuery(params);
  const variant = useExamVariant();
  const user = useCurrentUser();
  const viewer = user?.id ?? 'visitor';
  const types = itemTypesBySection(variant, section);
  const { data: counts } = useFetchQuestionCounts(section, viewer);
  const countOf = (code: ItemTypeCode) => counts?.find((count) => count.type === code);
  const selected = exercise ? itemTypes[exercise] : undefined;
  const onboarding = usePracticeOnboarding();

  return (
    <PageSection aria-labelledby="practice-heading" className="pte-practice">
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xs">
          <Flex alignItems="center" gap="small">
            <PageTitle id="practice-heading">
              {T.heading}
            </PageTitle>
            <OnboardingHint label={T.onboardingHint} storageKey="pte.practiceHintClicked" onClick={onboarding.reopen} />
          </Flex>
          <Text color="font.secondary">{T.intro(examTypeLabels[variant])}</Text>
        </Flex>

        {!user && (
          <Alert variation="info" heading={T.signUp.heading} className="pte-sign-up-prompt">
            <Flex direction={{ base: 'column', large: 'row' }} gap="small" alignItems={{ base: 'flex-start', large: 'center' }} justifyContent="space-between">
              <Text as="span">{T.signUp.body}</Text>
              <Flex gap="small" alignItems="center" shrink={0} className="pte-sign-up-prompt__actions">
                <ButtonLink to="/register" variation="primary" size="small">
                  {T.signUp.action}
                </ButtonLink>
                <TextLink to="/login">{T.signUp.login}</TextLink>
              </Flex>
            </Flex>
          </Alert>
        )}

        <LinkTabs label={T.sectionsNav} tabs={sections.map((name) => ({ key: name, label: name, to: practiceListPath(name, undefined, prediction), current: name === section }))} />

        <ul className="pte-type-grid" aria-label={section}>
          {types.map((type) => (
            <TypeCard key={type.code} type={type} selected={type.code === exercise} done={countOf(type.code)?.done} total={countOf(type.code)?.total} prediction={prediction} />
          ))}
        </ul>

        {selected ? <QuestionList key={selected.code} type={selected} prediction={prediction} viewer={viewer} /> : <Text color="font.secondary">{T.chooseType}</Text>}
      </Flex>
      <PracticeOnboardingDialog open={onboarding.open} onDismiss={onboarding.dismiss} onStart={() => void onboarding.finish()} />
    </PageSection>
  );
}
