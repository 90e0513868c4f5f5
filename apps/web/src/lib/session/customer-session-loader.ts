// Customer sign-in is loaded only when someone is signed in: a guest's first page load does not
// carry it (docs/decisions/011, the first-load budget). A customer signed in before a reload gets it
// at start, and every call waits for it, so none goes out without the bearer token; signing in
// (the auth screens import it) installs it too.
import { setAuthHooks } from '../api-client.ts';
import { useAuthStore } from './auth-store.ts';

const loadSession = () => import('./customer-session.ts');

export function installCustomerSessionWhenSignedIn(): void {
  if (!useAuthStore.getState().isAuth) return;
  const ready = loadSession().then((session) => {
    session.installCustomerSession();
    return session;
  });
  // Until the module is here, calls wait for it; installCustomerSession then replaces these hooks.
  setAuthHooks({
    accessToken: async () => (await ready).customerAuthHooks.accessToken(),
    refresh: async () => (await ready).customerAuthHooks.refresh(),
    expired: () => void ready.then((session) => session.customerAuthHooks.expired()),
    forbidden: () => void ready.then((session) => session.customerAuthHooks.forbidden()),
  });
}
