import type { User } from '@shared/api';
import { lazy, Suspense } from 'react';
import { AdminShortcut, CompactUserMenu, ExamTypeSwitch } from '@frontend/app/shell/account-bar';
import { Brand } from '@frontend/app/shell/brand';
import { CompactGuestMenu, WideGuestNav } from '@frontend/app/shell/guest-nav';
import { NightModeToggle } from '@frontend/app/shell/night-mode-toggle';
import { isAutoNightMode } from '@frontend/app/session/use-account-night-mode';

// Their own chunk, loaded for a signed-in user only: a visitor's first load does not carry the menus.
const NotificationsMenu = lazy(() => import('@frontend/app/shell/account-menus').then((m) => ({ default: m.NotificationsMenu })));
const AccountMenu = lazy(() => import('@frontend/app/shell/account-menus').then((m) => ({ default: m.AccountMenu })));

/** Holds a menu's place while its chunk loads, so the bar's other buttons do not move. */
const menuPlaceholder = <span className="pte-icon-button-placeholder" aria-hidden="true" />;

/**
 * The top bar (spec §2 "Shell"). Visitors: the guest menu, the exam type switch and the night-mode
 * toggle. Signed-in users: the exam type switch, the notifications bell, the night-mode toggle
 * (hidden while automatic night mode is on), the admin shortcut for admins and the avatar menu;
 * their menu is in the side bar on wide screens, else behind the Menu button.
 */
export function TopBar({ user, sideBar }: { user: User | undefined; sideBar: boolean }) {
  if (!user) {
    return (
      <header className="pte-top-bar">
        <div className="pte-top-bar__inner">
          <Brand />
          <WideGuestNav />
          <div className="pte-top-bar__actions">
            <ExamTypeSwitch />
            <NightModeToggle />
            <CompactGuestMenu />
          </div>
        </div>
      </header>
    );
  }
  return (
    <header className="pte-top-bar">
      <div className="pte-top-bar__inner pte-top-bar__inner--user">
        <Brand />
        <div className="pte-top-bar__actions pte-top-bar__actions--user">
          <ExamTypeSwitch />
          {user.platformAccess === 'admin' && <AdminShortcut />}
          <Suspense fallback={menuPlaceholder}>
            <NotificationsMenu user={user} />
          </Suspense>
          {!isAutoNightMode(user) && <NightModeToggle />}
          <Suspense fallback={menuPlaceholder}>
            <AccountMenu user={user} />
          </Suspense>
          <CompactUserMenu alwaysShown={!sideBar} />
        </div>
      </div>
    </header>
  );
}
