import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics.ts';
import { useSessionStore } from './session/session-store.ts';

describe('track', () => {
  beforeEach(() => {
    delete window.dataLayer;
    useSessionStore.setState({ debugMode: false });
  });

  it('creates the dataLayer and pushes the event with its data', () => {
    track('fatal-error', { pagePath: '/menu/pizza' });
    expect(window.dataLayer).toEqual([{ event: 'fatal-error', pagePath: '/menu/pizza' }]);
  });

  it('never lets data overwrite the event name', () => {
    track('page-view', { event: 'other' });
    expect(window.dataLayer?.[0]?.event).toBe('page-view');
  });

  it('echoes events to the console in debug mode only', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    track('a');
    expect(debug).not.toHaveBeenCalled();
    useSessionStore.setState({ debugMode: true });
    track('b');
    expect(debug).toHaveBeenCalledWith('[analytics]', { event: 'b' });
    debug.mockRestore();
  });
});
