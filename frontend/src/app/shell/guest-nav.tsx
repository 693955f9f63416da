import { VisuallyHidden } from '@aws-amplify/ui-react';
import { NavLink } from 'react-router-dom';
import { DisclosureMenu } from '@frontend/app/shell/disclosure-menu';
import { GUEST_MENU, SHELL_TEXTS } from '@frontend/app/shell/texts';
import { ButtonLink } from '@frontend/components/router-links';

export const navLinkClass = 'pte-nav-link';

/** The guest menu on wide screens (900 px and up); CSS hides it below. */
export function WideGuestNav() {
  const { home, practice, mockTests, blog, mobileApp, login, signUp } = GUEST_MENU;
  return (
    <nav aria-label={SHELL_TEXTS.mainNavLabel} className="pte-wide-nav">
      <ul className="pte-nav-list">
        {[home, practice, mockTests, blog, mobileApp].map((item) => (
          <li key={item.to}>
            {/* `end` keeps Home from matching every path. */}
            <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="pte-nav-list__auth">
          <NavLink to={login.to} className={navLinkClass}>
            {login.label}
          </NavLink>
        </li>
        <li>
          {/* Visible label "Free" as the spec asks; the hidden words keep
              the link's purpose clear to screen readers ("Sign up Free"). */}
          <ButtonLink to={signUp.to} variation="primary" size="small" className="pte-signup-button">
            <VisuallyHidden>{signUp.label} </VisuallyHidden>
            {signUp.wideLabel}
          </ButtonLink>
        </li>
      </ul>
    </nav>
  );
}

/** The guest menu below 900 px: a disclosure button and a panel of links. */
export function CompactGuestMenu() {
  const { practice, mockTests, blog, mobileApp, login, signUp } = GUEST_MENU;
  return (
    <DisclosureMenu>
      <ul className="pte-compact-menu__list">
        {[practice, mockTests, blog, mobileApp, login].map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <ButtonLink to={signUp.to} variation="primary" width="100%">
            {signUp.label}
          </ButtonLink>
        </li>
      </ul>
    </DisclosureMenu>
  );
}
