import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import homeJson from '@content/home.json';
import { HomeContentSchema, type HomeBlock } from '@shared/content';
import { MailListSection } from './mail-list-section';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The block as content/home.json writes it (served unchanged: it claims no figure). */
const block = HomeContentSchema.parse(homeJson).blocks.find((item): item is Extract<HomeBlock, { type: 'mailList' }> => item.type === 'mailList')!;

describe('MailListSection', () => {
  it('shows the server field error on the email field and clears it when typing', async () => {
    answer(400, { errors: { email: 'Enter a valid email address.' } });
    render(<ThemeProvider><MailListSection block={block} /></ThemeProvider>);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'x');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it("says 'Your email has been added!' on 200 and that it is already there on 201", async () => {
    answer(200, { email: 'a@example.com' });
    render(<ThemeProvider><MailListSection block={block} /></ThemeProvider>);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your email has been added!');
    answer(201, { email: 'a@example.com', alreadySubscribed: true });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This email is already on our list.')).toBeTruthy();
  });
});
