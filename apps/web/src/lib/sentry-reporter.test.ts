import { flush, type BrowserOptions } from '@sentry/react';
import { ERROR_REPORT_PROJECTS, ERROR_REPORT_RELEASE } from '@storefront/contract/http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { APP_VERSION } from './app-version.ts';
import { localDsn, startSentry } from './sentry-reporter.ts';

// The real browser SDK, with a transport that keeps its envelopes: release 2.0.0 (spec section 7),
// the page's URL and user agent, and the spec's ignore list applied inside the SDK (section 8).
type Item = [{ type: string }, Record<string, unknown>];
const envelopes: [unknown, Item[]][] = [];
const keep: BrowserOptions['transport'] = () => ({
  send: async (envelope) => {
    envelopes.push(envelope as unknown as [unknown, Item[]]);
    return {};
  },
  flush: async () => true,
});

let send: ReturnType<typeof startSentry>;
beforeAll(() => {
  send = startSentry({
    dsn: localDsn({ protocol: 'http:', host: 'localhost:8080' }),
    environment: 'production',
    transport: keep,
  });
});

const sentEvents = async () => {
  await flush(1000);
  return envelopes.flatMap(([, items]) => items.filter(([h]) => h.type === 'event').map(([, event]) => event));
};

const report = (error: unknown) =>
  send({ error, message: String(error), stack: undefined, release: '2.0.0', environment: 'production', context: {} });

describe('Sentry reporter', () => {
  it("points at the local sink on the page's own origin when no DSN is configured", () => {
    expect(localDsn({ protocol: 'https:', host: 'shop.example:8443' })).toBe(
      `https://${ERROR_REPORT_PROJECTS.web.publicKey}@shop.example:8443/1`,
    );
  });

  it("carries the app's version as the release, as the API's reports do", () => {
    expect(ERROR_REPORT_RELEASE).toBe('2.0.0');
    expect(APP_VERSION).toBe(ERROR_REPORT_RELEASE);
  });

  it('sends an error with release 2.0.0, environment, URL, user agent and stack', async () => {
    report(new TypeError('price is undefined'));
    const [event] = await sentEvents();
    expect(event).toMatchObject({
      release: '2.0.0',
      environment: 'production',
      request: { url: window.location.href, headers: { 'User-Agent': navigator.userAgent } },
      exception: { values: [{ type: 'TypeError', value: 'price is undefined' }] },
    });
    const frames = (event as { exception: { values: [{ stacktrace: { frames: unknown[] } }] } }).exception.values[0]
      .stacktrace.frames;
    expect(frames.length).toBeGreaterThan(0);
  });

  it('drops what the ignore list names, inside the SDK too', async () => {
    const before = (await sentEvents()).length;
    report(new NetworkError('offline'));
    report(new TypeError('Failed to fetch'));
    report(new Error('Request timed out'));
    for (const status of [400, 404, 412, 502]) report(new ApiError(status, null, `HTTP ${status}`));
    expect((await sentEvents()).length).toBe(before);
    report(new ApiError(500, null, 'HTTP 500'));
    expect((await sentEvents()).length).toBe(before + 1);
  });
});
