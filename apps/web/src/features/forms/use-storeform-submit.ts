// Sending a store form: the busy state, the form's error and the server's field errors put on
// their fields. What was typed stays in the form when sending fails, to fix and send again.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { formMessages } from './form-messages.ts';

export interface StoreformSubmit {
  busy: boolean;
  /** The form-level message: incomplete fields, or the send failed. */
  error: string | null;
  /** Whether the form-level message should take focus (not when a field takes it). */
  errorTakesFocus: boolean;
  /** handleSubmit's second argument: the required fields are not all filled in. */
  onInvalid: () => void;
  send: (call: () => Promise<void>) => Promise<void>;
}

/** 'body.email' is the form's 'email' when the form has such a field. */
function formField<T extends FieldValues>(field: string, fields: readonly Path<T>[]): Path<T> | undefined {
  const name = field.replace(/^body\./, '').split('.')[0];
  return fields.find((candidate) => candidate === name);
}

export function useStoreformSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): StoreformSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setFormError] = useState<string | null>(null);
  const [errorTakesFocus, setErrorTakesFocus] = useState(true);

  function showFieldErrors(failure: ApiError): boolean {
    const problem = failure.problem;
    if (!problem) return false;
    const named = problem.errors
      .map((e) => ({ field: formField(e.field, fields), message: e.message }))
      .filter((e): e is { field: Path<T>; message: string } => Boolean(e.field));
    // A refused upload (413, 415) says what to do in the problem's message: show it on the field.
    const message = (m: string) => (failure.status === 413 || failure.status === 415 ? problem.message : m);
    named.forEach(({ field, message: m }, index) =>
      setError(field, { type: 'server', message: message(m) }, { shouldFocus: index === 0 }),
    );
    return named.length > 0;
  }

  return {
    busy,
    error,
    errorTakesFocus,
    onInvalid() {
      setErrorTakesFocus(false);
      setFormError(formMessages.incomplete);
    },
    async send(call) {
      setFormError(null);
      setBusy(true);
      try {
        await call();
      } catch (failure) {
        const onFields = failure instanceof ApiError && showFieldErrors(failure);
        setErrorTakesFocus(!onFields);
        setFormError(
          failure instanceof ApiError && failure.status === 429
            ? formMessages.tooMany
            : onFields && failure.status !== 400
              ? failure.problem!.message
              : onFields
                ? formMessages.incomplete
                : formMessages.submitError,
        );
      } finally {
        setBusy(false);
      }
    },
  };
}
