import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useRouteError } from 'react-router-dom';
import { ROUTE_ERROR_TEXTS } from '@frontend/app/shell/texts';

// Needs nothing from the shell, so it also serves as the root boundary when
// the shell itself fails.
export function RouteError() {
  const error = useRouteError();
  // Kept in the console for whoever reports the problem; never shown raw.
  console.error(error);
  return (
    <Flex direction="column" alignItems="flex-start" gap="medium" padding="xl" maxWidth="40rem" margin="0 auto" role="alert">
      <Heading level={1}>{ROUTE_ERROR_TEXTS.heading}</Heading>
      <Text>{ROUTE_ERROR_TEXTS.body}</Text>
      <Flex gap="small" wrap="wrap">
        <Button variation="primary" onClick={() => window.location.reload()}>
          {ROUTE_ERROR_TEXTS.reload}
        </Button>
        <Button onClick={() => window.location.assign('/')}>{ROUTE_ERROR_TEXTS.home}</Button>
      </Flex>
    </Flex>
  );
}
