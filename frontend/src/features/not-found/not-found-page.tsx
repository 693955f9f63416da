import { Flex, Text } from '@aws-amplify/ui-react';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { NOT_FOUND_TEXTS } from '@frontend/features/not-found/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

/** The spec's /not-found page and catch-all fallback (public). */
export function NotFoundPage() {
  usePageMeta({ title: NOT_FOUND_TEXTS.title, description: NOT_FOUND_TEXTS.description });
  return (
    <PageSection aria-labelledby="not-found-heading">
      <Flex direction="column" alignItems="flex-start" gap="medium" maxWidth="40rem" paddingBlock="xxl">
        <Text fontSize="xxxl" fontWeight="extrabold" color="font.interactive" aria-hidden="true" lineHeight="1">
          404
        </Text>
        <PageTitle id="not-found-heading">
          {NOT_FOUND_TEXTS.heading}
        </PageTitle>
        <Text color="font.secondary" fontSize="large">
          {NOT_FOUND_TEXTS.body}
        </Text>
        <Flex gap="small" wrap="wrap">
          <ButtonLink to={NOT_FOUND_TEXTS.homeLink.to} variation="primary">
            {NOT_FOUND_TEXTS.homeLink.label}
          </ButtonLink>
          <ButtonLink to={NOT_FOUND_TEXTS.practiceLink.to}>{NOT_FOUND_TEXTS.practiceLink.label}</ButtonLink>
        </Flex>
      </Flex>
    </PageSection>
  );
}
