// Money is always integer cents (AUD). Floats only exist transiently inside formatting.

// Made on first use, not when the module loads: a browser's first currency formatter loads its
// locale data (50-110 ms on a fresh page here), and the landing shows no price on first paint.
let audFormatter: Intl.NumberFormat | undefined;

/** Throws a RangeError unless `n` is a finite, safe integer number of cents. */
export function assertCents(n: number): asserts n is number {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Expected an integer number of cents, got ${String(n)}`);
  }
}

/** 1295 → "$12.95", -500 → "-$5.00". */
export function formatCents(cents: number): string {
  assertCents(cents);
  audFormatter ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
  return audFormatter.format(cents / 100);
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
