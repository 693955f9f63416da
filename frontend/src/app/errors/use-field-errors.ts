import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import type { FieldErrors } from '@frontend/app/errors/handle-api-error';

/**
 * Field errors of one form: from the contract's input schema before sending (the same texts the
 * server would give), and from the server's 400 through the central handler. `fieldProps(name)`
 * gives an Amplify field its error state, which sets aria-invalid and links the message.
 */
export function useFieldErrors<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const clear = useCallback((name: Field) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)), []);

  /** Shows a failed call: field errors on the fields, anything else in a snackbar. */
  const fail = useCallback((error: unknown) => setErrors(handleApiError(error, fields) as Partial<Record<Field, string>>), [fields]);

  /** Checks `values` against a contract input schema; shows the first message per field and returns undefined when invalid. */
  function validate<S extends z.ZodType>(schema: S, values: z.input<S>, extra: Partial<Record<Field, string>> = {}): z.output<S> | undefined {
    const result = schema.safeParse(values);
    const found: FieldErrors = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field && !found[field]) found[field] = issue.message;
      }
    }
    for (const [field, message] of Object.entries(extra)) if (message && !found[field]) found[field] = message as string;
    setErrors(found as Partial<Record<Field, string>>);
    return result.success && Object.keys(found).length === 0 ? result.data : undefined;
  }

  function fieldProps(name: Field) {
    const message = errors[name];
    return { name, hasError: Boolean(message), errorMessage: message, onInput: () => clear(name) };
  }

  return { errors, setErrors, clear, fail, validate, fieldProps };
}
