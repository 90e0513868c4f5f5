// Changes made from the cart: quantities, removing lines and meals, emptying, and going to checkout.
// Each line is busy while its request runs (its controls disabled), the rules the server would apply
// are checked first, and the server's answer is shown either way.
import type { Basket, BasketItemView, GroupedBasketItemView } from '@storefront/contract';
import { checkMinimumSpend } from '@storefront/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import {
  basketErrorMessage,
  checkBasketChange,
  isIgnoredBasketError,
  ruleBasketOf,
  type BasketAction,
} from '../../lib/api/basket-outcomes.ts';
import { basketCall } from '../../lib/api/basket-request.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { showSnackbar, showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import {
  BASKET_EMPTY_WARNING,
  CART_EMPTIED,
  CART_EMPTY_ERROR,
  EMPTY_CART_CONFIRM,
  mealQuantityChoice,
  minimumSpendOf,
  serviceTypeOf,
} from '../../lib/cart-model.ts';

const CLEAR = 'clear';
const CHECKOUT = 'checkout';

const successText = (action: BasketAction, name: string) =>
  action === 'remove' ? `removed ${name} from your cart.` : `updated ${name} in your cart.`;

export function useCartActions() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const isBusy = (id: string) => busy.has(id) || busy.has(CLEAR);

  async function run(id: string, action: BasketAction, name: string, send: () => Promise<Basket>) {
    if (busy.has(id) || busy.has(CLEAR)) return;
    setBusy((b) => new Set(b).add(id));
    try {
      await send();
      showSuccess(successText(action, name));
    } catch (error) {
      if (!isIgnoredBasketError(error)) {
        showSnackbar({ message: basketErrorMessage(error, action), theme: 'danger' });
      }
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(id);
        return next;
      });
    }
  }

  /** Refuses locally what the server would refuse (alcohol without food, too many drinks). */
  function allowed(result: { ok: true } | { ok: false; message: string }): boolean {
    if (result.ok) return true;
    showSnackbar({ message: result.message, theme: 'warning' });
    return false;
  }

  const current = () => useBasketSession.getState().basket;

  function removeMeal(meal: GroupedBasketItemView) {
    const change = { kind: 'meal-quantity' as const, groupedBasketItemId: meal.groupedBasketItemId, quantity: 0 };
    if (!allowed(checkBasketChange(current(), change))) return;
    return run(meal.groupedBasketItemId, 'remove', meal.name, () =>
      basketCall('removeBasketMeal', { params: { groupedBasketItemId: meal.groupedBasketItemId } }),
    );
  }

  return {
    isBusy,
    clearing: busy.has(CLEAR),
    checkingOut: busy.has(CHECKOUT),

    setQuantity(item: BasketItemView, quantity: number) {
      if (!allowed(checkBasketChange(current(), { kind: 'quantity', basketItemId: item.basketItemId, quantity })))
        return;
      return run(item.basketItemId, quantity === 0 ? 'remove' : 'update', item.name, () =>
        basketCall('setBasketItemQuantities', { body: [{ basketItemId: item.basketItemId, quantity }] }),
      );
    },

    remove(item: BasketItemView) {
      if (!allowed(checkBasketChange(current(), { kind: 'quantity', basketItemId: item.basketItemId, quantity: 0 })))
        return;
      return run(item.basketItemId, 'remove', item.name, () =>
        basketCall('removeBasketItem', { params: { basketItemId: item.basketItemId } }),
      );
    },

    setMealQuantity(meal: GroupedBasketItemView, quantity: number) {
      if (quantity === 0) return removeMeal(meal);
      const change = { kind: 'meal-quantity' as const, groupedBasketItemId: meal.groupedBasketItemId, quantity };
      if (!allowed(checkBasketChange(current(), change))) return;
      return run(meal.groupedBasketItemId, 'update', meal.name, () =>
        basketCall('updateBasketMeal', {
          params: { groupedBasketItemId: meal.groupedBasketItemId },
          body: mealQuantityChoice(meal, quantity),
        }),
      );
    },

    removeMeal,

    /** The incomplete-meal prompt's Continue (spec document 2, section 4): unbundle the meal. */
    unbundleMeal(meal: GroupedBasketItemView) {
      return run(meal.groupedBasketItemId, 'update', meal.name, () =>
        basketCall('unbundleBasketMeal', { params: { groupedBasketItemId: meal.groupedBasketItemId } }),
      );
    },

    async clear() {
      if (busy.size > 0) return;
      const confirmed = await openAlert({ body: EMPTY_CART_CONFIRM, confirmText: 'Empty cart' });
      if (!confirmed) return;
      setBusy(new Set([CLEAR]));
      try {
        await basketCall('clearBasketItems');
        showSnackbar({ message: CART_EMPTIED, theme: 'success' });
      } catch (error) {
        if (!isIgnoredBasketError(error)) showSnackbar({ message: CART_EMPTY_ERROR, theme: 'danger' });
      } finally {
        setBusy(new Set());
      }
    },

    /** Minimum spend first (the modal), then the server's validation, then checkout. */
    async checkout(onLeave?: () => void) {
      const basket = current();
      if (!basket || busy.size > 0) return;
      const minimum = minimumSpendOf(basket);
      const rule = checkMinimumSpend(ruleBasketOf(basket), serviceTypeOf(basket));
      const openModal = (message = rule.ok ? BASKET_EMPTY_WARNING : rule.message) =>
        useOverlayRequests.getState().openDialog({ type: 'minimum-spend', message });
      if (!minimum.met || !rule.ok || (basket.basketItems.length === 0 && basket.groupedBasketItems.length === 0)) {
        openModal();
        return;
      }
      setBusy(new Set([CHECKOUT]));
      try {
        await basketCall('validateBasket');
        onLeave?.();
        navigate('/checkout');
      } catch (error) {
        if (error instanceof ApiError && error.status === 412 && /minimum/i.test(error.message))
          openModal(error.message);
        else if (!isIgnoredBasketError(error))
          showSnackbar({ message: basketErrorMessage(error, 'update'), theme: 'danger' });
      } finally {
        setBusy(new Set());
      }
    },
  };
}

export type CartActions = ReturnType<typeof useCartActions>;
