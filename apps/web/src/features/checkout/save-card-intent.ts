// 'Save this card' at checkout (spec document 2, sections 6 and 8): the choice is made before the
// gateway's card page and acted on after the order, so it is kept for the basket in this tab's
// session storage. Saving happens only once the order stands; a failure to save leaves the order
// as it is and says so.
import { CARD_ALREADY_SAVED_MESSAGE, CARD_SAVE_FAILED_AFTER_ORDER_MESSAGE } from '@storefront/contract';
import { ApiError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/api/call-api.ts';
import { readSession, writeSession } from '../../lib/storage.ts';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';

export const SAVE_CARD_STORAGE_KEY = 'checkout_save_card';
export const CARD_SAVED_MESSAGE = 'Your card was saved to your account for next time.';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(readSession(SAVE_CARD_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the customer asked to save the card that pays this basket. */
export const wantsCardSaved = (basketId: string): boolean => read().includes(basketId);

export function setWantsCardSaved(basketId: string, save: boolean): void {
  const others = read().filter((id) => id !== basketId);
  writeSession(SAVE_CARD_STORAGE_KEY, JSON.stringify(save ? [...others, basketId] : others));
}

/**
 * After the order is placed with a new card: save that card (its card session) to the account when
 * asked. Answers whether it is saved (now or already); either way the order stands and the customer
 * is told.
 */
export async function saveCardAfterOrder(input: {
  basketId: string;
  customerId: string | null;
  flexToken: string | null;
}): Promise<boolean> {
  const { basketId, customerId, flexToken } = input;
  if (!wantsCardSaved(basketId)) return false;
  setWantsCardSaved(basketId, false);
  if (!customerId || !flexToken) return false;
  try {
    await callApi('saveCard', { params: { id: customerId }, body: { flexToken, makeDefault: false } });
    showSnackbar({ message: CARD_SAVED_MESSAGE, theme: 'success' });
    return true;
  } catch (error) {
    // The card that paid was on file already: nothing failed, and it is there for next time.
    if (error instanceof ApiError && error.code === 'CardAlreadySaved') {
      showSnackbar({ message: CARD_ALREADY_SAVED_MESSAGE, theme: 'success' });
      return true;
    }
    // Kept until dismissed: the order page opens meanwhile, and this is worth reading.
    showSnackbar({ message: CARD_SAVE_FAILED_AFTER_ORDER_MESSAGE, theme: 'warning', autoCloseMs: 0 });
    return false;
  }
}
