import '@frontend/components/page-title/page-title.css';
import { Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A page's title (its one h1), in the weight and scale every page shares. */
export function PageTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Heading level={1} id={id} className="pte-page-title">
      {children}
    </Heading>
  );
}
