import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import type { ServedHomeBlock } from '@shared/api';

/** The banner block that closes the page. */
export function ClosingCta({ block }: { block: Extract<ServedHomeBlock, { type: 'banner' }> }) {
  return (
    <PageSection aria-labelledby="home-closing-heading">
      <div className="pte-closing">
        <Heading level={2} id="home-closing-heading" className="pte-closing__heading">
          {block.heading}
        </Heading>
        <Text className="pte-closing__body">{block.body}</Text>
        <Flex gap="small" wrap="wrap" justifyContent="center" alignItems="center">
          <ButtonLink to={block.callToAction.to} size="large" className="pte-closing__primary">
            {block.callToAction.label}
          </ButtonLink>
          {block.secondaryAction && (
            <ButtonLink to={block.secondaryAction.to} size="large" className="pte-closing__secondary">
              {block.secondaryAction.label}
            </ButtonLink>
          )}
        </Flex>
        {block.link && (
          <TextLink to={block.link.to} className="pte-closing__link">
            {block.link.label}
          </TextLink>
        )}
      </div>
    </PageSection>
  );
}
