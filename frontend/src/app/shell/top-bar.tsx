import { Brand } from '@frontend/app/shell/brand';
import { CompactGuestMenu, WideGuestNav } from '@frontend/app/shell/guest-nav';
import { NightModeToggle } from '@frontend/app/shell/night-mode-toggle';

// Only the guest top bar for now: the exam type switch, notifications bell,
// admin shortcut and avatar menu of spec §2 "Shell" need accounts.
export function TopBar() {
  return (
    <header className="pte-top-bar">
      <div className="pte-top-bar__inner">
        <Brand />
        <WideGuestNav />
        <div className="pte-top-bar__actions">
          <NightModeToggle />
          <CompactGuestMenu />
        </div>
      </div>
    </header>
  );
}
