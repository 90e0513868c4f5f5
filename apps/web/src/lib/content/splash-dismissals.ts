// The content splash's dismissals (spec: at most 2, expiry 10): a splash dismissed twice is not
// shown again until 10 days after its first dismissal, then the count starts over. Shown at most
// once per visit (tab), so one dismissal is not undone by the next page. Kept per splash story.
const MAX_DISMISSALS = 2;
/** The spec gives 10 without a unit; days keep a dismissed splash away for a marketing cycle. */
export const SPLASH_EXPIRY_MS = 10 * 24 * 60 * 60_000;

export interface SplashDismissals {
  count: number;
  /** When the first dismissal of this count was made (ms). */
  since: number;
}

const storageKey = (splashId: string) => `splash_dismissals_${splashId}`;
const visitKey = (splashId: string) => `splash_seen_${splashId}`;

/** The record still in force at `now` (an expired one counts as none). */
export function currentDismissals(record: SplashDismissals | null, now: number): SplashDismissals | null {
  return record && now - record.since < SPLASH_EXPIRY_MS ? record : null;
}

export function splashAllowed(record: SplashDismissals | null, now: number): boolean {
  return (currentDismissals(record, now)?.count ?? 0) < MAX_DISMISSALS;
}

export function afterDismissal(record: SplashDismissals | null, now: number): SplashDismissals {
  const current = currentDismissals(record, now);
  return current ? { count: current.count + 1, since: current.since } : { count: 1, since: now };
}

function readRecord(splashId: string): SplashDismissals | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(splashId)) ?? 'null') as unknown;
    const record = value as Partial<SplashDismissals> | null;
    return record && typeof record.count === 'number' && typeof record.since === 'number'
      ? { count: record.count, since: record.since }
      : null;
  } catch {
    return null;
  }
}

/** Whether the splash may show now: under the dismissal limit and not yet dismissed in this tab. */
export function mayShowSplash(splashId: string, now = Date.now()): boolean {
  try {
    if (sessionStorage.getItem(visitKey(splashId))) return false;
  } catch {
    // no session storage: the stored count alone decides
  }
  return splashAllowed(readRecord(splashId), now);
}

export function dismissSplash(splashId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(visitKey(splashId), '1');
    localStorage.setItem(storageKey(splashId), JSON.stringify(afterDismissal(readRecord(splashId), now)));
  } catch {
    // storage unavailable: the splash may show again, which is harmless
  }
}
