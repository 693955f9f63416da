import { Alert, Button, Flex, PasswordField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import * as usersOperations from '@shared/api/groups/users';
import type { ApiResult } from '@frontend/api/client';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { ButtonLink } from '@frontend/components/router-links';
import { RESET_TEXTS } from '@frontend/features/accounts/texts';

type TokenPasswordResult = ApiResult<typeof usersOperations.resetPassword>;
type Outcome = { status: 'saved'; message: string } | { status: 'expired'; message: string };

const fields = ['password', 'confirmPassword', 'token'] as const;

/**
 * A new password from an emailed link (reset or invitation): 200 gives the success message,
 * 201 'This token is expired!' (spec §4).
 */
export function NewPasswordForm({
  token,
  send,
  expiredHelp,
  requestNew,
}: {
  token: string;
  send: (input: { token: string; password: string }) => Promise<TokenPasswordResult>;
  expiredHelp?: string;
  requestNew: { label: string; to: string };
}) {
  const form = useFieldErrors(fields);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirmPassword = String(data.get('confirmPassword') ?? '');
    const input = form.validate(usersOperations.resetPassword.input, { token, password }, { confirmPassword: password !== confirmPassword ? RESET_TEXTS.passwordsDiffer : undefined });
    if (!input) return;
    setBusy(true);
    try {
      const result = await send(input);
      if (result.status === 200) {
        setOutcome({ status: 'saved', message: result.data.message });
        snackbar.show('passwordReset', result.data.message);
      } else {
        setOutcome({ status: 'expired', message: result.data.error });
        snackbar.show('userTokenExpired', result.data.error);
      }
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.status === 'saved') {
    return (
      <Flex direction="column" gap="medium">
        <Alert variation="success" role="status">
          {outcome.message}
        </Alert>
        <ButtonLink to="/login" variation="primary">
          {RESET_TEXTS.logIn}
        </ButtonLink>
      </Flex>
    );
  }
  if (outcome?.status === 'expired') {
    return (
      <Flex direction="column" gap="medium">
        <Alert variation="error" role="alert">
          <Text as="span" display="block" fontWeight="semibold">
            {outcome.message}
          </Text>
          {expiredHelp && (
            <Text as="span" display="block">
              {expiredHelp}
            </Text>
          )}
        </Alert>
        <ButtonLink to={requestNew.to} variation="primary">
          {requestNew.label}
        </ButtonLink>
      </Flex>
    );
  }
  return (
    <form className="pte-auth__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {form.errors.token && (
        <Alert variation="error" role="alert">
          {form.errors.token}
        </Alert>
      )}
      <PasswordField label={RESET_TEXTS.newPassword} autoComplete="new-password" isRequired {...form.fieldProps('password')} />
      <PasswordField label={RESET_TEXTS.confirmPassword} autoComplete="new-password" isRequired {...form.fieldProps('confirmPassword')} />
      <Button type="submit" variation="primary" isLoading={busy} loadingText={RESET_TEXTS.save}>
        {RESET_TEXTS.save}
      </Button>
    </form>
  );
}
