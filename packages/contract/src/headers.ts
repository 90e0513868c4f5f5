// The request headers our API reads beyond the standard ones, and the key prefixes built from them.
// Declared once, with no schema library, so the app's first load can name them too.

/** The basket session id every basket call but create sends (spec section 3, "Basket session"). */
export const BASKET_SESSION_HEADER = 'x-session-id';

/** Keeps tracking an order found by lookup, on any device (see order-lookup.ts). */
export const TRACKING_GRANT_HEADER = 'x-tracking-grant';

/**
 * One placement per key (DESIGN §4): a retry with the same key replays the first answer. In lower
 * case, as the server reads every header name (HTTP header names are case-insensitive).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Prefixes of stored idempotency keys, one per kind of request, so kinds never collide. */
export const IDEMPOTENCY_KEY_PREFIX = { order: 'order:' } as const;

/** The engagement SDK's key (settings.API_BRAZE_KEY.key); without it every SDK call is 401 (decision 165). */
export const ENGAGEMENT_KEY_HEADER = 'x-engagement-key';
