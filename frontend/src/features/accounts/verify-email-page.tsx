import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '@frontend/api/client';
import type { ApiResult } from '@frontend/api/client';
import type { contract } from '@shared/api';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { session } from '@frontend/app/session/session-store';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { AuthCard } from '@frontend/features/accounts/auth-card';
import { VERIFY_TEXTS } from '@frontend/features/accounts/texts';

type VerifyResult = ApiResult<typeof contract.users.verifyTokenEmail>;
type VerifyState = { status: 'checking' } | { status: 'verified'; message: string } | { status: 'expired'; message: string } | { status: 'failed' };

// A token works once: StrictMode's second effect, or a re-render, must not send it again and then
// report the second answer ("expired") instead of the first.
const verifications = new Map<string, Promise<VerifyResult>>();
function verifyOnce(token: string): Promise<VerifyResult> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = api.users.verifyTokenEmail({ token });
    verifications.set(token, pending);
  }
  return pending;
}

/** /verify?token= (public): confirms the email address from the verification mail (spec §4). */
export function VerifyEmailPage() {
  usePageMeta(VERIFY_TEXTS.meta);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const user = useCurrentUser();
  const [state, setState] = useState<VerifyState>({ status: 'checking' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyOnce(token).then(
      (result) => {
        if (!active) return;
        if (result.status === 200) {
          setState({ status: 'verified', message: result.data.message });
          snackbar.show('emailVerified', result.data.message);
          void session.refreshUser();
        } else {
          setState({ status: 'expired', message: result.data.error });
          snackbar.show('userTokenExpired', result.data.error);
        }
      },
      (error: unknown) => {
        if (!active) return;
        const fields = handleApiError(error, ['token']);
        if (fields.token) setState({ status: 'expired', message: fields.token });
        else setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

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
