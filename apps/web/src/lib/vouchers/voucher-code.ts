// Voucher codes as people type them (spec document 2, section 5: a deal may require a valid coupon).
// The rule is the contract's VOUCHER_CODE_PATTERN, repeated here so the offers chunk does not pull
// zod in with the contract's schemas; a test keeps the two in step (see docs/decisions/011).

/** 3 to 32 letters, digits or hyphens, compared without case. */
export const VOUCHER_CODE_RULE = /^[A-Za-z0-9-]{3,32}$/;

/** How a code is sent and shown: trimmed and upper-case (paths are lower-cased by the router). */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** Why a typed code cannot be sent, or null when its shape is fine. */
export function voucherCodeError(input: string): string | null {
  const code = input.trim();
  if (!code) return 'Enter a coupon code.';
  if (code.length > 32) return 'Coupon codes are at most 32 characters long.';
  if (code.length < 3) return 'Coupon codes are at least 3 characters long.';
  if (!VOUCHER_CODE_RULE.test(code)) return 'Coupon codes use only letters, numbers and hyphens.';
  return null;
}
