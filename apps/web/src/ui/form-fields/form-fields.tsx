// Labelled fields for the sign-in and account forms: each input names its hint and error
// (aria-describedby), and a form-level error is an alert that takes focus so a screen reader hears
// it at once. Their look is the auth-* rules of auth.css beside this file, which those pages load.
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon } from '../icons/icons.tsx';
import '../spinner/spinner.css';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** What a form library hands an input (react-hook-form's `register(name)`), ref included. */
export type RegisteredInput = InputProps & { ref?: Ref<HTMLInputElement> };

export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: InputProps & { id: string; label: string; hint?: ReactNode; error?: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="auth-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  ...input
}: InputProps & { id: string; label: ReactNode; error?: string }) {
  return (
    <div className="auth-check">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The form's error (a failed call), announced as an alert. It takes focus when it appears unless
 * the form puts focus somewhere more useful (the code boxes, to type the code again).
 */
export function FormError({ message, takeFocus = true }: { message: string | null; takeFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && takeFocus) ref.current?.focus();
  }, [message, takeFocus]);
  if (!message) return null;
  return (
    <div ref={ref} className="auth-alert" role="alert" tabIndex={-1}>
      <AlertIcon />
      <p>{message}</p>
    </div>
  );
}

/** What the form is doing while a call runs (announced politely). */
export function BusyLine({ label }: { label: string | null }) {
  return (
    <p className="auth-busy" role="status">
      {label && (
        <>
          <span className="spinner spinner--sm" aria-hidden="true">
            <span className="spinner__wheel" />
          </span>{' '}
          {label}
        </>
      )}
    </p>
  );
}
