import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The admin's switch, as settings/fetchFeatureSwitches would give it.
const switches = vi.hoisted(() => ({ reviewPrompt: true }));
vi.mock('@frontend/app/feature-switches/feature-switches', () => ({ useFeatureSwitch: (name: 'reviewPrompt', wanted: boolean) => wanted && switches[name] }));

import type { User } from '@shared/api';
import { ReviewPromptSlot } from '@frontend/app/reviews/review-prompt-slot';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { stubApi, type StubHandler } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
  switches.reviewPrompt = true;
});

const readySteps: User['stepsDone'] = ['should_leave_testimonial', 'did_onboarding', 'did_onboarding_pratice'];
const ready = (overrides: Partial<User> = {}) => studentOf({ stepsDone: readySteps, ...overrides });
const reviewed = studentOf({ stepsDone: [...readySteps, 'did_leave_testimonial'] });

const ratingReply: StubHandler = (body) => ({ body: { _id: 'rating-1', rating: body.rating, user: reviewed } });
const testimonialReply: StubHandler = (body) => ({
  body: { message: 'Thank you for leaving a review!', testimonial: { testimonialId: 'rating-1', header: body.header, quote: body.quote, isApproved: true, firstName: 'Ana', rating: 5, createdAt: 1 } },
});

/** The prompt as the shell mounts it for a signed-in student on `path`. */
async function openPrompt(user: User = ready(), path = '/practice') {
  session.signIn({ token: 'token', user });
  renderAt(<ReviewPromptSlot pathname={path} />, { path });
  return screen.findByRole('dialog', { name: 'How is your practice going?' });
}

const submit = () => screen.getByRole('button', { name: 'Submit' });
const star = (label: string) => screen.getByRole('radio', { name: label });

