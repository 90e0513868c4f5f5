// The staff sign-in page (store console, content editor): username and password, each gap named
// at its field, a refusal said in words, and the password cleared after a failure.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../button/button.tsx';
import { Page, Section } from '../page/page.tsx';
import './staff-sign-in.css';

export interface StaffSignInProps {
  title: string;
  eyebrow: string;
  lead: ReactNode;
  /** Why the last session ended, shown until the next attempt. */
  endedBecause: string | null;
  /** Signs in; a rejection is explained to the person signing in. */
  onSignIn(username: string, password: string): Promise<void>;
  /** Words for refusals particular to the screen (an account without its role); null for the usual ones. */
  explain?(error: unknown): string | null;
}

function usualRefusal(error: unknown): string {
  // A 400 is a username or password past its length: no account has one, so it is a mismatch too.
  if (error instanceof ApiError && (error.status === 401 || error.status === 400))
    return 'That username and password do not match a staff account.';
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Wait a minute, then try again.';
  return 'Sign-in did not work. Check your connection and try again.';
}

export function StaffSignIn({ title, eyebrow, lead, endedBecause, onSignIn, explain }: StaffSignInProps) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gaps = { username: !username.trim(), password: !password };
    setMissing(gaps);
    if (gaps.username || gaps.password) {
      setError(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSignIn(username.trim(), password);
    } catch (e) {
      setPassword('');
      setError(explain?.(e) ?? usualRefusal(e));
    } finally {
      setBusy(false);
    }
  };

  const message = error ?? endedBecause;
  return (
    <Page title={title} eyebrow={eyebrow} lead={lead} width="narrow">
      <Section title="Sign in">
        <form className="staff-sign-in" onSubmit={submit} noValidate aria-busy={busy}>
          <p id={`${id}-error`} className="staff-sign-in__error" role="alert">
            {message}
          </p>
          <div className="staff-sign-in__field">
            <label htmlFor={`${id}-username`}>Username</label>
            <input
              id={`${id}-username`}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={missing.username || undefined}
              aria-describedby={missing.username ? `${id}-username-error` : undefined}
            />
            {missing.username && (
              <p id={`${id}-username-error`} className="staff-sign-in__error">
                Enter your username.
              </p>
            )}
          </div>
          <div className="staff-sign-in__field">
            <label htmlFor={`${id}-password`}>Password</label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={missing.password || undefined}
              aria-describedby={missing.password ? `${id}-password-error` : undefined}
            />
            {missing.password && (
              <p id={`${id}-password-error`} className="staff-sign-in__error">
                Enter your password.
              </p>
            )}
          </div>
          <Button type="submit" disabled={busy} block>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Section>
    </Page>
  );
}
