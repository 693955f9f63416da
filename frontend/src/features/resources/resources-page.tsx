import '@frontend/features/resources/resources.css';
import { Alert, Button, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useFetchResources, useFetchWordLists } from '@frontend/features/resources/resources-api';
import { RESOURCES_TEXTS as T } from '@frontend/features/resources/texts';

/** /resources (public): the PDFs made from content/landing, the vocabulary trainer and the guides. */
export function ResourcesPage() {
  usePageMeta(T.meta);
  const resources = useFetchResources();
  const lists = useFetchWordLists();
  const words = lists.data?.reduce((sum, list) => sum + list.words.length, 0);
  return (
    <ContentPage eyebrow={T.eyebrow} heading={T.heading} lead={T.lead} width="wide">
      <section className="pte-resources__section" aria-labelledby="downloads-heading">
        <Heading level={2} id="downloads-heading" fontSize="xl" fontWeight="bold">
          {T.downloadsHeading}
        </Heading>
        {resources.isPending && <Loader ariaLabel={T.loading} />}
        {resources.isError && (
          <Alert variation="error" heading={T.loadFailed}>
            <Button size="small" onClick={() => void resources.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        )}
        <ul className="pte-resources__grid">
          {resources.data?.map((resource) => (
            <li key={resource.id} id={resource.id} className="pte-resources__card">
              <Heading level={3} fontSize="large">
                {resource.title}
              </Heading>
              <Text as="p" margin="0" color="font.secondary">
                {resource.description}
              </Text>
              <a className="amplify-button amplify-button--primary pte-resources__download" href={resource.url} download={`${resource.id}.pdf`} aria-label={T.download(resource.title)}>
                {T.downloadButton}
              </a>
              <Text as="span" fontSize="small" color="font.tertiary">
                {T.pdfSize(resource.bytes)}
              </Text>
            </li>
          ))}
        </ul>
      </section>
      <section className="pte-resources__section pte-resources__vocabulary" aria-labelledby="vocabulary-heading">
        <Heading level={2} id="vocabulary-heading" fontSize="xl" fontWeight="bold">
          {T.vocabularyHeading}
        </Heading>
        {lists.data && words !== undefined && (
          <Text as="p" margin="0">
            {T.vocabularyBody(words, lists.data.length)}
          </Text>
        )}
        <ButtonLink to="/resources/vocabulary" variation="primary" alignSelf="flex-start">
          {T.vocabularyLink}
        </ButtonLink>
      </section>
      <nav className="pte-resources__section" aria-labelledby="guides-heading">
        <Heading level={2} id="guides-heading" fontSize="xl" fontWeight="bold">
          {T.guidesHeading}
        </Heading>
        <ul className="pte-resources__guides">
          {T.guides.map((guide) => (
            <li key={guide.to}>
              <TextLink to={guide.to}>{guide.label}</TextLink>
            </li>
          ))}
        </ul>
      </nav>
    </ContentPage>
  );
}
