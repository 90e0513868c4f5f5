// The store forms' controls beside the shared TextField: a select, a text area and a file input,
// each labelled and tied to its hint and error (aria-describedby), in the same look.
import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes, InputHTMLAttributes } from 'react';

interface Described {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

const describedBy = ({ id, hint, error }: Described) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

function FieldFrame({ id, label, hint, error, children }: Described & { children: ReactNode }) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  placeholder,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  Described & {
    placeholder: string;
    options: readonly { value: string; label: string }[];
    ref?: Ref<HTMLSelectElement>;
  }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="auth-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, hint, error })}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Described & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className="auth-input storeform-textarea"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, hint, error })}
        {...area}
      />
    </FieldFrame>
  );
}

export function FileField({
  id,
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Described & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        className="auth-input storeform-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, hint, error })}
        {...input}
      />
    </FieldFrame>
  );
}
