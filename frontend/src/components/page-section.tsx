import '@frontend/components/page-section.css';
import { View } from '@aws-amplify/ui-react';
import type { ViewProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { MAX_CONTENT_WIDTH_PX } from '@frontend/components/layout';

type PageSectionProps = Omit<ViewProps, 'children' | 'as'> & {
  children: ReactNode;
  /** Class of the centred inner container, for a section's own layout. */
  innerClassName?: string;
};

/**
 * A full-width band (paint it with backgroundColor or className) whose content
 * is centred and capped at the spec's maximum content width.
 */
export function PageSection({ children, innerClassName, className, ...props }: PageSectionProps) {
  return (
    <View as="section" className={['pte-page-section', className].filter(Boolean).join(' ')} {...props}>
      <div className={['pte-page-section__inner', innerClassName].filter(Boolean).join(' ')} style={{ maxWidth: MAX_CONTENT_WIDTH_PX }}>
        {children}
      </div>
    </View>
  );
}
