import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as emailOperations from '@shared/api/groups/email';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useForgotPassword, useResetPassword } from '@frontend/features/accounts/accounts-api';
import { AuthCard } from '@frontend/features/accounts/auth-card';
import { NewPasswordForm } from '@frontend/features/accounts/new-password-form';
import { RESET_TEXTS } from '@frontend/features/accounts/texts';

const forgotFields = ['email'] as const;

/** Without a token: asks for the account's email and mails a reset link (email.forgotPassword). */
function ForgotPasswordForm() {
  const form = useFieldErrors(forgotFields);
  const { mutateAsync: forgotPassword, isPending: busy } = useForgotPassword();
  const [sent, setSent] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(emailOperations.forgotPassword.input, { email: String(new FormData(event.currentTarget).get('email') ?? '') });
    if (!input) return;
    try {
      const { message } = await forgotPassword(input);
      setSent(message);
      snackbar.show('emailSent', message);
    } catch (error) {
      form.fail(error);
    }
  }

  if (sent) {
    return (
      <Alert variation="success" role="status" heading={sent}>
        {RESET_TEXTS.linkSentHelp}
      </Alert>
    );
  }
  return (
    <form className="pte-auth__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField label={RESET_TEXTS.email} type="email" autoComplete="email" isRequired {...form.fieldProps('email')} />
      <Button type="submit" variation="primary" isLoading={busy} loadingText={RESET_TEXTS.sendLink}>
        {RESET_TEXTS.sendLink}
      </Button>
    </form>
  );
}

/** /reset-password (public): with ?token the new-password form, without it the forgot-password form. */
export function ResetPasswordPage() {
  usePageMeta(RESET_TEXTS.meta);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { mutateAsync: resetPassword } = useResetPassword();
  return (
    <AuthCard heading={token ? RESET_TEXTS.resetHeading : RESET_TEXTS.forgotHeading} intro={token ? RESET_TEXTS.resetIntro : RESET_TEXTS.forgotIntro}>
      {token ? (
        <NewPasswordForm token={token} send={resetPassword} requestNew={{ label: RESET_TEXTS.requestNew, to: '/reset-password' }} />
      ) : (
        <ForgotPasswordForm />
      )}
      <Flex justifyContent="center">
        <Text fontSize="small">
          <TextLink to="/login">{RESET_TEXTS.backToLogin}</TextLink>
        </Text>
      </Flex>
    </AuthCard>
  );
}
