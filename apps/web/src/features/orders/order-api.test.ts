import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOrderStream } from './order-api.ts';

// The order's event stream is opened with a one-use ticket asked for with the basket session, so
// the session never rides in a URL, and every (re)connection asks for its own ticket.
const ORDER_ID = '6f1c2a52-8a36-4a8e-9d55-0d9c1b7d2f10';

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

let issued = 0;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init: RequestInit = {}) => {
  issued += 1;
  return new Response(JSON.stringify({ ticket: `ticket-${issued}`, expiresInSeconds: 60 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
});
const handlers = () => ({ onStatus: vi.fn(), onError: vi.fn() });

beforeEach(() => {
  issued = 0;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  fetchMock.mockClear();
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
});

describe('openOrderStream', () => {
  it('asks for a ticket with the session header, then opens the stream with the ticket only', async () => {
    openOrderStream(ORDER_ID, 'sid-secret', handlers());
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/v1/order/${ORDER_ID}/events/ticket`);
    expect(init).toMatchObject({ method: 'POST', headers: { 'x-session-id': 'sid-secret' } });
    expect(FakeEventSource.instances[0]!.url).toBe(`/api/v1/order/${ORDER_ID}/events?ticket=ticket-1`);
    expect(FakeEventSource.instances[0]!.url).not.toContain('sid-secret');
  });

  it('asks for a new ticket on every reconnection', async () => {
    const first = openOrderStream(ORDER_ID, 'sid-1', handlers())!;
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    first.close();
    openOrderStream(ORDER_ID, 'sid-1', handlers());
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances.map((s) => s.url.split('ticket=')[1])).toEqual(['ticket-1', 'ticket-2']);
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
  });

  it('opens nothing when closed before the ticket arrives, and reports a ticket that cannot be had', async () => {
    openOrderStream(ORDER_ID, 'sid-1', handlers())!.close();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(FakeEventSource.instances).toHaveLength(0);

    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ status: 404, code: 'NotFound', message: 'Order not found.', errors: [] }), {
          status: 404,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const refused = handlers();
    openOrderStream(ORDER_ID, 'sid-1', refused);
    await vi.waitFor(() => expect(refused.onError).toHaveBeenCalledTimes(1));
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('leaves streaming to polling where EventSource is missing', () => {
    vi.stubGlobal('EventSource', undefined);
    expect(openOrderStream(ORDER_ID, 'sid-1', handlers())).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
