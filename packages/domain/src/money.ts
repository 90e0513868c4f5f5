// Money is always integer cents (AUD). Floats only exist transiently inside formatting.
import { formatWholeNumber } from './whole-number.ts';

/** Throws a RangeError unless `n` is a finite, safe integer number of cents. */
export function assertCents(n: number): asserts n is number {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Expected an integer number of cents, got ${String(n)}`);
  }
}

/**
 * 1295 → "$12.95", -500 → "-$5.00", 123456 → "$1,234.56": what `Intl.NumberFormat('en-AU', AUD)`
 * prints, written out because a browser's first currency formatter loads its locale data (13-35 ms
 * of one task on a fresh page, four times that on a slow phone) inside the first render with a price.
 */
export function formatCents(cents: number): string {
  assertCents(cents);
  const whole = Math.abs(cents);
  const dollars = formatWholeNumber(Math.floor(whole / 100));
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  assertCents(total);
  return total;
}

export function multiplyCents(cents: number, quantity: number): number {
  assertCents(cents);
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Expected an integer quantity, got ${String(quantity)}`);
  }
  const product = cents * quantity;
  assertCents(product);
  return product;
}

// Percent is scaled to an integer with this many decimals so the division is exact (BigInt).
const PERCENT_SCALE = 10_000n;

/**
 * `percent`% of `cents`, rounded to the nearest cent with halves rounded away from zero
 * (half up in magnitude, so a discount and its refund round the same way).
 * Percent may have up to four decimals (e.g. 12.5, 33.3333).
 */
export function percentOfCents(cents: number, percent: number): number {
  assertCents(cents);
  if (!Number.isFinite(percent)) {
    throw new RangeError(`Expected a finite percent, got ${String(percent)}`);
  }
  const scaledPercent = BigInt(Math.round(percent * Number(PERCENT_SCALE)));
  const numerator = BigInt(cents) * scaledPercent;
  const denominator = 100n * PERCENT_SCALE;
  const magnitude = numerator < 0n ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  const result = Number(numerator < 0n ? -quotient : quotient);
  assertCents(result);
  return result;
}
