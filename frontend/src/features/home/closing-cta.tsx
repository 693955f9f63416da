import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { CLOSING } from '@frontend/features/home/texts';

export function ClosingCta() {
  return (
    <PageSection aria-labelledby="home-closing-heading">
      <div className="pte-closing">
        <Heading level={2} id="home-closing-heading" className="pte-closing__heading">
          {CLOSING.heading}
        </Heading>
        <Text className="pte-closing__body">{CLOSING.body}</Text>
        <Flex gap="small" wrap="wrap" justifyContent="center" alignItems="center">
          <ButtonLink to={CLOSING.primaryCta.to} size="large" className="pte-closing__primary">
            {CLOSING.primaryCta.label}
          </ButtonLink>
          <ButtonLink to={CLOSING.signUpCta.to} size="large" className="pte-closing__secondary">
            {CLOSING.signUpCta.label}
          </ButtonLink>
        </Flex>
        <TextLink to={CLOSING.pricingLink.to} className="pte-closing__link">
          {CLOSING.pricingLink.label}
        </TextLink>
      </div>
    </PageSection>
  );
}
