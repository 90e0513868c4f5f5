import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock.ts';
import { applicationServerKey, stopPushOnSignOut } from './push-subscription.ts';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const DELETE = `DELETE /api/v1/push/subscriptions?endpoint=${encodeURIComponent(ENDPOINT)}`;

function browser(permission: NotificationPermission, subscription: object | null) {
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => subscription } }) },
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('signing out (decision 188)', () => {
  it("forgets this device's subscription on the server and in the browser", async () => {
    const unsubscribe = vi.fn(async () => true);
    browser('granted', { endpoint: ENDPOINT, unsubscribe });
    const api = mockApi('none', { [DELETE]: () => json(204, null) });
    await stopPushOnSignOut();
    expect(api.calls(DELETE)).toHaveLength(1);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does nothing where push was never allowed', async () => {
    browser('default', null);
    const api = mockApi('none', {});
    await stopPushOnSignOut();
    expect(api.sent).toEqual([]);
  });
});

describe('the VAPID key', () => {
  it('is decoded from base64url to the bytes pushManager.subscribe takes', () => {
    expect(Array.from(applicationServerKey('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });
});
