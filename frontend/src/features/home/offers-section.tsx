import { Badge, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { TextLink } from '@frontend/components/router-links';
import { OfferIconGlyph } from '@frontend/features/home/offer-icons';
import { SectionHeading } from '@frontend/features/home/section-heading';
import type { ServedHomeBlock } from '@shared/api';

export function OffersSection({ block }: { block: Extract<ServedHomeBlock, { type: 'grid' }> }) {
  return (
    <PageSection aria-labelledby="home-offers-heading">
      <SectionHeading id="home-offers-heading" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="pte-card-grid pte-card-grid--three">
        {block.cards.map((offer) => (
          <li key={offer.title}>
            <Card variation="outlined" className="pte-offer">
              <Flex justifyContent="space-between" alignItems="flex-start">
                <span className="pte-offer__icon">
                  <OfferIconGlyph icon={offer.icon} />
                </span>
                {offer.badge && <Badge className="pte-badge-secondary">{offer.badge}</Badge>}
              </Flex>
              <Heading level={3} className="pte-offer__title">
                {offer.title}
              </Heading>
              <Text color="font.secondary">{offer.body}</Text>
              {offer.link && (
                <TextLink to={offer.link.to} className="pte-arrow-link">
                  {offer.link.label}
                </TextLink>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
