// Access rules (spec section 2). Login state comes from the auth store; the app revalidates the
// router whenever it changes, so signing out on a protected screen leaves it at once.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useAuthStore } from '../../lib/session/auth-store.ts';

type Args = Pick<LoaderFunctionArgs, 'request'>;

/** Account children other than home need login; the visitor returns after logging in. */
export function requireAuth({ request }: Args) {
  if (useAuthStore.getState().isAuth) return null;
  const url = new URL(request.url);
  throw redirect(`/account?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The email child needs an email account; otherwise the details page. */
export function requireEmailAccount(args: Args) {
  requireAuth(args);
  if (!useAuthStore.getState().customer?.hasEmailAccount) throw redirect('/account/details');
  return null;
}

/** Logged-out only pages: login, register, oauth-register, verify-otp (to /account); oauth returns (to /). */
export const loggedOutOnly = (target: '/account' | '/') =>
  function loggedOutOnlyLoader() {
    if (useAuthStore.getState().isAuth) throw redirect(target);
    return null;
  };
