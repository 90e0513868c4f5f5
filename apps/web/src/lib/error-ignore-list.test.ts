import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { IGNORED_MESSAGE_PATTERNS, IGNORED_STATUSES, isIgnoredError } from './error-ignore-list.ts';

// Spec section 8: the error-reporting service ignores network failures, fetch failures, time-outs
// and HTTP 400, 404, 412 and 502 request errors. One test per entry; anything else is reported.
const apiError = (status: number) => new ApiError(status, null, `Request failed with ${status}`);

describe('error-reporting ignore list (spec section 8)', () => {
  it('ignores network failures', () => {
    expect(isIgnoredError(new NetworkError('offline'))).toBe(true);
    expect(isIgnoredError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
  });

  it('ignores fetch failures', () => {
    expect(isIgnoredError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isIgnoredError(new TypeError('Load failed'))).toBe(true);
  });

  it('ignores time-outs', () => {
    expect(isIgnoredError(new Error('Request timed out'))).toBe(true);
    expect(isIgnoredError(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
  });

  it('ignores requests the app cancelled (same kind of noise)', () => {
    expect(isIgnoredError(new DOMException('signal is aborted without reason', 'AbortError'))).toBe(true);
  });

  it('ignores HTTP 400 request errors', () => expect(isIgnoredError(apiError(400))).toBe(true));
  it('ignores HTTP 404 request errors', () => expect(isIgnoredError(apiError(404))).toBe(true));
  it('ignores HTTP 412 request errors', () => expect(isIgnoredError(apiError(412))).toBe(true));
  it('ignores HTTP 502 request errors', () => expect(isIgnoredError(apiError(502))).toBe(true));

  it('ignores exactly those statuses and messages', () => {
    expect(IGNORED_STATUSES).toEqual([400, 404, 412, 502]);
    expect(IGNORED_MESSAGE_PATTERNS).toHaveLength(4);
  });

  it('reports everything else', () => {
    for (const status of [401, 403, 406, 409, 410, 422, 429, 500, 503, 504]) {
      expect(isIgnoredError(apiError(status)), String(status)).toBe(false);
    }
    expect(isIgnoredError(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(false);
    expect(isIgnoredError('a thrown string')).toBe(false);
  });
});
