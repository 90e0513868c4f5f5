// Australian mobile numbers, normalised to E.164 (+614XXXXXXXX).

export const MOBILE_PREFIX = '+614';
const MOBILE_RE = /^\+614\d{8}$/;

/** Keeps digits and the plus sign only: '(04) 12-345 678' → '0412345678'. */
export function sanitisePhone(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

export type MobileResult = { ok: true; value: string } | { ok: false; reason: 'Empty' | 'NotAnAustralianMobile' };

/**
 * '0412 345 678', '412345678', '61412345678', '+61412345678' and '+61 (0)412 345 678' all
 * become '+61412345678'. Anything else, including landlines, is reported invalid.
 */
export function toAustralianMobile(value: string): MobileResult {
  const clean = sanitisePhone(value);
  if (clean === '') return { ok: false, reason: 'Empty' };
  // Strip whichever national/international prefix was typed, leaving '4XXXXXXXX'.
  const subscriber = clean.replace(/^(\+610|\+61|610|61|0)(?=4\d{8}$)/, '');
  const candidate = `+61${subscriber}`;
  return MOBILE_RE.test(candidate) ? { ok: true, value: candidate } : { ok: false, reason: 'NotAnAustralianMobile' };
}

export function isAustralianMobile(value: string): boolean {
  return toAustralianMobile(value).ok;
}
