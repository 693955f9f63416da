import '@frontend/features/rewards/rewards.css';
import { Button, Card, Flex, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useUpdateUserArray } from '@frontend/app/session/user-api';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { PageTitle } from '@frontend/components/page-title/page-title';
import { RetryAlert } from '@frontend/components/retry-alert';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useClaimReward, useFetchReward } from '@frontend/features/rewards/rewards-api';
import { REWARD_TEXTS as T } from '@frontend/features/rewards/texts';

/** Records did_view_reward the first time the student opens the page. */
function useRecordViewed() {
  const user = useCurrentUser();
  const { mutate: updateUserArray } = useUpdateUserArray();
  const recorded = useRef(false);
  const viewed = user?.stepsDone.includes('did_view_reward') ?? true;
  useEffect(() => {
    if (viewed || recorded.current) return;
    recorded.current = true;
    updateUserArray('did_view_reward', { onError: (error) => handleApiError(error) });
  }, [viewed, updateUserArray]);
}

/**
 * /reward (login required): the student's share link, the friends who joined from it and the
 * rewards they earned, claimed with users/claimReward ('reward claimed' snackbar).
 */
export function RewardPage() {
  usePageMeta(T.meta);
  useRecordViewed();
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const status = useFetchReward(userId);
  const claim = useClaimReward(userId);
  const reward = status.data;

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      snackbar.show('textCopied', T.linkCopied);
    } catch {
      snackbar.show('devError', T.copyFailed);
    }
  }

  function claimRewards() {
    claim.mutate(undefined, {
      onSuccess: (claimed) => {
        if (claimed.claimed > 0) snackbar.show('rewardClaimed', T.rewardClaimed(claimed.claimed * claimed.fullMockCreditsPerReferral));
      },
      onError: (error) => handleApiError(error),
    });
  }

  return (
    <PageSection aria-labelledby="reward-heading">
      <Flex direction="column" gap="large" maxWidth="56rem">
        <Flex direction="column" gap="xs">
          <PageTitle id="reward-heading">{T.heading}</PageTitle>
          {reward && <Text color="font.secondary">{T.intro(reward.fullMockCreditsPerReferral)}</Text>}
        </Flex>
        {status.isPending && (
          <Flex padding="xl" justifyContent="center">
            <Loader size="large" ariaLabel={T.loading} />
          </Flex>
        )}
        {status.isError && <RetryAlert message={T.failed} retry={T.retry} onRetry={() => void status.refetch()} />}
        {reward && (
          <>
            <Card variation="outlined">
              <div className="pte-reward__share">
                <TextField label={T.shareLabel} value={reward.shareLink} isReadOnly onFocus={(event) => event.currentTarget.select()} />
                <Button variation="primary" onClick={() => void copyLink(reward.shareLink)}>
                  {T.copy}
                </Button>
              </div>
            </Card>
            <dl className="pte-reward__figures">
              <div>
                <dt>{T.referrals}</dt>
                <dd data-testid="reward-referrals">{reward.referrals}</dd>
              </div>
              <div>
                <dt>{T.claimed}</dt>
                <dd>{reward.rewardsClaimed}</dd>
              </div>
              <div>
                <dt>{T.toClaim}</dt>
                <dd data-testid="reward-to-claim">{reward.rewardsToClaim}</dd>
              </div>
            </dl>
            {reward.rewardsToClaim > 0 ? (
              <Button variation="primary" alignSelf="flex-start" onClick={claimRewards} isLoading={claim.isPending} loadingText={T.claiming}>
                {T.claim}
              </Button>
            ) : (
              <Text color="font.secondary">{T.nothingToClaim}</Text>
            )}
          </>
        )}
      </Flex>
    </PageSection>
  );
}
