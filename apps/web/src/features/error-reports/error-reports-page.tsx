// /errors: staff with the editor role (head office's web team) sign in and read the errors the app
// and the API reported, newest first, each with its stack mapped back to our source. Decision 172;
// docs/error-reporting.md.
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';
import { StaffSignIn } from '../../ui/staff-sign-in/staff-sign-in.tsx';
import { fetchReader, signInStaff } from './error-reports-api.ts';
import { liveErrorReportsSession, useErrorReportsSession } from './error-reports-session.ts';
import { ReportList } from './report-list.tsx';
import './error-reports.css';

export const NOT_A_READER = 'This account cannot read error reports. Ask head office for an editor account.';

export function ErrorReportsPage() {
  const stored = useErrorReportsSession((s) => s.session);
  const signOut = useErrorReportsSession((s) => s.signOut);
  const [checkedAt] = useState(() => Date.now());
  const session = liveErrorReportsSession(stored, checkedAt);
  // An expired session left in storage is dropped.
  useEffect(() => {
    if (stored && !session) signOut('Your session has ended. Sign in again.');
  }, [stored, session, signOut]);

  return session ? <Reports token={session.token} name={session.name} /> : <SignIn />;
}

function SignIn() {
  const signIn = useErrorReportsSession((s) => s.signIn);
  const endedBecause = useErrorReportsSession((s) => s.endedBecause);
  return (
    <StaffSignIn
      title="Error reports"
      eyebrow="For head office"
      lead={<p>Sign in with your editor account to read the errors the site has reported.</p>}
      endedBecause={endedBecause}
      onSignIn={async (username, password) => {
        const staff = await signInStaff(username, password);
        // A store account signs in, but only an editor may read reports.
        const reader = await fetchReader(staff.token);
        signIn({ token: staff.token, name: reader.name, expiresAt: staff.expiresAt });
      }}
      explain={(e) => (e instanceof ApiError && e.status === 403 ? NOT_A_READER : null)}
    />
  );
}

function Reports({ token, name }: { token: string; name: string }) {
  const signOut = useErrorReportsSession((s) => s.signOut);
  return (
    <Page
      title="Error reports"
      eyebrow={`Signed in as ${name}`}
      lead={<p>Errors from the site and its API, the most recently seen first.</p>}
      actions={
        <Button variant="secondary" onClick={() => signOut()}>
          Sign out
        </Button>
      }
    >
      <ReportList token={token} />
    </Page>
  );
}
