import { useState } from 'react';
import { contract } from '@shared/api';
import { api } from '@frontend/api/client';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';

/** Set when the server answered 201: the account exists but its email is not confirmed yet. */
export interface PendingVerification {
  email: string;
}

const loginFields = ['email', 'password'] as const;
const registerFields = ['firstName', 'email', 'password'] as const;

/**
 * loginStudent (spec §4): 200 stores the token and user (the guest guard then moves on to the
 * dashboard, set-password or the redirect); 201 shows the 'email not verified' snackbar and a
 * panel, and the server mails a fresh link.
 */
async function logIn(email: string, password: string, redirect: string | undefined, onPending: (pending: PendingVerification) => void) {
  const result = await api.users.loginStudent({ email, password, redirect });
  if (result.status === 201) {
    snackbar.show('emailNotVerified', result.data.error);
    onPending({ email: result.data.email });
    return;
  }
  session.signIn(result.data);
}

export function useLogInStudent(redirect: string | undefined) {
  const form = useFieldErrors(loginFields);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingVerification>();

  async function submit(values: { email: string; password: string }) {
    const input = form.validate(contract.users.loginStudent.input, values);
    if (!input) return;
    setBusy(true);
    try {
      await logIn(input.email, values.password, redirect, setPending);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }

  return { ...form, busy, pending, clearPending: () => setPending(undefined), submit };
}

/** registerUser, then the server date, then the automatic login (spec §4 "Registration"). */
export function useRegisterUser() {
  const form = useFieldErrors(registerFields);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingVerification>();

  async function submit(values: { firstName: string; email: string; password: string }) {
    const firstName = values.firstName.trim() || undefined;
    const input = form.validate(contract.users.registerUser.input, { ...values, firstName });
    if (!input) return;
    setBusy(true);
    try {
      await api.users.registerUser(input);
      await api.settings.getDateNow({});
      await logIn(input.email, values.password, undefined, setPending);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }

  return { ...form, busy, pending, clearPending: () => setPending(undefined), submit };
}
