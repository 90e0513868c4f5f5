// Signing in and out (spec section 4, Authentication). A sign-in holds the access token in memory
// and the customer in the auth store; the API client gets the bearer token, one refresh and retry on
// a 401 and the login modal on a 403 from here. Logout revokes the refresh token. The platform
// (lib/platform) adds the native app's device vault and biometric question at login and logout.
import type { Customer, CustomerSignIn } from '@storefront/contract';
import { setAuthHooks, type AuthHooks } from '../api-client.ts';
import { showSnackbar, showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { platform } from '../platform/index.ts';
import {
  forgetAccessToken,
  holdAccessToken,
  isRefreshing,
  refreshSession,
  revokeRefreshToken,
  validAccessToken,
  type RefreshOutcome,
} from './access-token.ts';
import { useAuthStore, type CustomerSummary } from './auth-store.ts';
import { startIdleLogout } from './idle-logout.ts';
import { useOverlayRequests } from './overlay-requests.ts';

export type LogoutReason = 'user' | 'expired' | 'idleExpiry';

export const authMessages = {
  /** The 'expired' notice of spec sections 4 and 8. */
  expired: 'Your login has expired. Please log in again.',
  idleExpiry: 'You were logged out because you were away for a while. Please log in again.',
  /** 'You have succesfully {action}' (spec section 8). */
  loggedIn: 'logged in',
  loggedOut: 'logged out',
  registered: 'created your account',
} as const;

/** The customer as the app keeps it: the service's `userID` becomes `userId`. */
export function customerSummary(customer: Customer): CustomerSummary {
  return {
    customerId: customer.customerId,
    userId: customer.userID,
    firstName: customer.profile.firstName || null,
    email: customer.email,
    hasEmailAccount: customer.hasEmailAccount,
  };
}

/**
 * Stores tokens and customer; the success snackbar; then the saved-disposition question when the
 * customer's saved address or store differs from the current session. The page redirects.
 */
export function completeSignIn(
  result: CustomerSignIn,
  options: { provider?: boolean; action?: string } = {},
): Promise<void> {
  holdAccessToken(result);
  if (!installed) installCustomerSession();
  useAuthStore.getState().signIn(customerSummary(result.customer), { provider: options.provider ?? false });
  showSuccess(options.action ?? authMessages.loggedIn);
  // The native vault locks and may ask its biometric question first; a vault failure keeps the login.
  const vaultDone = platform.afterLogin(result.customer.customerId).catch(() => undefined);
  // Loaded on sign-in only: it needs the store list and the alert dialog.
  return vaultDone
    .then(() => import('./saved-disposition.ts'))
    .then(({ offerSavedDisposition }) => offerSavedDisposition(result.customer.dispositionPreference));
}

let loggingOut: Promise<void> | null = null;

/**
 * Revokes the refresh token unless the device vault holds locked data (never on the web, which has
 * no vault), clears the customer and locks the vault (spec section 4).
 */
export function logout(reason: LogoutReason = 'user'): Promise<void> {
  loggingOut ??= (async () => {
    const wasSignedIn = useAuthStore.getState().isAuth;
    // A shared device stops getting this customer's notifications (loaded only here: decision 188).
    if (wasSignedIn) void import('../push/push-subscription.ts').then((push) => push.stopPushOnSignOut());
    if (await platform.shouldRevokeOnLogout().catch(() => true)) await revokeRefreshToken();
    else forgetAccessToken();
    useAuthStore.getState().signOut();
    await platform.afterLogout().catch(() => undefined);
    if (!wasSignedIn) return;
    if (reason === 'user') showSuccess(authMessages.loggedOut);
    else showSnackbar({ message: authMessages[reason], theme: 'warning' });
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/**
 * What a refresh means for the call that needed it: a refused refresh token ends the login (the
 * 'expired' notice); a refresh that decided nothing (429, 5xx, offline) keeps the login and the
 * refresh token, and the call fails with its temporary message; the next call refreshes again.
 */
function settleRefresh(result: RefreshOutcome): boolean {
  if (result.outcome === 'unavailable') throw result.error;
  if (result.outcome === 'refused') void logout('expired');
  return result.outcome === 'refreshed';
}

/** The bearer token for a call: waits for a refresh in flight, refreshes an expired one. */
async function accessTokenForCall(): Promise<string | null> {
  if (!useAuthStore.getState().isAuth) return null;
  const inFlight = await isRefreshing();
  const held = validAccessToken();
  if (held) return held;
  // Spec section 4: the access token is refreshed when expired, else login is required. A refresh
  // that was in flight and failed answers this call too, rather than a second one at once.
  const result = inFlight && inFlight.outcome !== 'refreshed' ? inFlight : await refreshSession();
  return settleRefresh(result) ? validAccessToken() : null;
}

/** The refresh before the retry of a call answered 401: false when the refresh token was refused. */
const refreshForRetry = async (): Promise<boolean> => {
  const result = await refreshSession();
  if (result.outcome === 'unavailable') throw result.error;
  return result.outcome === 'refreshed';
};

/** The web's side of the idle-logout rule: the refresh token is the httpOnly cookie; no device vault. */
const webIdleState = () => {
  const { isAuth, isProviderAuth } = useAuthStore.getState();
  return { isAuth, isProviderAuth, hasRefreshToken: isAuth, unlockMode: null };
};

let stopIdleLogout: (() => void) | undefined;
let installed = false;

/** The API client's hooks while signed in (spec sections 4 and 8). */
export const customerAuthHooks: AuthHooks = {
  accessToken: accessTokenForCall,
  refresh: refreshForRetry,
  expired: () => void logout('expired'),
  forbidden: () => useOverlayRequests.getState().openLogin(),
};

/**
 * Plugs sign-in into the API client. A customer signed in before a reload (the auth store survives
 * it, the in-memory token does not) gets a new access token from the refresh cookie at once; when
 * the server refuses the refresh token, the login has ended.
 */
export function installCustomerSession(): void {
  installed = true;
  setAuthHooks(customerAuthHooks);
  stopIdleLogout?.();
  stopIdleLogout = startIdleLogout(webIdleState, () => void logout('idleExpiry'));
  if (useAuthStore.getState().isAuth && !validAccessToken()) {
    // Only a refused refresh token ends the login; a busy or unreachable server leaves it for the next call.
    void refreshSession().then(({ outcome }) => {
      if (outcome === 'refused') void logout('expired');
    });
  }
}
