import { Heading, Text } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { SectionHeading } from '@frontend/features/home/section-heading';
import type { ServedHomeBlock } from '@shared/api';

export function StepsSection({ block }: { block: Extract<ServedHomeBlock, { type: 'steps' }> }) {
  return (
    <PageSection aria-labelledby="home-steps-heading">
      <SectionHeading id="home-steps-heading" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ol className="pte-steps">
        {block.items.map((step) => (
          <li key={step.title} className="pte-steps__item">
            <Heading level={3} className="pte-steps__title">
              {step.title}
            </Heading>
            <Text color="font.secondary">{step.body}</Text>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
