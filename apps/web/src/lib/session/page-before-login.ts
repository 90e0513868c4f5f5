// Login returns to the previous non-login page, or to a `redirect` parameter (spec section 4). The
// shell records every page visited outside the sign-in pages; session storage keeps it across the
// round trip to a social provider's sign-in page.
import type { RouteName } from '../route-names.ts';
import { persistKey, readSession, writeSession } from '../storage.ts';

export const SIGN_IN_ROUTES: readonly RouteName[] = [
  'login',
  'register',
  'oauth-register',
  'verify-otp',
  'oauth-redirect',
  'oauth-paypal-redirect',
];

const KEY = persistKey('pageBeforeLogin');
/** Where a login goes when there is neither a redirect parameter nor an earlier page. */
export const DEFAULT_AFTER_LOGIN = '/account';

export function rememberPage(routeName: RouteName | undefined, path: string): void {
  if (routeName && SIGN_IN_ROUTES.includes(routeName)) return;
  writeSession(KEY, path);
}

/** Same-origin paths only: a `redirect` parameter must not send the customer to another site. */
export const isSafeReturnPath = (path: string | null | undefined): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** The redirect parameter when it is a safe path, else the previous non-login page, else /account. */
export function pageAfterLogin(redirect: string | null | undefined): string {
  if (isSafeReturnPath(redirect)) return redirect;
  const previous = readSession(KEY);
  return isSafeReturnPath(previous) ? previous : DEFAULT_AFTER_LOGIN;
}
