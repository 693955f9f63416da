import { Heading, Text } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { SectionHeading } from '@frontend/features/home/section-heading';
import { STEPS } from '@frontend/features/home/texts';

export function StepsSection() {
  return (
    <PageSection aria-labelledby="home-steps-heading">
      <SectionHeading id="home-steps-heading" eyebrow={STEPS.eyebrow} heading={STEPS.heading} />
      <ol className="pte-steps">
        {STEPS.items.map((step) => (
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
