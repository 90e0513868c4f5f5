import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { captureException, IGNORED_STATUSES, RELEASE, setTransport, shouldSend } from './error-reporting.ts';

afterEach(() => {
  setTransport(null);
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('reports release 2.0.0', () => {
    expect(RELEASE).toBe('2.0.0');
  });

  it('ignores HTTP 400, 404, 412 and 502 request errors only', () => {
    expect(IGNORED_STATUSES).toEqual([400, 404, 412, 502]);
    for (const status of [400, 404, 412, 502]) expect(shouldSend(new ApiError(status, null, 'x'))).toBe(false);
    for (const status of [401, 409, 410, 500, 503]) expect(shouldSend(new ApiError(status, null, 'x'))).toBe(true);
  });

  it('ignores network failures, fetch failures and time-outs', () => {
    expect(shouldSend(new NetworkError('offline'))).toBe(false);
    expect(shouldSend(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldSend(new Error('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(shouldSend(new Error('Request timed out'))).toBe(false);
    expect(shouldSend(new Error('Cannot read properties of undefined'))).toBe(true);
  });

  it('always logs, and sends only what is not ignored, with release and stack', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const transport = vi.fn();
    setTransport(transport);
    captureException(new NetworkError('offline'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(transport).not.toHaveBeenCalled();
    const bug = new Error('boom');
    captureException(bug, { tags: { area: 'menu' } });
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'boom',
        release: '2.0.0',
        stack: bug.stack,
        context: { tags: { area: 'menu' } },
      }),
    );
  });
});
