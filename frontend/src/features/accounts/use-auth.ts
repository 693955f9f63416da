import { useState } from 'react';
import * as usersOperations from '@shared/api/groups/users';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { useLoginStudent, useRegisterUser } from '@frontend/features/accounts/accounts-api';

/** Set when the server answered 201: the account exists but its email is not confirmed yet. */
export interface PendingVerification {
  email: string;
}

const loginFields = ['email', 'password'] as const;
const registerFields = ['firstName', 'email', 'password'] as const;

/**
 * The login of spec §4 as a form: loginStudent's 200 stores the token and user (the guest guard
 * then moves on to the dashboard, set-password or the redirect); a 201 shows the 'email not
 * verified' snackbar and a panel, and the server mails a fresh link. Right after a sign-up the
 * 201 is expected: the panel alone says it ('Check your email inbox!'), with no warning beside it.
 */
function useLogIn(redirect: string | undefined, { afterSignUp = false } = {}) {
  const { mutateAsync: loginStudent } = useLoginStudent();
  const [pending, setPending] = useState<PendingVerification>();
  async function logIn(email: string, password: string) {
    const result = await loginStudent({ email, password, redirect });
    if (result.status === 201) {
      if (!afterSignUp) snackbar.show('emailNotVerified', result.data.error);
      setPending({ email: result.data.email });
    }
  }
  return { logIn, pending, clearPending: () => setPending(undefined) };
}

export function useLoginForm(redirect: string | undefined) {
  const form = useFieldErrors(loginFields);
  const { logIn, pending, clearPending } = useLogIn(redirect);
  const [busy, setBusy] = useState(false);

  async function submit(values: { email: string; password: string }) {
    const input = form.validate(usersOperations.loginStudent.input, values);
    if (!input) return;
    setBusy(true);
    try {
      await logIn(input.email, values.password);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }

  return { ...form, busy, pending, clearPending, submit };
}

/**
 * Registration as a form: registerUser, then the server date, then the automatic login (spec §4
 * "Registration"). `referralId` comes from a student's share link and names them the referrer.
 */
export function useRegisterForm(referralId: string | undefined) {
  const form = useFieldErrors(registerFields);
  const { mutateAsync: registerUser } = useRegisterUser();
  const { logIn, pending, clearPending } = useLogIn(undefined, { afterSignUp: true });
  const [busy, setBusy] = useState(false);

  async function submit(values: { firstName: string; email: string; password: string }) {
    const firstName = values.firstName.trim() || undefined;
    const input = form.validate(usersOperations.registerUser.input, { ...values, firstName, ...(referralId ? { referralId } : {}) });
    if (!input) return;
    setBusy(true);
    try {
      await registerUser(input);
      await logIn(input.email, values.password);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }

  return { ...form, busy, pending, clearPending, submit };
}
