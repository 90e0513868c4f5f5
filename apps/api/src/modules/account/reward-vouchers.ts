import { REWARD_VOUCHER_VALID_DAYS } from '@storefront/contract';
import type { PersonalVoucherTerms } from '../voucher/personal-vouchers.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Garlic Bread, the catalogue's first side: what "a free side" gives. */
const FREE_SIDE_PRODUCT_ID = 2001;

const everywhere = {
  percentOff: null,
  amountOffCents: null,
  productId: null,
  dealSlug: null,
  fulfilmentTypes: null,
  storeCodes: null,
  daysOfWeek: null,
  fromTime: null,
  toTime: null,
  minimumSpendCents: null,
} as const;

/**
 * What each reward option buys, as voucher terms (decision 156): any store, any time, for
 * REWARD_VOUCHER_VALID_DAYS from the day it is issued. Dates are the UTC date, which is never
 * after the date at any Australian store, so a voucher is usable the moment it is issued.
 */
export function rewardVoucherTerms(rewardId: string, name: string, issuedAt: Date): PersonalVoucherTerms | null {
  const validFrom = issuedAt.toISOString().slice(0, 10);
  const validTo = new Date(issuedAt.getTime() + REWARD_VOUCHER_VALID_DAYS * DAY_MS).toISOString().slice(0, 10);
  const dates = { validFrom, validTo };
  switch (rewardId) {
    case 'FIVE_OFF':
      return {
        ...everywhere,
        ...dates,
        name,
        description: '$5 off an order, for your reward points.',
        kind: 'AmountOff',
        amountOffCents: 500,
      };
    case 'FREE_SIDE':
      return {
        ...everywhere,
        ...dates,
        name,
        description: 'A free Garlic Bread with an order, for your reward points.',
        kind: 'FreeItem',
        productId: FREE_SIDE_PRODUCT_ID,
      };
    default:
      return null;
  }
}
