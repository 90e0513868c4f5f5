// The signed-in staff member of the store console, kept for the tab in session storage as
// `pinia_staff` (closing the tab signs out). The token is short-lived and only opens this store's
// orders; it is sent as a bearer token, and in the event-stream query (EventSource sends no headers).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../../lib/storage.ts';

export interface StaffMember {
  username: string;
  name: string;
  storeCode: string;
  storeName: string;
}

export interface StaffSession {
  token: string;
  staff: StaffMember;
  expiresAt: string;
}

interface StaffSessionState {
  session: StaffSession | null;
  /** Why the last session ended, shown on the sign-in form. */
  endedBecause: string | null;
  signIn(session: StaffSession): void;
  signOut(reason?: string): void;
}

export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      session: null,
      endedBecause: null,
      signIn: (session) => set({ session, endedBecause: null }),
      signOut: (reason) => set({ session: null, endedBecause: reason ?? null }),
    }),
    sessionPersist('staff', ({ session }) => ({ session })),
  ),
);

/** The session if it has not expired. */
export function liveSession(session: StaffSession | null, now = Date.now()): StaffSession | null {
  return session && Date.parse(session.expiresAt) > now ? session : null;
}
