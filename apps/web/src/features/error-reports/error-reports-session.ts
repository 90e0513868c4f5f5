// The signed-in reader of error reports, kept for the tab in session storage (closing the tab signs out).
import { createStaffSessionStore, liveStaffSession } from '../../lib/session/staff-session-store.ts';

export interface ErrorReportsSession {
  token: string;
  name: string;
  expiresAt: string;
}

export const useErrorReportsSession = createStaffSessionStore<ErrorReportsSession>('error-reports');

/** The session if it has not expired. */
export const liveErrorReportsSession = (
  session: ErrorReportsSession | null,
  now = Date.now(),
): ErrorReportsSession | null => liveStaffSession(session, now);
