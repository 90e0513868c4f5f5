// Sending a builder's choice to the basket: one request at a time (double-submit safe), success and
// error snackbars, a 410 ignored as the spec says, and the visitor's choice kept when anything fails.
// Without a basket the localisation modal opens and the add completes once a basket exists.
import type { Basket } from '@storefront/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { basketErrorMessage, isIgnoredBasketError, type BasketAction } from '../../lib/api/basket-outcomes.ts';
import { currentBasketAuth, useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { showSnackbar, showSuccess } from '../../ui/snackbar/snackbar-store.ts';

export const successText = (action: BasketAction, name: string): string =>
  action === 'add'
    ? `added ${name} to your cart.`
    : action === 'update'
      ? `updated ${name} in your cart.`
      : `removed ${name} from your cart.`;

export interface SubmitRequest {
  name: string;
  action: 'add' | 'update';
  send(): Promise<Basket>;
  /** After the basket accepted the change: `before` is the basket as it was. */
  onSuccess(basket: Basket, before: Basket | null): void;
  /** Before waiting for the visitor to localise (keep the choice somewhere safe). */
  onWaitForLocation?(): void;
}

export interface BasketSubmit {
  pending: boolean;
  /** Waiting for the visitor to choose delivery or pickup before adding. */
  waitingForLocation: boolean;
  submit(request: SubmitRequest): Promise<void>;
}

export function useBasketSubmit(): BasketSubmit {
  const [pending, setPending] = useState(false);
  const [waitingForLocation, setWaiting] = useState(false);
  const inFlight = useRef(false);
  const waiting = useRef<SubmitRequest | null>(null);

  const submit = useCallback(async (request: SubmitRequest) => {
    if (inFlight.current) return;
    if (!currentBasketAuth()) {
      waiting.current = request;
      request.onWaitForLocation?.();
      setWaiting(true);
      useOverlayRequests.getState().openLocalisation(undefined, {
        notice: `Choose delivery or pickup and we'll add ${request.name} to your cart.`,
      });
      return;
    }
    inFlight.current = true;
    setPending(true);
    const before = useBasketSession.getState().basket;
    try {
      const basket = await request.send();
      showSuccess(successText(request.action, request.name));
      request.onSuccess(basket, before);
    } catch (error) {
      if (!isIgnoredBasketError(error)) {
        showSnackbar({ message: basketErrorMessage(error, request.action), theme: 'danger' });
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  // Once a basket exists (the location session was saved), finish what the visitor started.
  useEffect(() => {
    if (!waitingForLocation) return;
    return useBasketSession.subscribe((state) => {
      const request = waiting.current;
      if (!state.basketId || !request) return;
      waiting.current = null;
      setWaiting(false);
      void submit(request);
    });
  }, [waitingForLocation, submit]);

  return { pending, waitingForLocation, submit };
}

/** The line an add created: the first id the basket did not have before. */
export function addedLineId(before: Basket | null, after: Basket): string | undefined {
  const known = new Set(before?.basketItems.map((i) => i.basketItemId));
  return after.basketItems.find((i) => !known.has(i.basketItemId))?.basketItemId;
}

export function addedMealId(before: Basket | null, after: Basket): string | undefined {
  const known = new Set(before?.groupedBasketItems.map((i) => i.groupedBasketItemId));
  return after.groupedBasketItems.find((i) => !known.has(i.groupedBasketItemId))?.groupedBasketItemId;
}
