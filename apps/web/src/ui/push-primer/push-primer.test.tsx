import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMER_DISMISSED_KEY } from '../../lib/push/push-permission.ts';
import { applicationServerKey } from '../../lib/push/push-subscription.ts';
import { json, mockApi } from '../../test/api-mock.ts';
import { forgetPublicKey, PushPrimer, primerMessages } from './push-primer.tsx';
import { PushSettings, pushSettingsMessages } from './push-settings.tsx';

// Spec document 1 section 5: the push primer is hidden if push is unsupported, granted or
// blocked; decision 188: also once dismissed, and when the server sends no push.
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ORDER_ID = '3f8b1a52-2c4e-4a63-9d59-6f0c2b7d1e10';
const KEY_PATH = 'GET /api/v1/push/public-key';
const SAVE_PATH = 'PUT /api/v1/push/subscriptions';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  options: { applicationServerKey: applicationServerKey(PUBLIC_KEY).buffer },
  toJSON: () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    expirationTime: null,
    keys: { p256dh: 'BPpSKc2NxW5yNbRrgWxHpDQQDTEOrpQ6tX4m2Mmxd6U', auth: 'c2VjcmV0LWF1dGgtMTY' },
  }),
  unsubscribe: vi.fn(async () => true),
};
const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) };

/** A browser with push, its permission as given; `requestPermission` answers `answer`. */
function browser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
}

function renderPrimer(ui = <PushPrimer orderId={ORDER_ID} sessionId="sess-1" signedIn={false} />) {
  return render(ui);
}

/** Lets the public-key call answer and React settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  forgetPublicKey();
  localStorage.clear();
  pushManager.getSubscription.mockClear();
  pushManager.subscribe.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push primer is hidden', () => {
  it('when the browser has no push (no PushManager)', async () => {
    const api = mockApi('none', { [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }) });
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    const { container } = renderPrimer();
    await settle();
    expect(container.innerHTML).toBe('');
    expect(api.keys()).toEqual([]);
  });

  it('when notifications are already granted (the device quietly follows this order instead)', async () => {
    browser('granted');
    const api = mockApi('none', {
      [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }),
      [SAVE_PATH]: () => json(204, null),
    });
    const { container } = renderPrimer();
    await vi.waitFor(() => expect(api.calls(SAVE_PATH)).toHaveLength(1));
    expect(container.innerHTML).toBe('');
    expect(api.calls(SAVE_PATH)[0]!.body).toMatchObject({ orderId: ORDER_ID });
  });

  it('when notifications are blocked', async () => {
    browser('denied');
    mockApi('none', { [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }) });
    const { container } = renderPrimer();
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('once dismissed on this device', async () => {
    browser('default');
    localStorage.setItem(PRIMER_DISMISSED_KEY, '2026-11-25T09:00:00.000Z');
    mockApi('none', { [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }) });
    const { container } = renderPrimer();
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('when the server sends no push (no public key)', async () => {
    browser('default');
    mockApi('none', { [KEY_PATH]: () => json(200, { publicKey: null }) });
    const { container } = renderPrimer();
    await settle();
    expect(container.innerHTML).toBe('');
  });
});

describe('the push primer', () => {
  it('says what notifications are for, and asks the browser only when the customer chooses', async () => {
    browser('default');
    const api = mockApi('none', {
      [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }),
      [SAVE_PATH]: () => json(204, null),
    });
    renderPrimer();
    expect(await screen.findByRole('heading', { name: primerMessages.heading })).toBeTruthy();
    expect(screen.getByText(primerMessages.guest)).toBeTruthy();
    expect(Notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: primerMessages.turnOn }));
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toBe(primerMessages.on);
    expect(document.activeElement).toBe(outcome);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(PUBLIC_KEY),
    });
    const [saved] = api.calls(SAVE_PATH);
    expect(saved!.body).toEqual({ subscription: subscription.toJSON(), orderId: ORDER_ID });
    expect(saved!.headers['x-session-id']).toBe('sess-1');
  });

  it('says how to unblock when the browser is told no', async () => {
    browser('default', 'denied');
    const api = mockApi('none', { [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }) });
    renderPrimer();
    await userEvent.click(await screen.findByRole('button', { name: primerMessages.turnOn }));
    expect((await screen.findByRole('status')).textContent).toBe(primerMessages.blocked);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls(SAVE_PATH)).toEqual([]);
  });

  it('reports a failure to save, and the customer may try again', async () => {
    browser('default');
    mockApi('none', {
      [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }),
      [SAVE_PATH]: () => json(503, { status: 503, code: 'ServiceUnavailable', message: 'off' }),
    });
    renderPrimer();
    await userEvent.click(await screen.findByRole('button', { name: primerMessages.turnOn }));
    expect((await screen.findByRole('alert')).textContent).toBe(primerMessages.failed);
    expect(screen.getByRole('button', { name: primerMessages.turnOn })).toBeTruthy();
  });

  it('"Not now" is remembered on the device, and focus moves to what replaced the panel', async () => {
    browser('default');
    mockApi('none', { [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }) });
    renderPrimer(<PushPrimer signedIn />);
    expect(await screen.findByText(primerMessages.signedIn)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: primerMessages.notNow }));
    const outcome = screen.getByRole('status');
    expect(outcome.textContent).toBe(primerMessages.dismissed);
    expect(document.activeElement).toBe(outcome);
    expect(localStorage.getItem(PRIMER_DISMISSED_KEY)).not.toBeNull();
    expect(Notification.requestPermission).not.toHaveBeenCalled();
  });
});

describe('notifications on /account/communication', () => {
  it('still offers them after a dismissal elsewhere', async () => {
    browser('default');
    localStorage.setItem(PRIMER_DISMISSED_KEY, '2026-11-25T09:00:00.000Z');
    mockApi('none', { [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }) });
    renderPrimer(<PushSettings />);
    expect(await screen.findByRole('button', { name: primerMessages.turnOn })).toBeTruthy();
  });

  it('say when the browser has no push, or blocks it', () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    const { unmount } = renderPrimer(<PushSettings />);
    expect(screen.getByText(pushSettingsMessages.unsupported)).toBeTruthy();
    unmount();
    browser('denied');
    renderPrimer(<PushSettings />);
    expect(screen.getByText(primerMessages.blocked)).toBeTruthy();
  });

  it('turn off on this device: the server forgets the endpoint and the browser unsubscribes', async () => {
    browser('granted');
    pushManager.getSubscription.mockResolvedValueOnce(subscription as never);
    const deletePath = `DELETE /api/v1/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`;
    const api = mockApi('none', { [deletePath]: () => json(204, null) });
    renderPrimer(<PushSettings />);
    await userEvent.click(screen.getByRole('button', { name: pushSettingsMessages.turnOff }));
    expect((await screen.findByText(pushSettingsMessages.off)).getAttribute('role')).toBe('status');
    expect(api.calls(deletePath)).toHaveLength(1);
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });
});
