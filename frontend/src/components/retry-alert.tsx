import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  message: ReactNode;
  /** The button's label ('Try again', 'Retry the upload'...). */
  retry: string;
  onRetry: () => void;
}

/** A failure the user can try again: the message, then the button that does the same step again. */
export function RetryAlert({ message, retry, onRetry }: RetryAlertProps) {
  return (
    <Alert variation="error">
      <Flex direction="column" gap="xs" alignItems="flex-start">
        <Text as="span">{message}</Text>
        <Button size="small" onClick={onRetry}>
          {retry}
        </Button>
      </Flex>
    </Alert>
  );
}
