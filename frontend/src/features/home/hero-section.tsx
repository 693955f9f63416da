import { Badge, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { ButtonLink } from '@frontend/components/router-links';
import { PageSection } from '@frontend/components/page-section';
import { EvidencePreview } from '@frontend/features/home/evidence-preview';
import type { ServedHomeBlock } from '@shared/api';

export function HeroSection({ block }: { block: Extract<ServedHomeBlock, { type: 'hero' }> }) {
  return (
    <PageSection className="pte-hero" innerClassName="pte-hero__grid" aria-labelledby="home-hero-heading">
      <Flex direction="column" gap="large" alignItems="flex-start" className="pte-hero__copy">
        {block.badge && <Badge className="pte-hero__badge">{block.badge}</Badge>}
        <Heading level={1} id="home-hero-heading" className="pte-hero__headline">
          {block.heading}
        </Heading>
        <Text className="pte-hero__subheadline">{block.lead}</Text>
        <Flex gap="small" wrap="wrap">
          <ButtonLink to={block.callToAction.to} variation="primary" size="large">
            {block.callToAction.label}
          </ButtonLink>
          {block.secondaryAction && (
            <ButtonLink to={block.secondaryAction.to} size="large">
              {block.secondaryAction.label}
            </ButtonLink>
          )}
        </Flex>
        {block.note && (
          <Text fontSize="small" color="font.tertiary">
            {block.note}
          </Text>
        )}
      </Flex>
      <EvidencePreview />
    </PageSection>
  );
}
