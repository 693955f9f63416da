import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { VerifyEmailPage } from '@frontend/features/accounts/verify-email-page';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
});

const TOKEN = 'a1b2c3d4e5f6';

function renderVerify(path: string) {
  return render(
    <StrictMode>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <VerifyEmailPage />
        </MemoryRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}

describe('VerifyEmailPage', () => {
  it('sends the token once, however often the page mounts, and says the account is verified', async () => {
    // Prepare
    const calls = stubApi({ '/api/users/verifyTokenEmail': () => ({ body: { message: 'Account successfully verified!' } }) });

    // Act
    renderVerify(`/verify?token=${TOKEN}`);

    // Assess
    expect((await screen.findByText('Account successfully verified!')).closest('[role="status"]')).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/users/verifyTokenEmail', method: 'POST', body: { token: TOKEN } }]);
    expect(snackbar.snapshot().map((shown) => shown.kind)).toEqual(['emailVerified']);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('says the link has expired when the server answers 201', async () => {
    // Prepare
    stubApi({ '/api/users/verifyTokenEmail': () => ({ status: 201, body: { error: 'This token is expired!' } }) });

    // Act
    renderVerify(`/verify?token=${TOKEN}-old`);

    // Assess
    expect(await screen.findByText('This token is expired!')).toBeTruthy();
    expect(screen.getByText('Links work once and for one hour. Log in to get a new one by email.')).toBeTruthy();
  });

  it('says the link is not complete without asking the server when it has no token', () => {
    const calls = stubApi({});
    renderVerify('/verify');
    expect(screen.getByRole('alert').textContent).toBe('This link is not complete. Open the link from your email again.');
    expect(calls).toEqual([]);
  });
});
