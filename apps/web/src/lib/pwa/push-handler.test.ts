import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/push-handler.js runs inside the generated service worker (importScripts): here it runs
// against a stand-in `self` with the parts of the worker scope it uses.
const source = readFileSync(path.resolve(import.meta.dirname, '../../../public/push-handler.js'), 'utf8');
const ORIGIN = 'https://shop.example';

interface FakeClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate?: ReturnType<typeof vi.fn>;
}

function workerScope(windows: FakeClient[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(scope);
  const fire = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { scope, fire };
}

const pushData = (message: unknown) => ({ json: () => message });

describe('the push handler in the service worker', () => {
  it("shows the server's message, one notification per order tag, with the page to open", async () => {
    const { scope, fire } = workerScope();
    await fire('push', {
      data: pushData({
        title: 'Order RR7K2Q9M',
        body: 'Your order is being prepared.',
        url: '/order/o-1',
        tag: 'order-o-1',
      }),
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Order RR7K2Q9M', {
      body: 'Your order is being prepared.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      data: { url: `${ORIGIN}/order/o-1` },
      tag: 'order-o-1',
      renotify: true,
    });
  });

  it('still shows a notification for a push it cannot read (browsers require one)', async () => {
    const { scope, fire } = workerScope();
    await fire('push', { data: { json: () => JSON.parse('not json') } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Red Roof Pizza',
      expect.objectContaining({ body: 'You have an update.', data: { url: `${ORIGIN}/` } }),
    );
  });

  it('never opens another site', async () => {
    const { scope, fire } = workerScope();
    await fire('push', { data: pushData({ title: 'x', body: 'y', url: 'https://evil.example/' }) });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${ORIGIN}/` } }),
    );
  });

  it('on click focuses the tab already on the order page', async () => {
    const onPage: FakeClient = { url: `${ORIGIN}/order/o-1`, focus: vi.fn() };
    const other: FakeClient = { url: `${ORIGIN}/menu`, focus: vi.fn(), navigate: vi.fn() };
    const { scope, fire } = workerScope([other, onPage]);
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { url: `${ORIGIN}/order/o-1` } } });
    expect(close).toHaveBeenCalled();
    expect(onPage.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('on click moves an open tab of the site to the order page, else opens one', async () => {
    const moved: FakeClient = { url: `${ORIGIN}/menu`, focus: vi.fn() };
    const other: FakeClient = { url: `${ORIGIN}/menu`, focus: vi.fn(), navigate: vi.fn(async () => moved) };
    const withTab = workerScope([other]);
    await withTab.fire('notificationclick', { notification: { close: vi.fn(), data: { url: `${ORIGIN}/order/o-1` } } });
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/order/o-1`);
    expect(moved.focus).toHaveBeenCalled();

    const none = workerScope([]);
    await none.fire('notificationclick', { notification: { close: vi.fn(), data: { url: `${ORIGIN}/order/o-1` } } });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/order/o-1`);
  });
});
