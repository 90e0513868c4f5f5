import type { OrderStatusName, OrderStatusView } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { ORDER_ID, orderView } from '../../test/order-fixtures.ts';
import type { StreamHandlers } from './order-api.ts';
import {
  createOrderTracker,
  MAX_POLL_FAILURES,
  POLL_INTERVAL_MS,
  RESUME_DELAY_MS,
  type TrackerDeps,
} from './order-tracker.ts';

const view = (status: OrderStatusName = 'Received'): OrderStatusView => orderView({ status });

const notFound = () =>
  new ApiError(404, { status: 404, code: 'NotFound', message: 'Not found', errors: [] }, 'Not found');
const restricted = () =>
  new ApiError(
    403,
    { status: 403, code: 'Forbidden', message: 'You can no longer track this order', errors: [] },
    'You can no longer track this order',
  );

/** A stream double: the test pushes events and errors through the handlers the tracker gave. */
function streams() {
  const opened: { sessionId: string; handlers: StreamHandlers; closed: boolean }[] = [];
  const openStream: TrackerDeps['openStream'] = (_orderId, sessionId, handlers) => {
    const entry = { sessionId, handlers, closed: false };
    opened.push(entry);
    return { close: () => void (entry.closed = true) };
  };
  const last = () => opened.at(-1)!;
  return { opened, openStream, last };
}

