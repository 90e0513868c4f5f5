// Turning notifications on for this device: the browser's permission, a subscription through the
// service worker with the server's VAPID key, and the subscription saved on the server (decision
// 188) for the signed-in customer, or for the order a guest is looking at.
import { BASKET_SESSION_HEADER } from '@storefront/contract/http';
import { callApi } from '../api/call-api.ts';
import { pushPermissionState } from './push-permission.ts';

/** The app asked from an order page (a guest's device then follows that order). */
export interface PushContext {
  orderId?: string | undefined;
  /** The basket session that placed the order: a guest's proof that it is theirs. */
  sessionId?: string | undefined;
}

export type TurnOnOutcome = 'subscribed' | 'denied' | 'not-now';

/** How long to wait for the service worker before saying notifications cannot be set up. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

export class PushSetupError extends Error {}

export const fetchPushPublicKey = async (signal?: AbortSignal): Promise<string | null> =>
  (await callApi('pushPublicKey', { signal, auth: false })).publicKey;

/** The VAPID key as pushManager.subscribe takes it: bytes, from base64url. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('No service worker is running.')), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sameKey = (existing: ArrayBuffer | null, wanted: Uint8Array) =>
  !!existing && existing.byteLength === wanted.byteLength && new Uint8Array(existing).every((b, i) => b === wanted[i]);

/** This device's subscription for the server's key, made (or remade after a key change) when needed. */
async function deviceSubscription(publicKey: string): Promise<PushSubscription> {
  const registration = await serviceWorker();
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

async function saveSubscription(subscription: PushSubscription, context: PushContext): Promise<void> {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushSetupError('The browser gave no keys.');
  await callApi('pushSaveSubscription', {
    body: {
      subscription: {
        endpoint: json.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
      },
      ...(context.orderId ? { orderId: context.orderId } : {}),
    },
    headers: context.sessionId ? { [BASKET_SESSION_HEADER]: context.sessionId } : undefined,
  });
}

/** Asks the browser (only ever after the customer chose to), then subscribes and saves. */
export async function turnOnPushNotifications(context: PushContext): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'not-now';
  await followOnThisDevice(context);
  return 'subscribed';
}

/**
 * With permission already given, (re)saves this device's subscription for this context without
 * asking anything: a device that allowed notifications follows each new order.
 */
export async function followOnThisDevice(context: PushContext): Promise<void> {
  const publicKey = await fetchPushPublicKey();
  if (!publicKey) throw new PushSetupError('Notifications are off on the server.');
  await saveSubscription(await deviceSubscription(publicKey), context);
}

/** Stops notifications on this device: the browser's subscription and the server's record. */
export async function turnOffPushNotifications(): Promise<void> {
  const registration = await serviceWorker();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await callApi('pushDeleteSubscription', { query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * On sign-out: a shared device stops hearing about the signed-out customer's orders and offers
 * (decision 188). Quiet, and nothing at all where push was never allowed.
 */
export async function stopPushOnSignOut(): Promise<void> {
  if (pushPermissionState() !== 'granted') return;
  await turnOffPushNotifications().catch(() => undefined);
}
