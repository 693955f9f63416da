import { Button } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@frontend/app/shell/icons';
import { SHELL_TEXTS } from '@frontend/app/shell/texts';

/**
 * The "Menu" button and its panel of links: a disclosure (not an ARIA menu) because the panel holds
 * ordinary links. Escape and a click outside close it; choosing a link closes it too.
 */
export function DisclosureMenu({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

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
    <div className={['pte-compact-menu', className].filter(Boolean).join(' ')}>
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
        {children}
      </nav>
    </div>
  );
}
