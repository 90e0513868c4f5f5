// Whether this browser can take push notifications and what the customer has said so far
// (spec document 1 section 5: the push primer is hidden if push is unsupported, granted or blocked).

export type PushPermissionState = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushPermissionState(): PushPermissionState {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  return supported ? Notification.permission : 'unsupported';
}

/** Kept on the device: a customer who said "Not now" is not asked again here (decision 188). */
export const PRIMER_DISMISSED_KEY = 'push-primer-dismissed';

export function primerDismissed(): boolean {
  try {
    return localStorage.getItem(PRIMER_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function dismissPrimer(now = new Date()): void {
  try {
    localStorage.setItem(PRIMER_DISMISSED_KEY, now.toISOString());
  } catch {
    // Storage full or blocked: the primer may ask once more next time, which is harmless.
  }
}
