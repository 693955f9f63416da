import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { PageTitle } from '@frontend/components/page-title/page-title';
import { ButtonLink } from '@frontend/components/router-links';

export interface FetchedPageStatesProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The server answered 404: the page's not-found title and text, and the link back to its list. */
  notFound: { shown: boolean; title: string; body: string; to: string; label: string };
  texts: { loading: string; loadFailed: string; retry: string };
}

/**
 * What a page fetched by its slug shows before or instead of its content (a blog post, a landing
 * page): a loader while it loads, its not-found message with the way back, or a failure to try again.
 */
export function FetchedPageStates({ query, notFound, texts }: FetchedPageStatesProps) {
  return (
    <>
      {query.isPending && (
        <Flex padding="large" justifyContent="center">
          <Loader size="large" ariaLabel={texts.loading} />
        </Flex>
      )}
      {notFound.shown && (
        <Flex direction="column" alignItems="flex-start" gap="medium" paddingBlock="xl">
          <PageTitle>{notFound.title}</PageTitle>
          <Text color="font.secondary">{notFound.body}</Text>
          <ButtonLink to={notFound.to} variation="primary">
            {notFound.label}
          </ButtonLink>
        </Flex>
      )}
      {query.isError && !notFound.shown && (
        <Alert variation="error" heading={texts.loadFailed}>
          <Button size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      )}
    </>
  );
}
