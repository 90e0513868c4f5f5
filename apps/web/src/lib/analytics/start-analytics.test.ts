import { describe, expect, it, vi } from 'vitest';
import { takeQueuedEvents, track } from '../analytics.ts';
import { startAnalytics } from './start-analytics.ts';

describe('startAnalytics', () => {
  it('starts once per page, records the app opening, and keeps sending after the app is gone', () => {
    takeQueuedEvents(Infinity);
    window.dataLayer = [];
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    startAnalytics();
    startAnalytics();
    expect(window.dataLayer.filter((e) => e.event === 'app_open')).toEqual([{ event: 'app_open', resumed: false }]);
    // The fatal screen's event, tracked after the app root is removed, still leaves on page hide.
    track('fatal-error', { pagePath: '/menu' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url] = beacon.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/v1/analytics/events');
    expect(takeQueuedEvents(Infinity)).toEqual([]);
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
});
