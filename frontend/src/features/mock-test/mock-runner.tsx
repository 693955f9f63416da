import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { MockAnswer } from '@shared/mock';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextLink } from '@frontend/components/router-links';
import { useDevModes } from '@frontend/features/answering';
import { RetryAlert } from '@frontend/components/retry-alert';
import { MockItem } from '@frontend/features/mock-test/mock-item';
import { MOCK_LIST_PATH, mockListPath, submittedPath } from '@frontend/app/paths/mock-paths';
import { quickMockPartCapSeconds } from '@frontend/features/mock-test/part-clock';
import { PartTimer } from '@frontend/features/mock-test/part-timer';
import { ClosedPanel, FinishPanel, PartPause } from '@frontend/features/mock-test/runner-panels';
import { screenOf } from '@frontend/features/mock-test/runner-screen';
import type { RunnerScreen } from '@frontend/features/mock-test/runner-screen';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';
import { useMockRunner } from '@frontend/features/mock-test/use-mock-runner';
import type { RunnerReady } from '@frontend/features/mock-test/use-mock-runner';
import { useSecondsLeft } from '@frontend/features/mock-test/use-seconds-left';

const T = MOCK_TEST_TEXTS.runner;

const screenKey = (screen: RunnerScreen, generation: number) => (screen.kind === 'item' ? `item:${screen.question.uid}:${generation}` : `${screen.kind}:${generation}`);

function Failed({ message, notFound, onRetry }: { message: string; notFound: boolean; onRetry: () => void }) {
  return (
    <Alert variation="error">
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Text as="span">{message}</Text>
        <Flex gap="small" alignItems="center">
          {!notFound && (
            <Button size="small" onClick={onRetry}>
              {T.retry}
            </Button>
          )}
          <TextLink to={MOCK_LIST_PATH}>{T.backToList}</TextLink>
        </Flex>
      </Flex>
    </Alert>
  );
}

interface RunningProps {
  state: RunnerReady;
  anonymousId: string | undefined;
  runner: Omit<ReturnType<typeof useMockRunner>, 'state'>;
}

/** A session in progress: the bar (title, part, question, clock), what the server said, and the screen. */
function Running({ state, anonymousId, runner }: RunningProps) {
  const { session, position, busy, error, notice, generation } = state;
  const secondsLeft = useSecondsLeft(state.deadline);
  const screen = screenOf(session, position, state.partOver);
  const key = screenKey(screen, generation);
  const body = useRef<HTMLElement>(null);
  const titleId = useId();
  const shownKey = useRef(key);

  // A new screen takes the focus, as a new page would: Next, Continue and Submit went away with the old one.
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    body.current?.focus({ preventScroll: false });
  }, [key]);

  const part = session.parts[position.part];
  const inTest = screen.kind === 'item' || screen.kind === 'break';
  const timeUp = (uid: string) => (answer: MockAnswer) => void runner.timeUp(uid, answer);

  return (
    <div className="pte-mock">
      <header className="pte-mock__bar" aria-label={T.progress}>
        <Flex direction="column" gap="0" className="pte-mock__title">
          <Heading level={1} id={titleId} fontSize="large" fontWeight="bold">
            {session.title}
          </Heading>
          {part && inTest && (
            <Text as="p" margin="0" fontSize="small" color="font.secondary">
              {T.part(position.part + 1, session.parts.length, part.name)}
            </Text>
          )}
        </Flex>
        {screen.kind === 'item' && (
          <Text as="p" margin="0" fontWeight="semibold" className="pte-mock__count">
            {T.question(screen.item + 1, screen.count)}
          </Text>
        )}
        <PartTimer secondsLeft={secondsLeft} shown={screen.kind === 'item'} />
        <Text as="p" margin="0" fontSize="small" color="font.secondary" aria-live="polite" className="pte-mock__status">
          {busy === 'saving' ? T.saving : ''}
        </Text>
      </header>

      {notice && (
        <Alert variation="warning" role="status">
          {notice}
        </Alert>
      )}
      {error && (
        <RetryAlert message={error.message} retry={T.retry} onRetry={error.retry} />
      )}

      <section ref={body} tabIndex={-1} className="pte-mock__body" aria-labelledby={titleId}>
        {screen.kind === 'item' && (
          <MockItem
            key={key}
            question={screen.question}
            sessionId={session.sessionId}
            anonymousId={anonymousId}
            busy={busy !== undefined}
            expired={secondsLeft === 0}
            onNext={(answer) => void runner.save(screen.question.uid, answer)}
            onTimeUp={timeUp(screen.question.uid)}
          />
        )}
        {screen.kind === 'break' && <PartPause session={session} part={screen.part} timeUp={screen.timeUp} busy={busy === 'continuing'} onContinue={() => void runner.continueToNextPart()} />}
        {screen.kind === 'finish' && <FinishPanel timeUp={screen.timeUp} busy={busy === 'submitting'} onSubmit={() => void runner.submit()} />}
        {screen.kind === 'closed' && <ClosedPanel sessionId={session.sessionId} />}
      </section>

      {inTest && (
        <footer className="pte-mock__footer">
          <TextLink to={mockListPath(session.category)}>{T.leave}</TextLink>
          <Text as="span" fontSize="small" color="font.secondary">
            {T.leaveHint}
          </Text>
        </footer>
      )}
    </div>
  );
}

/**
 * The mock test runner of one session: loads it and resumes where it stands, one item at a time
 * with no going back, the part's clock, the pause between parts, time up, and Submit, after which
 * the list saves the result and opens the results (platform.md §2, §4).
 */
export function MockRunner({ sessionId, anonymousId }: { sessionId: string; anonymousId: string | undefined }) {
  const navigate = useNavigate();
  const { quickMock } = useDevModes();
  const { state, ...runner } = useMockRunner({
    sessionId,
    anonymousId,
    capSeconds: quickMock ? quickMockPartCapSeconds : undefined,
    onSubmitted: (category) => navigate(submittedPath(category, sessionId), { replace: true }),
  });

  if (state.status === 'loading') {
    return (
      <Flex padding="xxl" justifyContent="center">
        <Loader size="large" ariaLabel={T.loading} />
      </Flex>
    );
  }
  if (state.status === 'failed') return <Failed message={state.message} notFound={state.notFound} onRetry={() => void runner.reload()} />;
  return <Running state={state} anonymousId={anonymousId} runner={runner} />;
}
