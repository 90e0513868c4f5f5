// A menu price that needs a second look before it reaches every store (decision 200): free, or far
// from the current price. The marketing console asks the marketer about it, and the API refuses it
// unless the request says it was confirmed; both use this one rule and its wording.
import { formatCents } from './money.ts';

/** A new price more than this many times the current one (or under this fraction of it) is a jump. */
export const MENU_PRICE_JUMP_FACTOR = 3;

/**
 * Why changing a price from `fromCents` to `toCents` needs confirming, or null: $0.00, more than
 * 3 times or under a third of the current price. An unchanged price is never a jump, and from a
 * price of $0.00 there is nothing to compare with.
 */
export function menuPriceJump(fromCents: number, toCents: number): string | null {
  if (toCents === fromCents) return null;
  if (toCents === 0) return 'makes it free in every store';
  if (fromCents > 0 && toCents > fromCents * MENU_PRICE_JUMP_FACTOR) {
    return `is more than ${MENU_PRICE_JUMP_FACTOR} times the current price`;
  }
  if (fromCents > 0 && toCents * MENU_PRICE_JUMP_FACTOR < fromCents) return 'is less than a third of the current price';
  return null;
}

/** "Pepperoni, Large: $59.95 (now $19.95) is more than 3 times the current price.", or null. */
export function menuPriceJumpLine(item: string, fromCents: number, toCents: number): string | null {
  const why = menuPriceJump(fromCents, toCents);
  return why && `${item}: ${formatCents(toCents)} (now ${formatCents(fromCents)}) ${why}.`;
}
