import { Button, VisuallyHidden } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@frontend/app/shell/icons';
import { GUEST_MENU, SHELL_TEXTS } from '@frontend/app/shell/texts';
import { ButtonLink } from '@frontend/components/router-links';

const navLinkClass = 'pte-nav-link';

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const { practice, mockTests, blog, mobileApp, login, signUp } = GUEST_MENU;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // Any link chosen in the panel navigates, so the panel has done its job.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <div className="pte-compact-menu">
      <Button
        ref={buttonRef}
        variation="link"
        size="small"
        className="pte-icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="pte-compact-menu__label">{SHELL_TEXTS.menuButton}</span>
      </Button>
      <nav id={panelId} ref={panelRef} aria-label={SHELL_TEXTS.mainNavLabel} className="pte-compact-menu__panel" hidden={!open} onClick={closeOnLink}>
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
      </nav>
    </div>
  );
}
