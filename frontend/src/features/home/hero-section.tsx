import { Badge, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { ButtonLink } from '@frontend/components/router-links';
import { PageSection } from '@frontend/components/page-section';
import { EvidencePreview } from '@frontend/features/home/evidence-preview';
import { HERO } from '@frontend/features/home/texts';

export function HeroSection() {
  return (
    <PageSection className="pte-hero" innerClassName="pte-hero__grid" aria-labelledby="home-hero-heading">
      <Flex direction="column" gap="large" alignItems="flex-start" className="pte-hero__copy">
        <Badge className="pte-hero__badge">{HERO.badge}</Badge>
        <Heading level={1} id="home-hero-heading" className="pte-hero__headline">
          {HERO.headline}
        </Heading>
        <Text className="pte-hero__subheadline">{HERO.subheadline}</Text>
        <Flex gap="small" wrap="wrap">
          <ButtonLink to={HERO.primaryCta.to} variation="primary" size="large">
            {HERO.primaryCta.label}
          </ButtonLink>
          <ButtonLink to={HERO.secondaryCta.to} size="large">
            {HERO.secondaryCta.label}
          </ButtonLink>
        </Flex>
        <Text fontSize="small" color="font.tertiary">
          {HERO.note}
        </Text>
      </Flex>
      <EvidencePreview />
    </PageSection>
  );
}
