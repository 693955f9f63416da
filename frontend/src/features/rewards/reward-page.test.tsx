import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/api';
import { queryClient } from '@frontend/app/data/query-client';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { RewardPage } from '@frontend/features/rewards/reward-page';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  queryClient.clear();
  vi.unstubAllGlobals();
});

const status = (user: User, overrides: Record<string, unknown> = {}) => ({
  referralId: 'abcdefghij',
  shareLink: 'http://localhost/register?referralId=abcdefghij',
  referrals: 2,
  rewardsClaimed: 1,
  rewardsToClaim: 1,
  fullMockCreditsPerReferral: 1,
  user,
  ...overrides,
});

describe('RewardPage', () => {
  it('shows the share link and the rewards, records did_view_reward, and claims with a reward claimed snackbar', async () => {
    // Prepare
    const student = studentOf({ stepsDone: [] });
    const claimedUser = studentOf({ stepsDone: ['did_view_reward', 'did_claim_reward'] });
    const calls = stubApi({
      '/api/users/fetchReward': () => ({ body: status(student) }),
      '/api/users/updateUserArray': () => ({ body: { user: studentOf({ stepsDone: ['did_view_reward'] }) } }),
      '/api/users/claimReward': () => ({ body: { ...status(claimedUser, { rewardsClaimed: 2, rewardsToClaim: 0 }), claimed: 1 } }),
    });
    session.signIn({ token: 'token', user: student });
    renderAt(<RewardPage />, { path: '/reward' });

    // Act
    expect(((await screen.findByRole('textbox', { name: 'Your share link' })) as HTMLInputElement).value).toBe('http://localhost/register?referralId=abcdefghij');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim reward' }));

    // Assess
    await vi.waitFor(() => expect(screen.getByTestId('reward-to-claim').textContent).toBe('0'));
    expect(snackbar.snapshot().map((shown) => [shown.kind, shown.text])).toEqual([['rewardClaimed', 'Reward claimed! 1 full mock test credit was added to your account.']]);
    expect(calls.filter((call) => call.path === '/api/users/updateUserArray').map((call) => call.body)).toEqual([{ stepsDone: 'did_view_reward' }]);
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();
  });

  it('shows no snackbar when a claim finds nothing left (claimed elsewhere meanwhile)', async () => {
    const student = studentOf({ stepsDone: ['did_view_reward'] });
    stubApi({
      '/api/users/fetchReward': () => ({ body: status(student) }),
      '/api/users/claimReward': () => ({ body: { ...status(student, { rewardsClaimed: 2, rewardsToClaim: 0 }), claimed: 0 } }),
    });
    session.signIn({ token: 'token', user: student });
    renderAt(<RewardPage />, { path: '/reward' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim reward' }));

    await vi.waitFor(() => expect(screen.getByTestId('reward-to-claim').textContent).toBe('0'));
    expect(snackbar.snapshot()).toEqual([]);
  });
});
