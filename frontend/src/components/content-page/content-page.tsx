import '@frontend/components/content-page/content-page.css';
import { Heading, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { PageSection } from '@frontend/components/page-section';

interface ContentPageProps {
  /** A short line above the heading (the page's area). */
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
  /** Wide pages (card grids) use the content width; reading pages keep a line length that reads well. */
  width?: 'reading' | 'wide';
  children: ReactNode;
}

/** The frame of a content page (FAQ, templates, legal pages, about, perks): its h1, a lead and the body. */
export function ContentPage({ eyebrow, heading, lead, width = 'reading', children }: ContentPageProps) {
  const headingId = useId();
  return (
    <PageSection aria-labelledby={headingId}>
      <div className="pte-content-page" data-width={width}>
        <header className="pte-content-page__header">
          {eyebrow && <Text className="pte-content-page__eyebrow">{eyebrow}</Text>}
          <Heading level={1} id={headingId} className="pte-content-page__title">
            {heading}
          </Heading>
          {lead && <div className="pte-content-page__lead">{lead}</div>}
        </header>
        {children}
      </div>
    </PageSection>
  );
}
