// The signed-in customer's saved cards at checkout (spec document 2, sections 3 and 6): the saved-card
// method lists them, the default first, and asks for the security code of the card's brand.
import type { SavedCard } from '@storefront/contract';
import { isValidSecurityCode, SECURITY_CODE_LENGTH } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

/** What each brand calls its security code (document 2 section 3: CVV Visa, CVC Mastercard, CID Amex). */
export const SECURITY_CODE_NAMES: Record<SavedCard['brand'], string> = { Visa: 'CVV', Mastercard: 'CVC', Amex: 'CID' };

export const savedCardName = (card: Pick<SavedCard, 'brand' | 'last4'>) => `${card.brand} ending ${card.last4}`;

/** The field's label: the brand's name for the code and its length, e.g. "CID (4 digits)". */
export const securityCodeLabel = (brand: SavedCard['brand']) =>
  `${SECURITY_CODE_NAMES[brand]} (${SECURITY_CODE_LENGTH[brand]} digits)`;

/** Null when the code fits the brand; else what to type. */
export function securityCodeProblem(brand: SavedCard['brand'], code: string): string | null {
  if (isValidSecurityCode(brand, code)) return null;
  return `Enter the ${SECURITY_CODE_LENGTH[brand]}-digit ${SECURITY_CODE_NAMES[brand]} of your ${brand} card.`;
}

/** The cards that can pay: active ones (not turned off, not expired), the default first, then oldest first. */
export const payableCards = (cards: readonly SavedCard[]): SavedCard[] =>
  cards.filter((card) => card.status === 'Active').sort((a, b) => Number(b.default) - Number(a.default));

export const checkoutCardKeys = { list: (customerId: string) => ['checkout', customerId, 'saved-cards'] as const };

/**
 * The signed-in customer's payable cards; none for a guest, while loading (`loading`), or when they
 * could not be read (the other methods still pay).
 */
export function useCheckoutSavedCards(): { customerId: string | null; cards: SavedCard[]; loading: boolean } {
  const customerId = useAuthStore((s) => s.customer?.customerId ?? null);
  const query = useQuery({
    queryKey: checkoutCardKeys.list(customerId ?? ''),
    queryFn: ({ signal }) => callApi('savedCards', { params: { id: customerId! }, signal }),
    enabled: customerId !== null,
    staleTime: 0,
    retry: false,
  });
  return {
    customerId,
    cards: customerId && query.data ? payableCards(query.data) : [],
    loading: customerId !== null && query.isPending,
  };
}
