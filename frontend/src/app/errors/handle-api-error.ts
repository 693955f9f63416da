import { serverErrorMessage } from '@shared/api';
import { ApiError, FieldErrorsError } from '@frontend/api/client';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';

export type FieldErrors = Record<string, string>;

/**
 * The central error handler (spec §8):
 * - 401: the client has already logged out; nothing more to say;
 * - 400 with field errors: returned for the form to show on its fields (any field the form does
 *   not have is shown in a critical snackbar, so that no message is lost);
 * - anything else (errors.internal, no errors, no response): the critical snackbar, with the
 *   server's message when it gave one, else 'Server error!'. In development a second snackbar
 *   (the dev error variant) shows the status and request id.
 */
export function handleApiError(error: unknown, formFields: readonly string[] = []): FieldErrors {
  if (error instanceof FieldErrorsError) {
    const shown: FieldErrors = {};
    const other: string[] = [];
    for (const [field, message] of Object.entries(error.fields)) {
      if (formFields.includes(field)) shown[field] = message;
      else other.push(message);
    }
    if (other.length > 0) snackbar.show('criticalError', other.join(' '));
    return shown;
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return {};
    snackbar.show('criticalError', error.message || serverErrorMessage);
    if (import.meta.env?.DEV) snackbar.show('devError', `${error.status} ${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`);
    return {};
  }
  snackbar.show('criticalError', serverErrorMessage);
  if (import.meta.env?.DEV) console.error(error);
  return {};
}
