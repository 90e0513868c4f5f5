import type { AfterpayOptions } from '@storefront/contract';

/** Afterpay splits a purchase into four payments a fortnight apart, the first taken today. */
export const AFTERPAY_INSTALMENTS = 4;
export const AFTERPAY_INTERVAL_DAYS = 14;
/** Afterpay's range for this merchant when the store option sets no maximum of its own. */
export const AFTERPAY_MIN_CENTS = 100;
export const AFTERPAY_MAX_CENTS = 200_000;

const dayMs = 24 * 60 * 60 * 1000;

/** The store's calendar date now, as YYYY-MM-DD. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The four payments for `totalCents`: equal parts in whole cents, the remainder on the first
 * payment (as Afterpay does), due today and every fortnight after.
 */
export function afterpayInstalments(totalCents: number, today: string): AfterpayOptions['instalments'] {
  const part = Math.floor(totalCents / AFTERPAY_INSTALMENTS);
  const first = totalCents - part * (AFTERPAY_INSTALMENTS - 1);
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: AFTERPAY_INSTALMENTS }, (_, index) => ({
    number: index + 1,
    amount: index === 0 ? first : part,
    dueDate: new Date(start + index * AFTERPAY_INTERVAL_DAYS * dayMs).toISOString().slice(0, 10),
  }));
}

/** Why Afterpay cannot pay `totalCents`, or null when it can. */
export function afterpayRefusal(totalCents: number, minimum: number, maximum: number): string | null {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  if (totalCents < minimum) return `Afterpay is available for orders of ${dollars(minimum)} or more.`;
  if (totalCents > maximum) return `Afterpay is available for orders up to ${dollars(maximum)}.`;
  return null;
}
