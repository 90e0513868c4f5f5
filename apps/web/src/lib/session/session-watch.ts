// The session checks that run for the whole visit (loaded after the first paint): the location
// follows the basket, basket sessions older than 24 hours are dropped, the basket is read back, idle handling pauses polling and asks for a reset when the session
// expires, and activity after idle revalidates a valid basket. Routes the spec exempts from
// session validation are left alone.
import { ApiError } from '../api-client.ts';
import { readBasket, validateBasket } from '../api/basket-session-api.ts';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { currentPathname, currentRouteName } from './app-navigation.ts';
import { currentBasketAuth, useBasketSession } from './basket-session.ts';
import { createIdleSession, whenRouteKnown } from './idle.ts';
import { installLocationSync } from './location-sync.ts';
import { handleSessionResponse } from './session-responses.ts';
import { sessionMessages } from './session-messages.ts';

const route = { pathname: currentPathname, routeName: currentRouteName };

// Set by startSessionWatch: the shell knows the spec's list of routes that skip validation (the
// list is passed in rather than imported, which keeps the router out of this chunk's imports).
let exempt: () => boolean = () => false;

async function check(call: () => Promise<unknown>): Promise<void> {
  if (!currentBasketAuth() || exempt()) return;
  try {
    await call();
  } catch (error) {
    // The basket is unknown to the server (or not this visitor's): forget it.
    if (error instanceof ApiError && error.status === 404 && error.code === 'NotFound') {
      useBasketSession.getState().clearBasket();
      return;
    }
    await handleSessionResponse(error, { action: 'revalidate' });
  }
}

/** Activity after idle: revalidate a valid basket. */
export const revalidateSession = (): Promise<void> => check(validateBasket);

/** Start-up: read the basket back (its answer refreshes the header), handling 410s. */
export const refreshSession = (): Promise<void> => check(readBasket);

export function askForReset(): void {
  if (!currentBasketAuth()) return;
  showSnackbar({
    message: sessionMessages.sessionExpired,
    theme: 'warning',
    autoCloseMs: 0,
    actions: [
      {
        label: 'Reset session',
        onClick: () => void import('./session-reset.ts').then(({ resetSession }) => resetSession()),
      },
    ],
  });
}

export interface SessionWatchOptions {
  /** The current route keeps the chosen order type (checkout). */
  keepOrderType?: () => boolean;
  /** The current route skips session validation (spec section 2). */
  skipsValidation?: () => boolean;
}

export function startSessionWatch({
  keepOrderType = () => false,
  skipsValidation,
}: SessionWatchOptions = {}): () => void {
  exempt = skipsValidation ?? (() => false);
  const stopSync = installLocationSync(keepOrderType);
  // Spec section 9: basket sessions are dropped after 24 hours (checked at start-up).
  useBasketSession.getState().dropExpired();
  const cancelStartUp = whenRouteKnown(() => void refreshSession(), route);
  const idle = createIdleSession({
    onExpire: askForReset,
    onReturn: (expired) => {
      if (!expired) whenRouteKnown(() => void revalidateSession(), route);
    },
  });
  return () => {
    exempt = () => false;
    stopSync();
    cancelStartUp();
    idle.stop();
  };
}
