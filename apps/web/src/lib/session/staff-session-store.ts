// A staff sign-in (store console, content editor) kept for the tab in session storage as
// `pinia_{name}`: closing the tab signs out. Each screen has its own store, built here alike.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

export interface StaffSessionState<S> {
  session: S | null;
  /** Why the last session ended, shown on the sign-in form. */
  endedBecause: string | null;
  signIn(session: S): void;
  signOut(reason?: string): void;
}

export function createStaffSessionStore<S>(name: string) {
  return create<StaffSessionState<S>>()(
    persist(
      (set) => ({
        session: null,
        endedBecause: null,
        signIn: (session) => set({ session, endedBecause: null }),
        signOut: (reason) => set({ session: null, endedBecause: reason ?? null }),
      }),
      sessionPersist(name, ({ session }) => ({ session })),
    ),
  );
}

/** The session if it has not expired. */
export function liveStaffSession<S extends { expiresAt: string }>(session: S | null, now = Date.now()): S | null {
  return session && Date.parse(session.expiresAt) > now ? session : null;
}
