import { SelectField } from '@aws-amplify/ui-react';
import { examTypeLabels, examTypes } from '@shared/accounts';
import type { ExamType } from '@shared/accounts';
import { NavLink } from 'react-router-dom';
import { useExamType } from '@frontend/app/session/use-exam-type';
import { DisclosureMenu } from '@frontend/app/shell/disclosure-menu';
import { navLinkClass } from '@frontend/app/shell/guest-nav';
import { ShieldIcon } from '@frontend/app/shell/icons';
import { ACCOUNT_SHELL_TEXTS, USER_MENU } from '@frontend/app/shell/texts';
import { ButtonLink } from '@frontend/components/router-links';

/** The exam type switch (spec §2): PTE Academic or PTE Core, for visitors and users alike. */
export function ExamTypeSwitch() {
  const { examType, setExamType } = useExamType();
  return (
    <SelectField
      className="pte-exam-switch"
      data-tour="exam-type"
      label={ACCOUNT_SHELL_TEXTS.examTypeLabel}
      labelHidden
      value={examType}
      onChange={(event) => setExamType(event.target.value as ExamType)}
    >
      {examTypes.map((type) => (
        <option key={type} value={type}>
          {examTypeLabels[type]}
        </option>
      ))}
    </SelectField>
  );
}

/** The admin shortcut (spec §2), for admins only. */
export function AdminShortcut() {
  return (
    <ButtonLink to="/admin" variation="link" size="small" className="pte-icon-button" aria-label={ACCOUNT_SHELL_TEXTS.adminShortcut} title={ACCOUNT_SHELL_TEXTS.adminShortcut}>
      <ShieldIcon />
    </ButtonLink>
  );
}

/** The signed-in menu as a disclosure: below 900 px, and on wide screens where the side bar is hidden. */
export function CompactUserMenu({ alwaysShown }: { alwaysShown: boolean }) {
  return (
    <DisclosureMenu className={alwaysShown ? 'pte-compact-menu--always' : undefined}>
      <ul className="pte-compact-menu__list">
        {USER_MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}
