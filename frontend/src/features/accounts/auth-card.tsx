import '@frontend/features/accounts/accounts.css';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { PageSection } from '@frontend/components/page-section';

/** The centred card every accounts screen sits in. */
export function AuthCard({ heading, intro, children, headingId = 'auth-heading' }: { heading: string; intro?: ReactNode; children: ReactNode; headingId?: string }) {
  return (
    <PageSection aria-labelledby={headingId} className="pte-auth">
      <Card variation="outlined" className="pte-auth__card">
        <Flex direction="column" gap="large">
          <Flex direction="column" gap="xs">
            <Heading level={1} id={headingId} fontSize={{ base: 'xxl', medium: 'xxxl' }} fontWeight="extrabold" letterSpacing="-0.02em" lineHeight="1.1">
              {heading}
            </Heading>
            {intro && <Text color="font.secondary">{intro}</Text>}
          </Flex>
          {children}
        </Flex>
      </Card>
    </PageSection>
  );
}
