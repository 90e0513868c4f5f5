import { randomBytes } from 'node:crypto';
import { PaymentGatewayError } from '../../modules/payment/payment-gateway.ts';

export const SANDBOX_PREFIX = '/sandbox-gateway';

/** 128 random bits: a card session id is all that guards its hosted page, so it must not be guessable. */
export const newId = (kind: 'cs' | 'tok' | 'auth' | 'pay' | 'op') =>
  `${kind}_sbx_${randomBytes(16).toString('base64url')}`;

export const ID_PATTERN = /^(cs|tok|auth|pay)_sbx_[A-Za-z0-9_-]{22}$/;

const PLACEHOLDER_ORIGIN = 'http://return.invalid';

/**
 * Return and cancel URLs are where the hosted pages send the customer, so they are checked like any
 * redirect target: a path on our own site, or an absolute URL on one of the app's origins. Anything
 * else would make the sandbox an open redirect.
 */
export function checkReturnUrl(url: unknown, allowedOrigins: readonly string[], field = 'returnUrl'): string {
  const invalid = () =>
    new PaymentGatewayError('invalid_return_url', `${field} must be a path on this site or on an app origin.`);
  if (typeof url !== 'string' || url.length === 0 || url.length > 2000) throw invalid();
  if (url.startsWith('/')) {
    // "//host" and "/\host" are read by browsers as another host.
    if (url.startsWith('//') || url.startsWith('/\\')) throw invalid();
    return url;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid();
  }
  if (!allowedOrigins.includes(parsed.origin)) throw invalid();
  return url;
}

/** Adds query parameters to a checked return URL, keeping it relative when it was relative. */
export function withParams(url: string, params: Record<string, string>): string {
  const parsed = new URL(url, PLACEHOLDER_ORIGIN);
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return parsed.origin === PLACEHOLDER_ORIGIN ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** The origin a form on a hosted page may end up at after the sandbox redirects (CSP form-action). */
export function originOf(url: string): string | null {
  return url.startsWith('/') ? null : new URL(url).origin;
}
