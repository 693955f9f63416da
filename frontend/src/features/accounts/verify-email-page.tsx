import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FieldErrorsError } from '@frontend/api/client';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { session } from '@frontend/app/session/session-store';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useVerifyTokenEmail } from '@frontend/features/accounts/accounts-api';
import { AuthCard } from '@frontend/features/accounts/auth-card';
import { VERIFY_TEXTS } from '@frontend/features/accounts/texts';

type VerifyState = { status: 'checking' } | { status: 'verified'; message: string } | { status: 'expired'; message: string } | { status: 'failed' };

/** /verify?token= (public): confirms the email address from the verification mail (spec §4). */
export function VerifyEmailPage() {
  usePageMeta(VERIFY_TEXTS.meta);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const user = useCurrentUser();
  const { data: result, error } = useVerifyTokenEmail(token);

  // Said once per answer: the snackbar, and a verified user's fresh copy.
  useEffect(() => {
    if (result?.status === 200) {
      snackbar.show('emailVerified', result.data.message);
      void session.refreshUser();
    } else if (result?.status === 201) {
      snackbar.show('userTokenExpired', result.data.error);
    }
  }, [result]);
  // A token the server refuses as a field is shown as expired; anything else goes to the central handler.
  useEffect(() => {
    if (error) handleApiError(error, ['token']);
  }, [error]);

  const refusedToken = error instanceof FieldErrorsError ? error.fields.token : undefined;
  const state: VerifyState =
    result?.status === 200
      ? { status: 'verified', message: result.data.message }
      : result?.status === 201
        ? { status: 'expired', message: result.data.error }
        : refusedToken
          ? { status: 'expired', message: refusedToken }
          : error
            ? { status: 'failed' }
            : { status: 'checking' };

  const next = user ? (
    <ButtonLink to="/dashboard" variation="primary">
      {VERIFY_TEXTS.dashboard}
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" variation="primary">
      {VERIFY_TEXTS.logIn}
    </ButtonLink>
  );

  return (
    <AuthCard heading={VERIFY_TEXTS.heading}>
      {!token ? (
        <Alert variation="error" role="alert">
          {VERIFY_TEXTS.missingToken}
        </Alert>
      ) : state.status === 'checking' ? (
        <Flex alignItems="center" gap="small" role="status">
          <Loader />
          <Text>{VERIFY_TEXTS.checking}</Text>
        </Flex>
      ) : state.status === 'verified' ? (
        <Alert variation="success" role="status">
          {state.message || VERIFY_TEXTS.verified}
        </Alert>
      ) : state.status === 'expired' ? (
        <Alert variation="error" role="alert">
          <Text as="span" display="block" fontWeight="semibold">
            {state.message || VERIFY_TEXTS.expired}
          </Text>
          <Text as="span" display="block">
            {VERIFY_TEXTS.expiredHelp}
          </Text>
        </Alert>
      ) : null}
      {(!token || state.status !== 'checking') && <Flex>{next}</Flex>}
    </AuthCard>
  );
}
