import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { BlogIcon, DashboardIcon, FaqIcon, MobileIcon, MockTestIcon, PerksIcon, PracticeIcon, StatisticsIcon } from '@frontend/app/shell/icons';
import { ACCOUNT_SHELL_TEXTS, USER_MENU } from '@frontend/app/shell/texts';

const icons: Record<(typeof USER_MENU)[number]['key'], ComponentType> = {
  dashboard: DashboardIcon,
  practice: PracticeIcon,
  mockTests: MockTestIcon,
  statistics: StatisticsIcon,
  blogs: BlogIcon,
  perks: PerksIcon,
  faq: FaqIcon,
  mobileApp: MobileIcon,
};

/**
 * The 65 px side bar of signed-in users on wide screens (spec §2, §9): the signed-in menu as icons,
 * each named for screen readers and with a tooltip on hover and keyboard focus.
 */
export function SideBar() {
  return (
    <nav className="pte-side-bar" aria-label={ACCOUNT_SHELL_TEXTS.sideBarLabel}>
      <ul className="pte-side-bar__list">
        {USER_MENU.map((item) => {
          const Icon = icons[item.key];
          return (
            <li key={item.to}>
              <NavLink to={item.to} className="pte-side-bar__link" aria-label={item.label} data-tour={item.key}>
                <Icon />
                <span className="pte-side-bar__tooltip" aria-hidden="true">
                  {item.label}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
