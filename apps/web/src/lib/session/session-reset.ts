// Resetting the session (410 expired, idle expiry) and saving it again (412 time on the order
// screen). A reset expires the basket, forgets it, and starts a new one with the same disposition;
// a delivery address without coordinates is looked up first (spec section 4).
import { ApiError } from '../api-client.ts';
import { createBasket, expireBasket } from '../api/basket-session-api.ts';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { currentBasketAuth, useBasketSession } from './basket-session.ts';
import { useOverlayRequests } from './overlay-requests.ts';
import { dispositionFor, requestFromBasket, saveSession, withCoordinates, type SaveResult } from './save-session.ts';
import { sessionMessages } from './session-messages.ts';

function resetFailed(serviceType: 'delivery' | 'pickup' | undefined): false {
  showSnackbar({
    message: sessionMessages.resetError(),
    theme: 'danger',
    autoCloseMs: 0,
    actions: [{ label: 'Choose again', onClick: () => useOverlayRequests.getState().openLocalisation(serviceType) }],
  });
  return false;
}

/** True when a new session is in place (or there was nothing to reset). */
export async function resetSession(): Promise<boolean> {
  const basket = useBasketSession.getState().basket;
  const request = basket ? requestFromBasket(basket) : null;
  if (currentBasketAuth()) {
    try {
      await expireBasket();
    } catch (error) {
      // Already expired, ordered or unknown: nothing left to expire.
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 410))) {
        return resetFailed(request?.serviceType);
      }
    }
  }
  useBasketSession.getState().clearBasket();
  if (!request || !basket) return true;
  try {
    const address = request.address ? await withCoordinates(request.address) : undefined;
    await createBasket(dispositionFor(request, basket.storeInfo, address));
  } catch {
    return resetFailed(request.serviceType);
  }
  showSnackbar({ message: sessionMessages.resetSuccess, theme: 'info' });
  return true;
}

/** Saves the current session again; an old time then opens the selector with a warning. */
export async function resaveSession(): Promise<SaveResult | null> {
  const basket = useBasketSession.getState().basket;
  if (!basket) return null;
  const result = await saveSession(requestFromBasket(basket));
  if (result.status === 'invalid-time') {
    useOverlayRequests.getState().openDialog({ type: 'date-time', warning: result.warning });
  } else if (result.status !== 'saved' && result.status !== 'handled') {
    showSnackbar({ message: 'message' in result ? result.message : sessionMessages.saveError(), theme: 'danger' });
  }
  return result;
}
