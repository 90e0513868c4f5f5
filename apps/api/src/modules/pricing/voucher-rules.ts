import type { BasketServiceType, ErrorCode, Voucher } from '@storefront/contract';
import { dayOfWeekOfDate, formatCents } from '@storefront/domain';
import { BASKET_NOT_VALID_STATUS } from '../../platform/errors.ts';

/** Where and when the basket is for, and what it is worth: all a voucher's conditions read. */
export interface VoucherSituation {
  serviceType: BasketServiceType;
  storeCode: string;
  /** Store-local due time, 'YYYY-MM-DDTHH:mm'. */
  dueLocal: string;
  subTotal: number;
}

/**
 * Problem extension members of a minimum-spend refusal, so the app can say how much more to add
 * ("Add $4.15 more to use SAVE20") without reading amounts out of the message.
 */
export interface MinimumSpendShortfall {
  minimumSpendCents: number;
  /** What the voucher still needs: the minimum less what the basket's paid lines come to. */
  shortfallCents: number;
}

export type VoucherCheck =
  { ok: true } | { ok: false; status: number; code: ErrorCode; message: string; extra?: MinimumSpendShortfall };

const fail = (status: number, code: ErrorCode, message: string): VoucherCheck => ({ ok: false, status, code, message });

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const displayDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};
const clock12 = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  const suffix = h! >= 12 ? 'pm' : 'am';
  const hour = h! % 12 === 0 ? 12 : h! % 12;
  return m === 0 ? `${hour}${suffix}` : `${hour}:${String(m).padStart(2, '0')}${suffix}`;
};

/**
 * The conditions a voucher sets on the basket, in the order a customer can fix them: when,
 * how (delivery or pickup), where, then how much. Redemption limits are checked against the
 * database separately.
 */
export function checkVoucherConditions(voucher: Voucher, situation: VoucherSituation): VoucherCheck {
  const date = situation.dueLocal.slice(0, 10);
  const time = situation.dueLocal.slice(11, 16);
  if (date < voucher.validFrom) {
    return fail(
      400,
      'VoucherUnavailableForFulfillmentDate',
      `This voucher can be used from ${displayDay(voucher.validFrom)}.`,
    );
  }
  if (date > voucher.validTo) {
    return fail(400, 'VoucherUnavailableForFulfillmentDate', `This voucher expired on ${displayDay(voucher.validTo)}.`);
  }
  if (voucher.daysOfWeek && !voucher.daysOfWeek.includes(dayOfWeekOfDate(date))) {
    const days = voucher.daysOfWeek.map((d) => DAY_NAMES[d]).join(', ');
    return fail(400, 'VoucherUnavailableForFulfillmentDate', `This voucher can only be used on ${days}.`);
  }
  if (voucher.fromTime && voucher.toTime && (time < voucher.fromTime || time >= voucher.toTime)) {
    return fail(
      400,
      'VoucherUnavailableForFulfillmentDate',
      `This voucher can only be used for orders between ${clock12(voucher.fromTime)} and ${clock12(voucher.toTime)}.`,
    );
  }
  if (voucher.fulfilmentTypes && !voucher.fulfilmentTypes.includes(situation.serviceType)) {
    const only = voucher.fulfilmentTypes[0]!.toLowerCase();
    return fail(400, 'VoucherUnavailableForFulfillmentType', `This voucher is only available for ${only} orders.`);
  }
  if (voucher.storeCodes && !voucher.storeCodes.includes(situation.storeCode)) {
    return fail(400, 'VoucherUnavailableForStore', 'This voucher is not available at your selected store.');
  }
  if (voucher.minimumSpendCents !== null && situation.subTotal < voucher.minimumSpendCents) {
    return {
      ok: false,
      status: BASKET_NOT_VALID_STATUS,
      code: 'BasketNotValid',
      message: `Spend ${formatCents(voucher.minimumSpendCents)} or more to use this voucher.`,
      extra: {
        minimumSpendCents: voucher.minimumSpendCents,
        shortfallCents: voucher.minimumSpendCents - situation.subTotal,
      },
    };
  }
  return { ok: true };
}
