// The display name a person is seen by in the group (and on the kitchen ticket): 1 to 40
// characters once trimmed, no control characters; the server checks the same (body.displayName).
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { TextField } from '../../ui/form-fields/form-fields.tsx';
import { fieldError, NAME_MAX } from './group-api.ts';

// eslint-disable-next-line no-control-regex -- the very characters a name may not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function nameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return 'Enter your name.';
  if ([...name].length > NAME_MAX) return `Use ${NAME_MAX} characters or fewer.`;
  if (CONTROL.test(name)) return 'Use letters, numbers and punctuation only.';
  return null;
}

/** A name form: checks the name, submits it, and shows the server's field error or its failure. */
export function NameForm({
  id,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  id: string;
  submitLabel: string;
  busyLabel: string;
  /** Answers the failure to show (null when it went through). */
  onSubmit(name: string): Promise<{ error: unknown; message: string } | null>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusInput = () => document.getElementById(id)?.focus();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(value);
    setFailure(null);
    if (problem) {
      setError(problem);
      focusInput();
      return;
    }
    setError(undefined);
    setBusy(true);
    const outcome = await onSubmit(value.trim());
    setBusy(false);
    if (!outcome) return;
    const named = fieldError(outcome.error, 'body.displayName');
    if (named) {
      setError(named);
      focusInput();
    } else setFailure(outcome.message);
  };
  return (
    <form className="group-name-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id={id}
        label="Your name"
        hint={`How the others and the store see you (up to ${NAME_MAX} characters).`}
        autoComplete="given-name"
        value={value}
        maxLength={NAME_MAX + 20}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      {failure && (
        <p role="alert" className="group-error">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
