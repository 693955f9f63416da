import type { FormEvent } from 'react';
import * as emailOperations from '@shared/api/groups/email';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { useSendContactEmail } from '@frontend/app/contact/contact-api';

const fields = ['firstName', 'email', 'message'] as const;

export interface SentMessage {
  firstName: string;
  email: string;
  message: string;
  /** The server's thanks ('Congrats! Our team will contact you soon.'). */
  reply: string;
}

/**
 * A form that sends a message to the team (email.sendContactEmail), shared by the contact page and
 * the chat widget: checks the fields with the contract's schema (the server's own texts), sends,
 * shows the 'email sent' snackbar (unless the caller shows the reply itself, as the chat's
 * conversation does) and hands the sent message on; the server's field errors show on the fields.
 */
export function useContactForm(onSent: (sent: SentMessage) => void, { snackbarOnSent = true }: { snackbarOnSent?: boolean } = {}) {
  const form = useFieldErrors(fields);
  const { mutateAsync: sendContactEmail, isPending: busy } = useSendContactEmail();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = form.validate(emailOperations.sendContactEmail.input, {
      firstName: String(data.get('firstName') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    });
    if (!input) return;
    try {
      const { message } = await sendContactEmail(input);
      if (snackbarOnSent) snackbar.show('emailSent', message);
      onSent({ ...input, reply: message });
    } catch (error) {
      form.fail(error);
    }
  }

  return { form, busy, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
