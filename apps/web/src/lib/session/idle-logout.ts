// The idle-expiry logout of spec section 4: once the session goes idle, an authenticated customer
// with no refresh token, no provider login and the device vault in secure-storage mode is logged out
// (user action idleExpiry) after session expiry minus idle time; activity cancels it. On the web the
// refresh token is always there (the httpOnly cookie) and there is no vault, so it never fires here;
// the native app supplies its own state.
import { idleLogoutDelay, useIdleState, type IdleLogoutState } from './idle.ts';

export function startIdleLogout(read: () => IdleLogoutState, logoutIdle: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = useIdleState.subscribe((state, previous) => {
    if (state.idle && !previous.idle) {
      const delay = idleLogoutDelay(read());
      if (delay !== null) timer = setTimeout(logoutIdle, delay);
    } else if (!state.idle && previous.idle) {
      clearTimeout(timer);
    }
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
