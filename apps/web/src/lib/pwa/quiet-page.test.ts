import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, QUIET_FOR_MS, waitForQuietPage } from './quiet-page.ts';

// A stand-in PerformanceObserver: `finish()` reports a fetch of the page finishing.
let observers: Array<() => void> = [];
class FakePerformanceObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}
const finish = () => observers.forEach((callback) => callback());

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observers = [];
});

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

describe('waiting for a quiet page', () => {
  it('waits a second after the last fetch finished', async () => {
    expect(QUIET_FOR_MS).toBe(1000);
    const wait = track(waitForQuietPage());
    await vi.advanceTimersByTimeAsync(900);
    finish();
    await vi.advanceTimersByTimeAsync(900);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(wait.settled).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('goes ahead after five seconds of a page that keeps fetching', async () => {
    expect(LONGEST_WAIT_MS).toBe(5000);
    const wait = track(waitForQuietPage());
    for (let elapsed = 0; elapsed < 4500; elapsed += 500) {
      finish();
      await vi.advanceTimersByTimeAsync(500);
    }
    finish();
    await vi.advanceTimersByTimeAsync(400);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(wait.settled).toBe(true);
  });

  it('does not wait where the browser cannot observe fetches', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const wait = track(waitForQuietPage());
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(true);
  });
});
