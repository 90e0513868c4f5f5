import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUEUED_EVENTS, queuedEventCount, takeQueuedEvents, track, whenEventQueued } from './analytics.ts';
import { useSessionStore } from './session/session-store.ts';

describe('track', () => {
  beforeEach(() => {
    delete window.dataLayer;
    takeQueuedEvents(Infinity);
    whenEventQueued(null);
    useSessionStore.setState({ debugMode: false });
  });

  it('creates the dataLayer and pushes the event with its data', () => {
    track('fatal-error', { pagePath: '/menu/pizza' });
    expect(window.dataLayer).toEqual([{ event: 'fatal-error', pagePath: '/menu/pizza' }]);
  });

  it('never lets data overwrite the event name', () => {
    track('page_view', { path: '/', routeName: null, event: 'other' } as never);
    expect(window.dataLayer?.[0]?.event).toBe('page_view');
    expect(takeQueuedEvents(1)[0]?.event).toBe('page_view');
  });

  it('queues each event with the time it happened, for the sender, and wakes the sender', () => {
    const woken = vi.fn();
    whenEventQueued(woken);
    track('app_open', { resumed: false });
    track('fatal-error', { pagePath: '/x' });
    expect(woken).toHaveBeenCalledTimes(2);
    const [first, second] = takeQueuedEvents(10);
    expect(first).toEqual({ event: 'app_open', resumed: false, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(second?.event).toBe('fatal-error');
    expect(queuedEventCount()).toBe(0);
  });

  it('keeps at most the newest events while no sender takes them', () => {
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i += 1) track('page_view', { path: `/p${i}`, routeName: null });
    expect(queuedEventCount()).toBe(MAX_QUEUED_EVENTS);
    expect(takeQueuedEvents(1)[0]).toMatchObject({ path: '/p5' });
  });

  it('never throws, even when the dataLayer or the sender fails', () => {
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => ({
        push: () => {
          throw new Error('full');
        },
      }),
    });
    whenEventQueued(() => {
      throw new Error('sender broke');
    });
    expect(() => track('app_open', { resumed: true })).not.toThrow();
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('echoes events to the console in debug mode only', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    track('app_open', { resumed: false });
    expect(debug).not.toHaveBeenCalled();
    useSessionStore.setState({ debugMode: true });
    track('app_open', { resumed: true });
    expect(debug).toHaveBeenCalledWith('[analytics]', { event: 'app_open', resumed: true });
    debug.mockRestore();
  });
});
