import type { User } from '@shared/api';
import { AccountMenu, AdminShortcut, CompactUserMenu, ExamTypeSwitch, NotificationsMenu } from '@frontend/app/shell/account-bar';
import { Brand } from '@frontend/app/shell/brand';
import { CompactGuestMenu, WideGuestNav } from '@frontend/app/shell/guest-nav';
import { NightModeToggle } from '@frontend/app/shell/night-mode-toggle';
import { isAutoNightMode } from '@frontend/app/session/use-account-night-mode';

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
          <NotificationsMenu user={user} />
          {!isAutoNightMode(user) && <NightModeToggle />}
          <AccountMenu user={user} />
          <CompactUserMenu alwaysShown={!sideBar} />
        </div>
      </div>
    </header>
  );
}
