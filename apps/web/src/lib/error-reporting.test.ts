import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './api-client.ts';
import { captureException, expectTransport, PENDING_LIMIT, setTransport, shouldSend } from './error-reporting.ts';

afterEach(() => {
  setTransport(null);
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('sends nothing on the ignore list (error-ignore-list.test.ts has one test per entry)', () => {
    expect(shouldSend(new NetworkError('offline'))).toBe(false);
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

  it(`keeps up to ${PENDING_LIMIT} errors while the SDK loads, then sends them in order`, () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(PENDING_LIMIT).toBe(20);
    expectTransport();
    for (let i = 1; i <= PENDING_LIMIT + 5; i++) captureException(new Error(`early ${i}`));
    const transport = vi.fn();
    setTransport(transport);
    expect(transport).toHaveBeenCalledTimes(PENDING_LIMIT);
    expect(transport.mock.calls[0]?.[0]).toMatchObject({ message: 'early 1' });
  });

  it('keeps nothing when no transport is expected', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    captureException(new Error('unheard'));
    const transport = vi.fn();
    setTransport(transport);
    expect(transport).not.toHaveBeenCalled();
  });
});
