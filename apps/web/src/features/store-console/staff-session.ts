// The signed-in staff member of the store console, kept for the tab in session storage as
// `pinia_staff` (closing the tab signs out). The token is short-lived and only opens this store's
// orders; it is sent as a bearer token, and in the event-stream query (EventSource sends no headers).
import type { CallResult } from '../../lib/api/call-api.ts';
import { createStaffSessionStore, liveStaffSession } from '../../lib/session/staff-session-store.ts';

/** The sign-in's answer, as the contract has it. */
export type StaffSession = CallResult<'staffLogin'>;

export const useStaffSession = createStaffSessionStore<StaffSession>('staff');

/** The session if it has not expired. */
export const liveSession = (session: StaffSession | null, now = Date.now()): StaffSession | null =>
  liveStaffSession(session, now);
