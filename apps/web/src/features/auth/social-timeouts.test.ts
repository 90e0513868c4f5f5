import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_SCRIPT_TIMEOUT_MS, ID_TOKEN_WAIT_MS, SocialTimeoutError, withTimeout } from './social-timeouts.ts';

afterEach(() => vi.useRealTimers());

describe('social sign-in time-outs (spec section 9)', () => {
  it('are 10 s to start and 30 s for the ID token', () => {
    expect(GOOGLE_SCRIPT_TIMEOUT_MS).toBe(10_000);
    expect(ID_TOKEN_WAIT_MS).toBe(30_000);
  });

  it('gives up at the time-out, aborting the work', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const waiting = withTimeout(GOOGLE_SCRIPT_TIMEOUT_MS, 'too slow', (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise<never>(() => {});
    });
    const outcome = waiting.catch((error: unknown) => error);
    vi.advanceTimersByTime(GOOGLE_SCRIPT_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    vi.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(SocialTimeoutError);
    expect((error as Error).message).toBe('too slow');
    expect(aborted).toBe(true);
  });

  it('answers what the work answers in time', async () => {
    await expect(withTimeout(ID_TOKEN_WAIT_MS, 'x', async () => 'token')).resolves.toBe('token');
  });
});
