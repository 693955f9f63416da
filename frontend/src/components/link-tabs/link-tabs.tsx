import '@frontend/components/link-tabs/link-tabs.css';
import { Link } from 'react-router-dom';

export interface LinkTab {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

/** A row of tabs that are links, the current one marked aria-current="page" (practice sections, mock categories). */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label} className="pte-link-tabs">
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.to} aria-current={tab.current ? 'page' : undefined} className="pte-link-tab">
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
