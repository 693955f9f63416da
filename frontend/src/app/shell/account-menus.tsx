import { Avatar, Divider, Menu, MenuButton, MenuItem, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import type { User } from '@shared/api';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { markNotificationsRead } from '@frontend/app/session/mark-notifications-read';
import { session } from '@frontend/app/session/session-store';
import { BellIcon } from '@frontend/app/shell/icons';
import { badgeText, latestNotifications, unreadCount } from '@frontend/app/shell/notifications';
import { ACCOUNT_SHELL_TEXTS, PROFILE_MENU } from '@frontend/app/shell/texts';

/*
 * The signed-in user's two drop-down menus. Amplify's Menu brings Radix's menu, popper and focus
 * handling, which a visitor never opens: the top bar loads this module only for a signed-in user.
 */

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

// The panel of every notification is loaded the first time it opens.
const NotificationsPanel = lazy(() => import('@frontend/app/shell/notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

/**
 * The bell (spec §2): a badge with the unread count (at most 5 shown, '5+' beyond: §9) and the
 * latest five; opening one marks it read, and 'See all notifications' opens the panel of every
 * notification the account keeps.
 */
export function NotificationsMenu({ user }: { user: User }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const unread = unreadCount(user.notifications);
  const badge = badgeText(unread);
  const shown = latestNotifications(user.notifications);
  const label = unread > 0 ? ACCOUNT_SHELL_TEXTS.notificationsWithUnread(unread) : ACCOUNT_SHELL_TEXTS.notifications;
  return (
    <>
      <Menu
        menuAlign="end"
        className="pte-notifications"
        trigger={
          <MenuButton variation="link" size="small" className="pte-icon-button pte-bell" data-tour="notifications" aria-label={label} title={ACCOUNT_SHELL_TEXTS.notifications}>
            <BellIcon />
            {badge && (
              <span className="pte-bell__badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </MenuButton>
        }
      >
        {shown.length === 0 ? (
          <MenuItem isDisabled>{ACCOUNT_SHELL_TEXTS.noNotifications}</MenuItem>
        ) : (
          shown.map((notification) => (
            <MenuItem key={notification.id} className="pte-notification" data-unread={!notification.hasRead} onClick={() => void (notification.hasRead ? undefined : markNotificationsRead(notification.id))}>
              <span className="pte-notification__dot" aria-hidden="true" />
              <span className="pte-notification__body">
                {!notification.hasRead && <VisuallyHidden>{ACCOUNT_SHELL_TEXTS.unread}: </VisuallyHidden>}
                <Text as="span" display="block" fontSize="small">
                  {notification.message}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="font.tertiary">
                  {dateFormat.format(notification.createdAt)}
                </Text>
              </span>
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem isDisabled={unread === 0} onClick={() => void markNotificationsRead(undefined)}>
          {ACCOUNT_SHELL_TEXTS.markAllRead}
        </MenuItem>
        {shown.length > 0 && <MenuItem onClick={() => setPanelOpen(true)}>{ACCOUNT_SHELL_TEXTS.seeAll}</MenuItem>}
      </Menu>
      {panelOpen && (
        <Suspense fallback={null}>
          <NotificationsPanel user={user} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function initialsOf(user: Pick<User, 'firstName' | 'email'>): string {
  return (user.firstName.trim() || user.email).slice(0, 1).toUpperCase();
}

/** The avatar menu (spec §2 "Profile menu"): My Profile, Reward, Contact Us, Log Out. */
export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const name = user.firstName || user.email;
  return (
    <Menu
      menuAlign="end"
      trigger={
        <MenuButton variation="link" size="small" className="pte-icon-button pte-avatar-button" data-tour="account" aria-label={ACCOUNT_SHELL_TEXTS.accountMenu(name)}>
          <Avatar src={user.profileImage} alt="" size="small" className="pte-avatar">
            {initialsOf(user)}
          </Avatar>
        </MenuButton>
      }
    >
      {[PROFILE_MENU.profile, PROFILE_MENU.reward, PROFILE_MENU.contact].map((item) => (
        <MenuItem key={item.to} onClick={() => void navigate(item.to)}>
          {item.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={() => session.logout()}>{PROFILE_MENU.logOut}</MenuItem>
    </Menu>
  );
}
