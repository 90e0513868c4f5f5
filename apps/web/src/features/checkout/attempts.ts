// One Idempotency-Key per payment attempt, kept in session storage so a double click, a retry
// after a lost connection or a reload sends the SAME key and the server answers with the first
// result instead of placing a second order (docs/decisions/061).
//
// An attempt is named by a scope that identifies it uniquely:
// - `direct:{basketId}:{method}`   cash, mobile EFTPOS, free (the customer's click)
// - `init:{basketId}:{method}`     starting a redirect payment (one provider payment per attempt)
// - `card:{cardSessionId}`         placing the order with the card the hosted page tokenised
// - `savedCard:{basketId}:{cardId}` placing the order with a saved card
// - `payerAuth:{referenceID}`      finishing a card order after 3-D Secure
// - `pay:{paymentId}`              placing the order with an approved provider payment
// The key is dropped once the attempt has a definite answer that is not an order (a decline, a
// refusal), so trying again is a new attempt; it is kept when the answer is unknown (network).
// A successful attempt remembers its order id, so coming back to a return page finds the order.
import { readSession, writeSession } from '../../lib/storage.ts';

export const ATTEMPTS_STORAGE_KEY = 'checkout_attempts';
/** Attempts older than a basket session (24 hours) are forgotten. */
export const ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;

export interface Attempt {
  key: string;
  created: number;
  /** Set when the attempt placed an order. */
  orderId?: string;
}

type Attempts = Record<string, Attempt>;

function read(now: number): Attempts {
  try {
    const parsed = JSON.parse(readSession(ATTEMPTS_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed as Attempts).filter(
        ([, a]) => typeof a?.key === 'string' && typeof a.created === 'number' && now - a.created < ATTEMPT_TTL_MS,
      ),
    );
  } catch {
    return {};
  }
}

const write = (attempts: Attempts): void => writeSession(ATTEMPTS_STORAGE_KEY, JSON.stringify(attempts));

/** A fresh random key (UUID v4 where available). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of this attempt: the one already stored, or a new one stored before it is used. */
export function attemptKey(scope: string, now = Date.now()): string {
  const attempts = read(now);
  const existing = attempts[scope];
  if (existing) return existing.key;
  const key = newIdempotencyKey();
  write({ ...attempts, [scope]: { key, created: now } });
  return key;
}

/** The attempt ended without an order: the next try is a new attempt with a new key. */
export function dropAttempt(scope: string, now = Date.now()): void {
  const attempts = read(now);
  if (!attempts[scope]) return;
  delete attempts[scope];
  write(attempts);
}

/** The attempt placed this order. */
export function finishAttempt(scope: string, orderId: string, now = Date.now()): void {
  const attempts = read(now);
  write({ ...attempts, [scope]: { key: attempts[scope]?.key ?? newIdempotencyKey(), created: now, orderId } });
}

/** The order an attempt placed, if it did. */
export const orderOfAttempt = (scope: string, now = Date.now()): string | undefined => read(now)[scope]?.orderId;

export const attemptScopes = {
  direct: (basketId: string, method: string) => `direct:${basketId}:${method}`,
  init: (basketId: string, method: string) => `init:${basketId}:${method}`,
  card: (cardSessionId: string) => `card:${cardSessionId}`,
  savedCard: (basketId: string, cardId: string) => `savedCard:${basketId}:${cardId}`,
  payerAuth: (referenceID: string) => `payerAuth:${referenceID}`,
  pay: (paymentId: string) => `pay:${paymentId}`,
};
