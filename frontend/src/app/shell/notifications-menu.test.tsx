import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, User } from '@shared/api';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { NotificationsMenu } from '@frontend/app/shell/account-menus';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

const notification = (id: number, hasRead = false): Notification => ({ id: `n${id}`, type: 'speaking_usage', message: `Message ${id}`, hasRead, createdAt: Date.UTC(2026, 2, 1) + id * 60_000 });

/** The bell as the top bar shows it: for the session's user, following it as it changes. */
function Bell() {
  const user = useCurrentUser();
  return user ? <NotificationsMenu user={user} /> : null;
}

/** A signed-in student with these notifications, a server that marks them read, and the bell. */
function open(notifications: Notification[]) {
  let user: User = studentOf({ notifications });
  session.signIn({ token: 'token', user });
  const calls = stubApi({
    '/api/users/markHasRead': (body) => {
      user = { ...user, notifications: user.notifications.map((item) => (item.id === body.notificationId ? { ...item, hasRead: true } : item)) };
      return { body: { user } };
    },
    '/api/users/markAllHasRead': () => {
      user = { ...user, notifications: user.notifications.map((item) => ({ ...item, hasRead: true })) };
      return { body: { user } };
    },
  });
  render(
    <ThemeProvider>
      <MemoryRouter>
        <Bell />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return calls;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => bell().querySelector('.pte-bell__badge')?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.logout({ navigateTo: null });
});

describe('NotificationsMenu', () => {
  it('shows the unread count on the badge up to five, 5+ beyond, with the exact count in its name', () => {
    open([1, 2, 3, 4, 5, 6, 7].map((id) => notification(id)));

    expect(badge()).toBe('5+');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 7 unread');
  });

  it('shows the count itself up to five, and no badge once everything is read', () => {
    open([notification(1), notification(2), notification(3, true)]);
    expect(badge()).toBe('2');
    cleanup();
    session.logout({ navigateTo: null });

    open([notification(1, true)]);
    expect(badge()).toBeUndefined();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('lists the newest five and marks one read when it is opened', async () => {
    // Prepare
    const calls = open([1, 2, 3, 4, 5, 6, 7].map((id) => notification(id)));
    const user = userEvent.setup();

    // Act
    await user.click(bell());
    const items = await screen.findAllByRole('menuitem');
    expect(items.slice(0, 5).map((item) => item.textContent)).toEqual(['Unread: Message 7', 'Unread: Message 6', 'Unread: Message 5', 'Unread: Message 4', 'Unread: Message 3'].map((text) => expect.stringContaining(text)));
    await user.click(items[0]!);

    // Assess
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 6 unread'));
    expect(calls).toEqual([expect.objectContaining({ path: '/api/users/markHasRead', body: { notificationId: 'n7' } })]);
  });

  it('marks them all read from the menu', async () => {
    const calls = open([notification(1), notification(2)]);
    const user = userEvent.setup();

    await user.click(bell());
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));

    await waitFor(() => expect(badge()).toBeUndefined());
    expect(calls.map((call) => call.path)).toEqual(['/api/users/markAllHasRead']);
  });

  it('opens the panel of every notification kept, where one or all are marked read', async () => {
    // Prepare
    const calls = open([1, 2, 3, 4, 5, 6, 7].map((id) => notification(id, id === 2)));
    const user = userEvent.setup();

    // Act: the panel, loaded on demand, lists the older ones too.
    await user.click(bell());
    await user.click(await screen.findByRole('menuitem', { name: 'See all notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.querySelector('.amplify-text')?.textContent)).toEqual(['Message 7', 'Message 6', 'Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
    expect(within(panel).getByText('Your last 7 notifications, newest first. 6 unread.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Mark as read: Message 1' }));
    await waitFor(() => expect(within(panel).getByText('Your last 7 notifications, newest first. 5 unread.')).toBeTruthy());
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    // Assess
    await waitFor(() => expect(within(panel).getByText('Your last 7 notifications, newest first. All read.')).toBeTruthy());
    expect(within(panel).queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0);
    expect((within(panel).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/users/markHasRead', { notificationId: 'n1' }],
      ['/api/users/markAllHasRead', {}],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
