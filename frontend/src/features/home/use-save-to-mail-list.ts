import { useState } from 'react';
import { api, ApiError, FieldErrorsError } from '@frontend/api/client';
import { MAIL_LIST } from '@frontend/features/home/texts';

type MailListState =
  | { status: 'idle' | 'saving' }
  | { status: 'saved'; message: string }
  | { status: 'invalid'; fieldError: string }
  | { status: 'failed'; message: string };

/**
 * Saves an address to the mailing list (maillist.saveToMailList): 200 added, 201 already on it, 400
 * a message for the field. Its own state rather than a useMutation: it is the landing page's only
 * call, caches nothing, and the query library would add to the JS of every first visit to '/'.
 */
export function useSaveToMailList() {
  const [state, setState] = useState<MailListState>({ status: 'idle' });

  async function save(email: string) {
    setState({ status: 'saving' });
    try {
      const result = await api.maillist.saveToMailList({ email });
      setState({ status: 'saved', message: result.status === 200 ? MAIL_LIST.added : MAIL_LIST.alreadyAdded });
    } catch (error) {
      if (error instanceof FieldErrorsError) setState({ status: 'invalid', fieldError: error.fields.email ?? Object.values(error.fields).join(' ') });
      else setState({ status: 'failed', message: error instanceof ApiError ? error.message : MAIL_LIST.failed });
    }
  }

  /** Typing clears a field error. */
  function edit() {
    if (state.status === 'invalid') setState({ status: 'idle' });
  }

  return { state, save, edit };
}
