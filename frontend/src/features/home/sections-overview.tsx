import { Badge, Card, Heading } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { SectionHeading } from '@frontend/features/home/section-heading';
import type { ServedHomeBlock } from '@shared/api';

/** The slider block: the item types of each section. */
export function SectionsOverview({ block }: { block: Extract<ServedHomeBlock, { type: 'slider' }> }) {
  return (
    <PageSection className="pte-band" aria-labelledby="home-sections-heading">
      <SectionHeading id="home-sections-heading" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="pte-card-grid pte-card-grid--four">
        {block.items.map((section) => {
          const coreOnly: readonly string[] = section.coreOnly ?? [];
          return (
            <li key={section.name}>
              <Card variation="elevated" className="pte-exam-section" data-section={section.name.toLowerCase()}>
                <Heading level={3} className="pte-exam-section__title">
                  {section.name}
                </Heading>
                <ul className="pte-exam-section__types">
                  {section.itemTypes.map((itemType) => (
                    <li key={itemType}>
                      {itemType}
                      {coreOnly.includes(itemType) && (
                        <Badge size="small" className="pte-exam-section__core">
                          {block.coreLabel}
                        </Badge>
                      )}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
