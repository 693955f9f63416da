import { Badge, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ServedHomeBlock } from '@shared/api';
import { PageSection } from '@frontend/components/page-section';
import { TextLink } from '@frontend/components/router-links';
import { SectionHeading } from '@frontend/features/home/section-heading';

/** The buy block: the plans the content names, with the names, summaries and prices of shared/pricing. */
export function BuySection({ block }: { block: Extract<ServedHomeBlock, { type: 'buy' }> }) {
  return (
    <PageSection className="pte-band" aria-labelledby="home-buy-heading">
      <SectionHeading id="home-buy-heading" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="pte-card-grid pte-card-grid--three">
        {block.packages.map((item) => (
          <li key={item.id}>
            <Card variation="outlined" className="pte-offer pte-home-buy__plan">
              <Flex justifyContent="space-between" alignItems="baseline" gap="small">
                <Heading level={3} className="pte-offer__title">
                  {item.name}
                </Heading>
                {item.label && <Badge className="pte-badge-secondary">{item.label}</Badge>}
              </Flex>
              <Text className="pte-home-buy__price">{item.price}</Text>
              <Text color="font.secondary">{item.summary}</Text>
            </Card>
          </li>
        ))}
      </ul>
      <TextLink to={block.allLink.to} className="pte-arrow-link pte-home-buy__all">
        {block.allLink.label}
      </TextLink>
    </PageSection>
  );
}
