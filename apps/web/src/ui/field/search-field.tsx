// Labelled search input with an inline error, used by the store finder and localisation modal.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../button/button.tsx';
import './field.css';

export interface SearchFieldProps {
  label: string;
  hint?: string;
  submitLabel: string;
  defaultValue?: string;
  autoComplete?: string;
  validate(value: string): string | null;
  onSearch(value: string): void;
}

export function SearchField({
  label,
  hint,
  submitLabel,
  defaultValue = '',
  autoComplete,
  validate,
  onSearch,
}: SearchFieldProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(value);
    setError(problem);
    if (!problem) onSearch(value.trim());
  };
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <form className="search-field" onSubmit={submit} noValidate role="search" aria-label={label}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="search-field__row">
        <input
          id={id}
          type="search"
          value={value}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit">{submitLabel}</Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </form>
  );
}