describe('ReviewPromptSlot', () => {
  it('shows the prompt on the practice list and the statistics to a student whose steps call for it', async () => {
    stubApi({});
    expect(await openPrompt(ready(), '/statistics')).toBeTruthy();
    cleanup();
    expect(await openPrompt(ready(), '/practice')).toBeTruthy();
  });

  it.each([
    ['on another page', ready(), '/dashboard'],
    ['before the practice onboarding is done', studentOf({ stepsDone: ['should_leave_testimonial', 'did_onboarding'] }), '/practice'],
    ['after a review', reviewed, '/practice'],
    ["while 'Later' still holds", ready({ postponeReview: Date.now() + 60_000 }), '/practice'],
    ['before the prompt is ready', studentOf({ stepsDone: ['did_onboarding', 'did_onboarding_pratice'] }), '/practice'],
    ['while an admin has it switched off', ready(), '/practice', false],
  ])('shows nothing %s', async (_, user, path, switchedOn = true) => {
    switches.reviewPrompt = switchedOn;
    session.signIn({ token: 'token', user });
    renderAt(<ReviewPromptSlot pathname={path} />, { path });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ReviewPrompt', () => {
  it('keeps Submit disabled until stars are chosen, then asks for a testimonial from 4 stars and for help below', async () => {
    stubApi({});
    const user = userEvent.setup();
    await openPrompt();
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(star('4 stars'));
    expect(submit()).toHaveProperty('disabled', false);
    expect(screen.getByText('Thank you! Tell other students what helped you most.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Your review/ })).toBeTruthy();

    await user.click(star('3 stars'));
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Message to our team/ })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, true, false, false]);
  });

  it('leaves the rating, then the testimonial under its id, thanks the student and closes', async () => {
    // Prepare
    const calls = stubApi({ '/api/users/leaveRating': ratingReply, '/api/users/leaveTestimonial': testimonialReply });
    const user = userEvent.setup();
    const dialog = await openPrompt();

    // Act
    await user.click(star('5 stars'));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Really useful');
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'My speaking went up.');
    await user.click(submit());

    // Assess
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog.isConnected).toBe(false);
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/users/leaveRating', { rating: 5 }],
      ['/api/users/leaveTestimonial', { header: 'Really useful', quote: 'My speaking went up.', testimonialId: 'rating-1' }],
    ]);
    expect(snackbar.snapshot().map((shown) => [shown.kind, shown.text])).toEqual([['testimonialLeft', 'Thank you for leaving a review!']]);
    const state = session.get();
    expect(state.status === 'signedIn' && state.user.stepsDone).toContain('did_leave_testimonial');
  });

  it("shows the server's field errors on the fields and clears them all when the header or the quote changes", async () => {
    stubApi({
      '/api/users/leaveRating': ratingReply,
      '/api/users/leaveTestimonial': () => ({ status: 400, body: { errors: { header: 'Use at least 5 characters.', quote: 'Use at most 250 characters.' } } }),
    });
    const user = userEvent.setup();
    await openPrompt();
    await user.click(star('5 stars'));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Useful');
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Good.');
    await user.click(submit());

    expect(await screen.findByText('Use at least 5 characters.')).toBeTruthy();
    expect(screen.getByText('Use at most 250 characters.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Title/ }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: /Your review/ }), ' More');
    expect(screen.queryByText('Use at least 5 characters.')).toBeNull();
    expect(screen.queryByText('Use at most 250 characters.')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("checks the header's length before sending anything", async () => {
    const calls = stubApi({ '/api/users/leaveRating': ratingReply });
    const user = userEvent.setup();
    await openPrompt();
    await user.click(star('4 stars'));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Good');
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Fine.');
    await user.click(submit());

    expect(await screen.findByText('Use at least 5 characters.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('submits with Enter in the header and in the quote, and Shift+Enter starts a new line', async () => {
    const calls = stubApi({ '/api/users/leaveRating': ratingReply, '/api/users/leaveTestimonial': testimonialReply });
    const user = userEvent.setup();
    await openPrompt();
    await user.click(star('5 stars'));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Good!{Enter}');
    expect(await screen.findByText('Write a few words about your practice.')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');

    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/users/leaveRating', '/api/users/leaveTestimonial']));
    expect(calls[1]!.body).toMatchObject({ header: 'Good!', quote: 'Line one\nline two' });
  });

  it('sends the help message of a low rating to the team with the student as sender', async () => {
    const calls = stubApi({ '/api/users/leaveRating': ratingReply, '/api/email/sendContactEmail': () => ({ body: { message: 'Congrats! Our team will contact you soon.' } }) });
    const user = userEvent.setup();
    await openPrompt();
    await user.click(star('2 stars'));
    await user.type(screen.getByRole('textbox', { name: /Message to our team/ }), 'The microphone check fails on my laptop.');
    await user.click(submit());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/users/leaveRating', { rating: 2 }],
      ['/api/email/sendContactEmail', { message: 'The microphone check fails on my laptop.', firstName: 'Ana', email: 'student@pte.test' }],
    ]);
    expect(snackbar.snapshot().map((shown) => shown.text)).toEqual(['Congrats! Our team will contact you soon.']);
  });

  it('records only the rating when the help message is left empty', async () => {
    const calls = stubApi({ '/api/users/leaveRating': ratingReply });
    const user = userEvent.setup();
    await openPrompt();
    await user.click(star('1 star'));
    await user.click(submit());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((call) => call.path)).toEqual(['/api/users/leaveRating']);
    expect(snackbar.snapshot().map((shown) => shown.kind)).toEqual(['testimonialLeft']);
  });

  it.each([
    ['No', '/api/users/refuseTestimonial', reviewed],
    ['Later', '/api/users/postponeTestimonial', ready({ postponeReview: Date.now() + 60_000 })],
  ])("'%s' answers the prompt through %s and closes it", async (button, path, after) => {
    const calls = stubApi({ [path]: () => ({ body: { user: after } }) });
    const user = userEvent.setup();
    await openPrompt();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: button }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ path, method: 'GET', body: {} }]);
  });

  it('counts Escape as Later, and stays open when the answer fails', async () => {
    const calls = stubApi({ '/api/users/postponeTestimonial': () => ({ status: 500, body: { errors: { internal: true, message: 'Server error!' } } }) });
    const dialog = await openPrompt();

    // What the browser sends a modal dialog on Escape (happy-dom does not press it for us).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/users/postponeTestimonial']));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(snackbar.snapshot().map((shown) => shown.kind)).toContain('criticalError');
  });
});
