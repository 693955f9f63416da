import { Text } from '@aws-amplify/ui-react';
import type { ServedHomeBlock } from '@shared/api';
import { PageSection } from '@frontend/components/page-section';

/** The library's figures, each counted by the server (landing/getHomeContent); no figure is ever typed in. */
export function FiguresBand({ block }: { block: Extract<ServedHomeBlock, { type: 'figures' }> }) {
  if (block.items.length === 0) return null;
  return (
    <PageSection className="pte-figures" aria-labelledby="home-figures-heading">
      <Text as="h2" id="home-figures-heading" className="pte-figures__heading">
        {block.heading}
      </Text>
      <ul className="pte-figures__list">
        {block.items.map((item) => (
          <li key={item.figure} className="pte-figures__item">
            <span className="pte-figures__value">{item.value.toLocaleString('en')}</span>
            <span className="pte-figures__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
