import { Alert, Flex } from '@aws-amplify/ui-react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useSetNewPassword } from '@frontend/features/accounts/accounts-api';
import { AuthCard } from '@frontend/features/accounts/auth-card';
import { NewPasswordForm } from '@frontend/features/accounts/new-password-form';
import { SET_PASSWORD_TEXTS } from '@frontend/features/accounts/texts';

/** /set-password?token= (public): the first password of an invited account (users.setNewPassword). */
export function SetPasswordPage() {
  usePageMeta(SET_PASSWORD_TEXTS.meta);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { mutateAsync: setNewPassword } = useSetNewPassword();
  return (
    <AuthCard heading={SET_PASSWORD_TEXTS.heading} intro={token ? SET_PASSWORD_TEXTS.intro : undefined}>
      {token ? (
        <NewPasswordForm
          token={token}
          send={setNewPassword}
          expiredHelp={SET_PASSWORD_TEXTS.expiredHelp}
          requestNew={{ label: SET_PASSWORD_TEXTS.requestNew, to: '/reset-password' }}
        />
      ) : (
        <Flex direction="column" gap="medium">
          <Alert variation="info">{SET_PASSWORD_TEXTS.missingToken}</Alert>
          <ButtonLink to="/reset-password">{SET_PASSWORD_TEXTS.requestNew}</ButtonLink>
        </Flex>
      )}
    </AuthCard>
  );
}
