// How the session is reset or saved again after a basket answer says it must be (410, or 412 time
// on the order screen). Those steps save the session, and saving reports its answers through
// session-responses.ts, so session-responses cannot import them without an import cycle: the app
// provides them at start-up instead (app/main.tsx; test/setup.ts for component tests), loaded
// lazily so they stay out of the first bundle.
export interface SessionRecovery {
  resetSession(): Promise<unknown>;
  resaveSession(): Promise<unknown>;
}

let loadRecovery: (() => Promise<SessionRecovery>) | null = null;

export function provideSessionRecovery(load: (() => Promise<SessionRecovery>) | null): void {
  loadRecovery = load;
}

export function sessionRecovery(): Promise<SessionRecovery> {
  if (!loadRecovery) return Promise.reject(new Error('Session recovery was not provided at start-up.'));
  return loadRecovery();
}
