// Taking a reorder's basket as the visitor's basket, and putting the previous one back. The undo
// stays open for REORDER_UNDO_MS after 'Reorder' (the snackbar shows it that long) and only while
// the reordered basket is still the current one: once the customer changes it, undo would lose work.
import type { Basket } from '@storefront/contract';
import { useBasketSession } from '../../lib/session/basket-session.ts';

export const REORDER_UNDO_MS = 10_000;

export interface ReorderUndo {
  /** Puts the previous basket (or none) back; false when the window has closed. */
  undo(now?: number): boolean;
  expiresAt: number;
}

export function commitReorder(basket: Basket, now = Date.now()): ReorderUndo {
  const session = useBasketSession.getState();
  const previous = session.basket;
  session.setBasket(basket, now);
  const expiresAt = now + REORDER_UNDO_MS;
  let used = false;
  return {
    expiresAt,
    undo(at = Date.now()) {
      const current = useBasketSession.getState();
      if (used || at >= expiresAt || current.basketId !== basket.basketId) return false;
      used = true;
      if (previous) current.setBasket(previous, at);
      else current.clearBasket();
      return true;
    },
  };
}
