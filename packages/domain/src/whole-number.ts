/** Groups of three digits from the right, split by commas: "1234567" → "1,234,567". */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * 3555 → "3,555", -12000 → "-12,000": what `toLocaleString('en-AU')` prints for a whole number,
 * written out because each such call makes a locale formatter (a menu page's energy labels took
 * 47 ms of one task; decision 226). Throws a RangeError unless `n` is a safe integer.
 */
export function formatWholeNumber(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Expected a whole number, got ${String(n)}`);
  return n.toString().replace(THOUSANDS, ',');
}
