import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { ProfilePage } from '@frontend/features/profile/profile-page';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderProfile() {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('Profile details and password', () => {
  it('saves the first name and shows the user the server answers with', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf({ firstName: 'Ana' }) });
    const calls = stubApi({
      '/api/maillist/updateContactName': (body) => ({ body: { user: studentOf({ firstName: String(body.firstName) }) } }),
      '/api/pricing/fetchPurchaseHistory': () => ({ body: { purchases: [] } }),
    });
    renderProfile();
    const details = screen.getByRole('region', { name: 'Your details' });
    const user = userEvent.setup();

    // Act
    await user.clear(within(details).getByRole('textbox', { name: /First name/ }));
    await user.type(within(details).getByRole('textbox', { name: /First name/ }), 'Maria');
    await user.click(within(details).getByRole('button', { name: 'Save name' }));

    // Assess
    await vi.waitFor(() => expect(session.get()).toMatchObject({ status: 'signedIn', user: { firstName: 'Maria' } }));
    expect(calls.filter((call) => call.path === '/api/maillist/updateContactName')).toEqual([{ path: '/api/maillist/updateContactName', method: 'POST', body: { firstName: 'Maria' } }]);
    expect(snackbar.snapshot().map((shown) => shown.kind)).toEqual(['userUpdated']);
  });

  it('turns the e-mail preferences on and off with maillist/updateEmailNotification', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf({ stepsDone: ['can_send_email_general'] }) });
    const calls = stubApi({
      '/api/maillist/updateEmailNotification': () => ({ body: { user: studentOf({ stepsDone: ['can_send_email_third_party'] }) } }),
      '/api/pricing/fetchPurchaseHistory': () => ({ body: { purchases: [] } }),
    });
    renderProfile();
    const emails = screen.getByRole('region', { name: 'Emails' });
    const general = within(emails).getByRole('switch', { name: 'News from PTE Practice' });
    expect((general as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();

    // Act
    await user.click(general);

    // Assess
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/maillist/updateEmailNotification').map((call) => call.body)).toEqual([{ can_send_email_general: false }]));
    await vi.waitFor(() => expect((within(emails).getByRole('switch', { name: 'Offers from our partners' }) as HTMLInputElement).checked).toBe(true));
  });

  it('changes the password and goes on with the new token', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    stubApi({ '/api/users/updatePassword': () => ({ body: { message: 'Password successfully changed!', token: 'token-2', sessionToken: 'session-2' } }) });
    renderProfile();
    const section = screen.getByRole('region', { name: 'Change password' });
    const user = userEvent.setup();

    // Act
    await user.type(within(section).getByLabelText(/^Current password/, { selector: 'input' }), 'old password 1');
    await user.type(within(section).getByLabelText(/^New password/, { selector: 'input' }), 'new password 22');
    await user.type(within(section).getByLabelText(/^Confirm new password/, { selector: 'input' }), 'new password 22');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    // Assess
    await vi.waitFor(() => expect(session.get()).toMatchObject({ status: 'signedIn', token: 'token-2' }));
    expect(snackbar.snapshot().find((shown) => shown.kind === 'passwordReset')).toMatchObject({ text: 'Password successfully changed!' });
  });
});
