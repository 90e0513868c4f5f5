import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_TTL_MS,
  ATTEMPTS_STORAGE_KEY,
  attemptKey,
  attemptScopes,
  dropAttempt,
  finishAttempt,
  orderOfAttempt,
} from './attempts.ts';

describe('payment attempts and their Idempotency-Key', () => {
  it('gives the same key to every try of one attempt', () => {
    const scope = attemptScopes.direct('b1', 'cash');
    const first = attemptKey(scope);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(attemptKey(scope)).toBe(first);
  });

  it('keeps the key in session storage, so a reload retries with the same key', () => {
    const scope = attemptScopes.card('cs_1');
    const key = attemptKey(scope);
    expect(JSON.parse(sessionStorage.getItem(ATTEMPTS_STORAGE_KEY)!)[scope].key).toBe(key);
    // What a reloaded page reads:
    expect(attemptKey(scope)).toBe(key);
  });

  it('gives different attempts different keys', () => {
    expect(attemptKey(attemptScopes.pay('pay_1'))).not.toBe(attemptKey(attemptScopes.pay('pay_2')));
  });

  it('starts a new attempt with a new key once the last one ended without an order', () => {
    const scope = attemptScopes.direct('b1', 'cash');
    const first = attemptKey(scope);
    dropAttempt(scope);
    expect(attemptKey(scope)).not.toBe(first);
  });

  it('remembers the order an attempt placed', () => {
    const scope = attemptScopes.payerAuth('auth_1');
    const key = attemptKey(scope);
    finishAttempt(scope, 'order-1');
    expect(orderOfAttempt(scope)).toBe('order-1');
    expect(attemptKey(scope)).toBe(key);
  });

  it('forgets attempts older than a basket session', () => {
    const scope = attemptScopes.direct('b1', 'free');
    const key = attemptKey(scope, 1_000);
    expect(attemptKey(scope, 1_000 + ATTEMPT_TTL_MS - 1)).toBe(key);
    expect(attemptKey(scope, 1_000 + ATTEMPT_TTL_MS + 1)).not.toBe(key);
  });

  it('survives unreadable storage', () => {
    sessionStorage.setItem(ATTEMPTS_STORAGE_KEY, '{not json');
    expect(attemptKey('x')).toBeTruthy();
  });
});
