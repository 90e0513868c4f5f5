import { ANALYTICS_LIMITS, analyticsBatchSchema } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeQueuedEvents, track } from '../analytics.ts';
import { ANALYTICS_BATCH_SIZE, startAnalyticsSender } from './sender.ts';

const URL = '/api/v1/analytics/events';

// jsdom's Blob cannot be read back without timers (which these tests fake): a stand-in keeps its parts.
class RecordingBlob {
  readonly type: string;
  constructor(
    readonly parts: string[],
    options: { type: string },
  ) {
    this.type = options.type;
  }
}

function batchesOf(beacon: ReturnType<typeof vi.fn>): unknown[] {
  return beacon.mock.calls.map((call) => {
    const [url, blob] = call as [string, RecordingBlob];
    expect(url).toBe(URL);
    expect(blob.type).toBe('application/json');
    return JSON.parse(blob.parts.join('')) as unknown;
  });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Blob', RecordingBlob);
  takeQueuedEvents(Infinity);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  setVisibility('visible');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startAnalyticsSender', () => {
  it('sends the batch size the collector takes', () => {
    expect(ANALYTICS_BATCH_SIZE).toBe(ANALYTICS_LIMITS.batchSize);
  });

  it('waits a few seconds after an event, then sends everything queued as one JSON beacon the collector accepts', () => {
    const beacon = vi.fn(() => true);
    stop = startAnalyticsSender({ url: URL, visitId: 'visit-0001', beacon, flushAfterMs: 5000 });
    track('page_view', { path: '/', routeName: 'home' });
    track('add_to_cart', { kind: 'item', productId: 12, quantity: 1 });
    vi.advanceTimersByTime(4999);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [batch] = batchesOf(beacon);
    expect(analyticsBatchSchema.parse(batch)).toMatchObject({
      sessionId: 'visit-0001',
      events: [{ event: 'page_view' }, { event: 'add_to_cart' }],
    });
  });

  it('sends at once when the page is hidden or closed, without waiting for the timer', () => {
    const beacon = vi.fn(() => true);
    stop = startAnalyticsSender({ url: URL, visitId: 'visit-0002', beacon });
    track('begin_checkout', { basketId: 'b', totalCents: 100, itemCount: 1 });
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    track('purchase', { orderId: 'o', totalCents: 100 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    const batches = batchesOf(beacon) as { events: { event: string }[] }[];
    expect(batches.map((b) => b.events.map((e) => e.event))).toEqual([['begin_checkout'], ['purchase']]);
    // Nothing is left to send when the timer fires.
    vi.advanceTimersByTime(10_000);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('splits a long queue into batches of at most the batch size, oldest first', () => {
    const beacon = vi.fn(() => true);
    for (let i = 0; i < ANALYTICS_BATCH_SIZE + 3; i += 1) track('page_view', { path: `/p${i}`, routeName: null });
    stop = startAnalyticsSender({ url: URL, visitId: 'visit-0003', beacon });
    window.dispatchEvent(new Event('pagehide'));
    const batches = batchesOf(beacon) as { events: { path: string }[] }[];
    expect(batches.map((b) => b.events.length)).toEqual([ANALYTICS_BATCH_SIZE, 3]);
    expect(batches[1]?.events[0]?.path).toBe(`/p${ANALYTICS_BATCH_SIZE}`);
  });

  it('drops a batch the browser refuses or fails to send, never retrying or throwing', () => {
    const beacon = vi.fn(() => false);
    stop = startAnalyticsSender({ url: URL, visitId: 'visit-0004', beacon });
    track('app_open', { resumed: false });
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    beacon.mockImplementation(() => {
      throw new Error('beacon blocked');
    });
    track('app_open', { resumed: true });
    expect(() => vi.advanceTimersByTime(6000)).not.toThrow();
    expect(beacon).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped, sending what was left', () => {
    const beacon = vi.fn(() => true);
    const stopSender = startAnalyticsSender({ url: URL, visitId: 'visit-0005', beacon });
    track('app_open', { resumed: false });
    stopSender();
    expect(beacon).toHaveBeenCalledTimes(1);
    track('app_open', { resumed: true });
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(10_000);
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
