import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { SOCIAL_PROOF_SESSION_KEY, SocialProofSlot } from '@frontend/app/social-proof/social-proof-slot';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { stubApi, type StubbedCall } from '@test/fixtures/stub-api';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.UTC(2026, 4, 1, 12));
});

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const now = Date.UTC(2026, 4, 1, 12);

function stubCounts(counts: { freeTrials: number; premiumJoins: number }, toastOn = true): StubbedCall[] {
  return stubApi({ '/api/users/fetchSocialProof': () => ({ body: { ...counts, toastOn, dateNow: now } }) });
}

/** Lets `ms` pass, and the lazy chunk and the request that follow settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

const toast = () => screen.queryByRole('complementary');

describe('SocialProofSlot', () => {
  it("shows a visitor the day's free trials 5 s after load, for 6 s, and leads to sign-up", async () => {
    // Prepare
    const calls = stubCounts({ freeTrials: 12, premiumJoins: 40 });
    renderAt(<SocialProofSlot enabled />);

    // Act and assess
    await wait(4_900);
    expect(toast()).toBeNull();
    expect(calls).toEqual([]);
    await wait(100);
    expect(toast()?.textContent).toContain('12 students started a free trial in the last 24 hours');
    expect(screen.getByRole('link', { name: /Start your free trial/ }).getAttribute('href')).toBe('/register');
    expect(sessionStorage.getItem(SOCIAL_PROOF_SESSION_KEY)).toBe('true');
    await wait(5_900);
    expect(toast()).not.toBeNull();
    await wait(100);
    expect(toast()).toBeNull();
  });

  it('stops the time while pointed at, and goes on when the pointer leaves', async () => {
    stubCounts({ freeTrials: 0, premiumJoins: 3 });
    renderAt(<SocialProofSlot enabled />);
    await wait(5_000);
    expect(toast()?.textContent).toContain('3 students joined Premium this week');

    await wait(4_000);
    fireEvent.mouseEnter(toast()!);
    await wait(10_000);
    expect(toast()).not.toBeNull();
    fireEvent.mouseLeave(toast()!);
    await wait(1_900);
    expect(toast()).not.toBeNull();
    await wait(200);
    expect(toast()).toBeNull();
  });

  it('shows nothing when no count is above 2', async () => {
    const calls = stubCounts({ freeTrials: 2, premiumJoins: 2 });
    renderAt(<SocialProofSlot enabled />);
    await wait(6_000);
    expect(calls).toHaveLength(1);
    expect(toast()).toBeNull();
  });

  it('shows nothing while an admin has the toast switched off', async () => {
    const calls = stubCounts({ freeTrials: 9, premiumJoins: 9 }, false);
    renderAt(<SocialProofSlot enabled />);
    await wait(6_000);
    expect(calls).toHaveLength(1);
    expect(toast()).toBeNull();
  });

  it('shows once per session', async () => {
    const calls = stubCounts({ freeTrials: 9, premiumJoins: 0 });
    sessionStorage.setItem(SOCIAL_PROOF_SESSION_KEY, 'true');
    renderAt(<SocialProofSlot enabled />);
    await wait(20_000);
    expect(calls).toEqual([]);
    expect(toast()).toBeNull();
  });

  it('never shows to a student whose plan runs past the server date, but does to an unpaid one, who is led to the plans', async () => {
    stubCounts({ freeTrials: 9, premiumJoins: 0 });
    session.signIn({ token: 'token', user: studentOf({ paidExpiryTime: now + 60_000 }) });
    const paid = renderAt(<SocialProofSlot enabled />);
    await wait(6_000);
    expect(toast()).toBeNull();
    paid.unmount();

    session.setUser(studentOf({ paidExpiryTime: now - 60_000 }));
    renderAt(<SocialProofSlot enabled />);
    await wait(5_000);
    expect(screen.getByRole('link', { name: /See the Premium plans/ }).getAttribute('href')).toBe('/pricing');
  });

  it('stays off the screens that hide it, such as the mock test runner', async () => {
    stubCounts({ freeTrials: 9, premiumJoins: 0 });
    renderAt(<SocialProofSlot enabled={false} />);
    await wait(6_000);
    expect(toast()).toBeNull();
  });

  it('closes with its close button', async () => {
    stubCounts({ freeTrials: 9, premiumJoins: 0 });
    renderAt(<SocialProofSlot enabled />);
    await wait(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toast()).toBeNull();
  });
});
