import type { PushMessage } from '@storefront/contract';
import webPush from 'web-push';
import type { VapidDetails } from './vapid-keys.ts';

/** How one message to one device went. */
export type DeliveryOutcome =
  | { outcome: 'sent' }
  /** 404 or 410: the browser dropped the subscription; the caller deletes it. */
  | { outcome: 'gone'; status: number }
  /** No answer at all (no network, no such host, timed out): the local stand-in keeps it. */
  | { outcome: 'unreachable'; reason: string }
  | { outcome: 'failed'; status: number };

export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type DeliverPush = (
  device: DeviceKeys,
  message: PushMessage,
  options: { ttlSeconds: number },
) => Promise<DeliveryOutcome>;

/** How long one push service gets to answer. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one message: web-push encrypts the payload for the device (RFC 8291) and signs the VAPID
 * header (RFC 8292); the request itself goes through fetch, so a timeout ends it and a plain-http
 * stand-in push service (tests, development) works too.
 */
export function webPushDelivery(vapid: VapidDetails, timeoutMs = PUSH_TIMEOUT_MS): DeliverPush {
  return async (device, message, { ttlSeconds }) => {
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      { vapidDetails: vapid, TTL: ttlSeconds, contentEncoding: 'aes128gcm' },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { outcome: 'unreachable', reason: cause ?? (error as Error).name };
    }
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
    return response.ok ? { outcome: 'sent' } : { outcome: 'failed', status: response.status };
  };
}

/** True when a device's keys can encrypt a payload (a p256dh that is not a P-256 point cannot). */
export function keysUsable(p256dh: string, auth: string): boolean {
  try {
    webPush.encrypt(p256dh, auth, 'check', 'aes128gcm');
    return true;
  } catch {
    return false;
  }
}
