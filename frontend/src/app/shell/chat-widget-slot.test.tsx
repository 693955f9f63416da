import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { ChatWidgetSlot } from '@frontend/app/shell/chat-widget-slot';
import { CHAT_WIDGET_PATHS, showsChatWidget } from '@frontend/app/shell/shell-chrome';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { renderAt } from '@test/fixtures/question-screen';
import { stubApi } from '@test/fixtures/stub-api';
import { studentOf } from '@test/fixtures/student';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
  localStorage.clear();
});

const REPLY = 'Congrats! Our team will contact you soon.';

/** Renders the slot at `path` and lets its lazy chunk load. */
async function renderSlot(path: string) {
  await act(async () => {
    renderAt(<ChatWidgetSlot />, { path });
  });
}

describe('ChatWidgetSlot', () => {
  it('shows the chat button on the FAQ, profile and contact pages only', async () => {
    expect(CHAT_WIDGET_PATHS).toEqual(['/help', '/profile', '/contact-us']);
    for (const path of ['/help', '/profile', '/contact-us', '/help?q=refund', '/contact-us/']) {
      await renderSlot(path);
      expect(await screen.findByRole('button', { name: 'Chat with us' }), path).toBeTruthy();
      cleanup();
    }
    for (const path of ['/', '/blog', '/blog/pte-guide', '/perk', '/practice', '/practice/SRA-0001', '/mock-test', '/dashboard', '/pricing', '/templates', '/helpdesk']) {
      await renderSlot(path);
      expect(screen.queryByRole('button', { name: 'Chat with us' }), path).toBeNull();
      expect(showsChatWidget(path.split('?')[0]!), path).toBe(false);
      cleanup();
    }
  });

  it('sends a visitor’s message to the team through the contact flow and shows it in the conversation', async () => {
    // Prepare
    const calls = stubApi({ '/api/email/sendContactEmail': () => ({ body: { message: REPLY } }) });
    const user = userEvent.setup();
    await renderSlot('/help');
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat with the team' });

    // Act
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ana@pte.test');
    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), 'Is Write Email part of PTE Academic?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    // Assess
    expect(calls).toEqual([{ path: '/api/email/sendContactEmail', method: 'POST', body: { firstName: 'Ana', email: 'ana@pte.test', message: 'Is Write Email part of PTE Academic?' } }]);
    const log = within(dialog).getByRole('list', { name: 'Conversation' });
    expect(await within(log).findByText(`${REPLY} We will answer at ana@pte.test.`)).toBeTruthy();
    expect(within(log).getByText('Is Write Email part of PTE Academic?')).toBeTruthy();
    expect(within(dialog).getByText('Sending as Ana (ana@pte.test)')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('');
    expect(snackbar.snapshot()).toEqual([]);
  });

  it('sends a signed-in student’s message from their account, and checks the message before sending', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({ '/api/email/sendContactEmail': () => ({ body: { message: REPLY } }) });
    const user = userEvent.setup();
    await renderSlot('/profile');
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat with the team' });
    expect(within(dialog).getByText(/^Hi Ana!/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /Email/ })).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Write at least 10 characters.')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), ', my mock test is locked.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(calls.map((call) => call.body)).toEqual([{ firstName: 'Ana', email: 'student@pte.test', message: 'Hi, my mock test is locked.' }]);
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    await renderSlot('/contact-us');
    const button = await screen.findByRole('button', { name: 'Chat with us' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(screen.getByRole('dialog')).getByRole('textbox', { name: /First name/ }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
