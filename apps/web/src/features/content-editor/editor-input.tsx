// One labelled field of the editor's form, with its hint and its error tied to it for screen readers.

export function EditorInput({
  id,
  label,
  hint,
  multiline,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  multiline?: number | undefined;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="editor-field__hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={multiline} {...common} /> : <input {...common} />}
      {error && (
        <p id={`${id}-error`} className="editor-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
