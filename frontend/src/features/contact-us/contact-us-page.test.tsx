import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { ContactUsPage } from '@frontend/features/contact-us/contact-us-page';
import { renderAt } from '@test/fixtures/question-screen';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
});

const MESSAGE = 'How are the speaking answers scored?';

async function send() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@pte.test');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), MESSAGE);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return user;
}

describe('ContactUsPage', () => {
  it('sends the message and shows the server’s thanks', async () => {
    // Prepare
    const calls = stubApi({ '/api/email/sendContactEmail': () => ({ body: { message: 'Thank you, we will answer soon.' } }) });
    renderAt(<ContactUsPage />);

    // Act
    await send();

    // Assess
    expect((await screen.findByRole('status')).textContent).toBe('Thank you, we will answer soon.');
    expect(calls).toEqual([{ path: '/api/email/sendContactEmail', method: 'POST', body: { firstName: 'Ana', email: 'ana@pte.test', message: MESSAGE } }]);
    expect(snackbar.snapshot().map((shown) => shown.kind)).toEqual(['emailSent']);
  });

  it('shows the server’s field errors on the fields and keeps the form', async () => {
    // Prepare
    stubApi({ '/api/email/sendContactEmail': () => ({ status: 400, body: { errors: { email: 'Enter a valid email address.' } } }) });
    renderAt(<ContactUsPage />);

    // Act
    await send();

    // Assess
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });
});
