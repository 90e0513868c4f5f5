import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useEditorSession } from './editor-session.ts';

/** A 401 (session over) or 403 (role taken away) ends the editor's session: the sign-in shows again. */
export function endsSession(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'Your session has ended. Sign in again.';
  if (error.status === 403) return 'This account cannot edit content.';
  return null;
}

export function useSignOutOn(error: unknown) {
  const signOut = useEditorSession((s) => s.signOut);
  useEffect(() => {
    const reason = endsSession(error);
    if (reason) signOut(reason);
  }, [error, signOut]);
}
