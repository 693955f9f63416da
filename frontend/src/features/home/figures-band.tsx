import { Text } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { FIGURES } from '@frontend/features/home/texts';

export function FiguresBand() {
  return (
    <PageSection className="pte-figures" aria-labelledby="home-figures-heading">
      <Text as="h2" id="home-figures-heading" className="pte-figures__heading">
        {FIGURES.heading}
      </Text>
      <ul className="pte-figures__list">
        {FIGURES.items.map((item) => (
          <li key={item.label} className="pte-figures__item">
            <span className="pte-figures__value">
              {item.prefix && <span className="pte-figures__prefix">{item.prefix} </span>}
              {item.value}
            </span>
            <span className="pte-figures__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
