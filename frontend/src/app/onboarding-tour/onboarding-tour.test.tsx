import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingTour } from '@frontend/app/onboarding-tour/onboarding-tour';
import { session } from '@frontend/app/session/session-store';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.unstubAllGlobals();
});

const tourDialog = () => screen.getByRole('dialog', { hidden: true });

describe('OnboardingTour', () => {
  it('walks 11 steps with Next and Previous; the first step records the tour-done step, and Finish closes it', async () => {
    // Prepare
    const calls = stubApi({ '/api/users/updateUserArray': (body) => ({ body: { user: studentOf({ stepsDone: [body.stepsDone as 'did_onboarding'] }) } }) });
    session.signIn({ token: 'token', user: studentOf({ stepsDone: [] }) });
    const user = userEvent.setup();
    renderAt(<OnboardingTour sideBar />, { path: '/dashboard' });
    const dialog = tourDialog();
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));

    // Act and assess: forward, back, then on to the end
    expect(within(dialog).getByText('Welcome tour · Step 1 of 11')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/users/updateUserArray').map((call) => call.body)).toEqual([{ stepsDone: 'did_onboarding' }]));
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('Welcome tour · Step 1 of 11')).toBeTruthy();
    for (let step = 1; step < 11; step += 1) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Welcome tour · Step 11 of 11')).toBeTruthy();
    expect(dialog.hasAttribute('open')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    // The step is stored once, whatever the number of moves.
    expect(calls.filter((call) => call.path === '/api/users/updateUserArray')).toHaveLength(1);
  });

  it('is skipped for a user who did the tour, and where the side bar is hidden', async () => {
    stubApi({});
    session.signIn({ token: 'token', user: studentOf({ stepsDone: ['did_onboarding'] }) });
    renderAt(<OnboardingTour sideBar />, { path: '/dashboard' });
    expect(tourDialog().hasAttribute('open')).toBe(false);
    cleanup();

    session.signIn({ token: 'token', user: studentOf({ stepsDone: [] }) });
    renderAt(<OnboardingTour sideBar={false} />, { path: '/practice' });
    expect(tourDialog().hasAttribute('open')).toBe(false);
  });
});
