import { Alert, Badge, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { MockTestSummary } from '@shared/api/mock';
import { mockKindOf } from '@shared/mock';
import { useId, useState } from 'react';
import { TextLink } from '@frontend/components/router-links';
import { resultsPath } from '@frontend/app/paths/mock-paths';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';

const T = MOCK_TEST_TEXTS.list;

export interface MockCardProps {
  mock: MockTestSummary;
  /** Starting spends a credit (a student's numbered or random mock): ask first. */
  confirmsStart: boolean;
  starting: boolean;
  /** Why the last start or discard failed (no credit left, mock test 1 locked...). */
  problem?: string;
  onStart: () => void;
  /** Abandons the attempt in progress (a student's, after confirming); absent where nothing can be discarded. */
  onDiscard?: () => void;
  discarding?: boolean;
}

/** Asks before an action that cannot be undone: the question, then the action (red when it destroys something) or Cancel. */
function Confirm({
  question,
  action,
  busy,
  onConfirm,
  onCancel,
  cancel = T.cancel,
  destructive = false,
}: {
  question: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  cancel?: string;
  destructive?: boolean;
}) {
  const questionId = useId();
  return (
    <Flex direction="column" gap="xs" alignItems="flex-start" role="group" aria-labelledby={questionId}>
      <Text as="p" margin="0" fontSize="small" id={questionId}>
        {question}
      </Text>
      <Flex gap="xs">
        <Button size="small" variation="primary" colorTheme={destructive ? 'error' : undefined} isLoading={busy} onClick={onConfirm} autoFocus>
          {action}
        </Button>
        <Button size="small" onClick={onCancel} isDisabled={busy}>
          {cancel}
        </Button>
      </Flex>
    </Flex>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H5v12h14V10h-2V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z" />
    </svg>
  );
}

function LastResult({ result }: { result: NonNullable<MockTestSummary['lastResult']> }) {
  const scored = result.status === 'scored' && result.overall !== null;
  return (
    <Text as="p" margin="0" fontSize="small">
      {scored ? T.lastScore(result.overall!) : T.lastPending} · <TextLink to={resultsPath(result.sessionId)}>{T.seeResult}</TextLink>
    </Text>
  );
}

/** One mock of the list: size, time, the viewer's attempts and last result, and Start, Resume or why it is locked. */
export function MockCard({ mock, confirmsStart, starting, problem, onStart, onDiscard, discarding = false }: MockCardProps) {
  const [asked, setAsked] = useState<'start' | 'discard'>();
  const reasonId = useId();
  const resume = mock.inProgressSessionId !== undefined;
  // Once the attempt is gone (discarded, or submitted elsewhere), there is nothing left to confirm discarding.
  const confirming = asked === 'discard' && !resume ? undefined : asked;
  const action = resume ? T.resume : T.start;

  return (
    <li className="pte-mock-card" data-locked={mock.locked}>
      <Flex justifyContent="space-between" alignItems="flex-start" gap="xs">
        <Heading level={3} fontSize="medium" fontWeight="bold">
          {mock.title}
        </Heading>
        <Flex gap="xxs" wrap="wrap" justifyContent="flex-end">
          {mock.kind === 'free' && <Badge size="small" variation="success">{T.badges.free}</Badge>}
          {mock.kind === 'random' && <Badge size="small" variation="info">{T.badges.random}</Badge>}
          {resume && <Badge size="small" variation="warning">{T.badges.inProgress}</Badge>}
          {mock.locked && (
            <Badge size="small">
              <LockIcon />
              &nbsp;{T.badges.locked}
            </Badge>
          )}
        </Flex>
      </Flex>
      <Text as="p" margin="0" fontSize="small" color="font.secondary">
        {[T.questions(mock.itemCount), T.minutes(mock.minutes), T.attempts(mock.attempts)].join(' · ')}
      </Text>
      {mock.lastResult && <LastResult result={mock.lastResult} />}
      {mock.locked && mock.lockedReason && (
        <Text as="p" margin="0" fontSize="small" color="font.secondary" id={reasonId}>
          {mock.lockedReason}
        </Text>
      )}
      {problem && <Alert variation="error">{problem}</Alert>}
      <div className="pte-mock-card__actions">
        {confirming === 'start' && <Confirm question={T.confirm(mockKindOf(mock.category))} action={T.startNow} busy={starting} onConfirm={onStart} onCancel={() => setAsked(undefined)} />}
        {confirming === 'discard' && onDiscard && <Confirm question={T.discardConfirm} action={T.discardNow} cancel={T.keep} destructive busy={discarding} onConfirm={onDiscard} onCancel={() => setAsked(undefined)} />}
        {confirming === undefined && (
          <Flex gap="xs" wrap="wrap">
            <Button
              size="small"
              variation={resume ? 'primary' : undefined}
              isDisabled={mock.locked}
              isLoading={starting}
              aria-label={resume ? T.resumeOf(mock.title) : T.startOf(mock.title)}
              aria-describedby={mock.locked && mock.lockedReason ? reasonId : undefined}
              onClick={() => (confirmsStart && !resume ? setAsked('start') : onStart())}
            >
              {action}
            </Button>
            {resume && onDiscard && (
              <Button size="small" variation="link" aria-label={T.discardOf(mock.title)} onClick={() => setAsked('discard')}>
                {T.discard}
              </Button>
            )}
          </Flex>
        )}
      </div>
    </li>
  );
}
