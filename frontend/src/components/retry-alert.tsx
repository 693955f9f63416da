import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  message: ReactNode;
  /** The button's label ('Try again', 'Retry the upload'...). */
  retry: string;
  onRetry: () => void;
  /** Further ways out beside the button (a link back to a list). */
  children?: ReactNode;
}

/** A failure the user can try again: the message, then the button that does the same step again. */
export function RetryAlert({ message, retry, onRetry, children }: RetryAlertProps) {
  return (
    <Alert variation="error">
      <Flex direction="column" gap="xs" alignItems="flex-start">
        <Text as="span">{message}</Text>
        <Flex gap="small" alignItems="center">
          <Button size="small" onClick={onRetry}>
            {retry}
          </Button>
          {children}
        </Flex>
      </Flex>
    </Alert>
  );
}