function setup(overrides: Partial<TrackerDeps> = {}) {
  const fetchStatus = vi.fn<TrackerDeps['fetchStatus']>(async () => view());
  const s = streams();
  const onFound = vi.fn();
  const tracker = createOrderTracker({
    orderId: ORDER_ID,
    credentials: ['s1'],
    fetchStatus,
    openStream: s.openStream,
    onFound,
    ...overrides,
  });
  return { tracker, fetchStatus, onFound, ...s };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('finding the order', () => {
  it('tries the known sessions in turn and keeps the one the server accepts', async () => {
    const fetchStatus = vi.fn<TrackerDeps['fetchStatus']>(async (_id, sid) => {
      if (sid === 's1') throw notFound();
      return view();
    });
    const { tracker, onFound, opened } = setup({ credentials: ['s1', 's2'], fetchStatus });
    tracker.start();
    expect(tracker.getState().phase).toBe('loading');
    await flush();
    expect(tracker.getState()).toMatchObject({ phase: 'tracking', order: { orderReference: 'RR7KD4MX' } });
    expect(onFound).toHaveBeenCalledWith(expect.objectContaining({ orderId: ORDER_ID }), 's2');
    expect(opened.map((o) => o.sessionId)).toEqual(['s2']);
  });

  it('answers not found when no session owns it, or none is known (no hint either way)', async () => {
    const a = setup({ credentials: ['s1', 's2'], fetchStatus: vi.fn(async () => Promise.reject(notFound())) });
    a.tracker.start();
    await flush();
    expect(a.tracker.getState().phase).toBe('not-found');
    const b = setup({ credentials: [] });
    b.tracker.start();
    await flush();
    expect(b.tracker.getState().phase).toBe('not-found');
    expect(b.fetchStatus).not.toHaveBeenCalled();
  });

  it('is restricted after the tracking window (403)', async () => {
    const { tracker, opened } = setup({ fetchStatus: vi.fn(async () => Promise.reject(restricted())) });
    tracker.start();
    await flush();
    expect(tracker.getState().phase).toBe('restricted');
    expect(opened).toHaveLength(0);
  });

  it('is not tracking when the first call fails, and Refresh starts over', async () => {
    const fetchStatus = vi
      .fn<TrackerDeps['fetchStatus']>()
      .mockRejectedValueOnce(new NetworkError('offline'))
      .mockResolvedValue(view());
    const { tracker } = setup({ fetchStatus });
    tracker.start();
    await flush();
    expect(tracker.getState().phase).toBe('not-tracking');
    tracker.refresh();
    await flush();
    expect(tracker.getState().phase).toBe('tracking');
  });
});

describe('stream, polling fallback and resume', () => {
  it('follows the stream without polling', async () => {
    const { tracker, fetchStatus, last } = setup();
    tracker.start();
    await flush();
    last().handlers.onStatus(view('Received'));
    expect(tracker.getState().mode).toBe('stream');
    last().handlers.onStatus(view('Baking'));
    expect(tracker.getState().order?.status).toBe('Baking');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('falls back to polling every 15 s when the stream fails, then resumes the stream', async () => {
    const { tracker, fetchStatus, opened, last } = setup();
    tracker.start();
    await flush();
    last().handlers.onStatus(view());
    fetchStatus.mockResolvedValue(view('Preparing'));

    last().handlers.onError();
    expect(opened[0]!.closed).toBe(true);
    expect(tracker.getState().mode).toBe('polling');
    await flush();
    // One poll at once, so the page is current.
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(tracker.getState().order?.status).toBe('Preparing');

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    // The resume delay (15 s) has passed: the stream is tried again.
    expect(opened).toHaveLength(2);
    expect(tracker.getState().mode).toBe('polling');

    last().handlers.onStatus(view('Baking'));
    expect(tracker.getState()).toMatchObject({ mode: 'stream', order: { status: 'Baking' } });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('waits longer before each new stream attempt', async () => {
    const { tracker, opened, last } = setup();
    tracker.start();
    await flush();
    last().handlers.onError(); // resume after 15 s
    await vi.advanceTimersByTimeAsync(RESUME_DELAY_MS);
    expect(opened).toHaveLength(2);
    last().handlers.onError(); // resume after 30 s
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(opened).toHaveLength(3);
  });

  it('polls for good where streaming is unavailable', async () => {
    const fetchStatus = vi.fn<TrackerDeps['fetchStatus']>(async () => view());
    const tracker = createOrderTracker({ orderId: ORDER_ID, credentials: ['s1'], fetchStatus, openStream: () => null });
    tracker.start();
    await flush();
    expect(tracker.getState().mode).toBe('polling');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('stops everything at a final status', async () => {
    const { tracker, fetchStatus, last } = setup();
    tracker.start();
    await flush();
    last().handlers.onStatus(view('Collected'));
    expect(tracker.getState()).toMatchObject({ phase: 'tracking', mode: 'finished' });
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('does not stream an order that is already finished', async () => {
    const { tracker, opened } = setup({ fetchStatus: vi.fn(async () => view('Cancelled')) });
    tracker.start();
    await flush();
    expect(tracker.getState().mode).toBe('finished');
    expect(opened).toHaveLength(0);
  });

  it('turns restricted or not found when a poll says so', async () => {
    const { tracker, fetchStatus, last } = setup();
    tracker.start();
    await flush();
    fetchStatus.mockRejectedValue(restricted());
    last().handlers.onError();
    await flush();
    expect(tracker.getState().phase).toBe('restricted');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(fetchStatus).toHaveBeenCalledTimes(2);

    const b = setup();
    b.tracker.start();
    await flush();
    b.fetchStatus.mockRejectedValue(notFound());
    b.last().handlers.onError();
    await flush();
    expect(b.tracker.getState().phase).toBe('not-found');
  });

  it(`is not tracking after ${MAX_POLL_FAILURES} failed polls in a row, keeping the last view`, async () => {
    const { tracker, fetchStatus, last } = setup();
    tracker.start();
    await flush();
    fetchStatus.mockRejectedValue(new NetworkError('offline'));
    last().handlers.onError();
    await flush();
    expect(tracker.getState().phase).toBe('tracking');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (MAX_POLL_FAILURES - 1));
    expect(tracker.getState()).toMatchObject({ phase: 'not-tracking', order: { orderReference: 'RR7KD4MX' } });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(fetchStatus).toHaveBeenCalledTimes(1 + MAX_POLL_FAILURES);

    fetchStatus.mockResolvedValue(view('Ready'));
    tracker.refresh();
    await flush();
    expect(tracker.getState()).toMatchObject({ phase: 'tracking', order: { status: 'Ready' } });
  });

  it('ignores late answers after stop', async () => {
    let resolve: (v: OrderStatusView) => void = () => {};
    const fetchStatus = vi.fn<TrackerDeps['fetchStatus']>(() => new Promise((r) => (resolve = r)));
    const { tracker, opened } = setup({ fetchStatus });
    tracker.start();
    tracker.stop();
    resolve(view());
    await flush();
    expect(tracker.getState().phase).toBe('loading');
    expect(opened).toHaveLength(0);
  });
});
