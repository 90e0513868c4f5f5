// How often each upsell was dismissed, interacted with and redeemed in this visit, kept in session
// storage. Spec section 4: an upsell locks (is not shown again) when redemptions reach the redemption
// threshold, or dismissals plus interactions reach the dismissal threshold. Thresholds per spec
// section 9: dismissal 2, redemption 1.
import { readSession, writeSession } from '../../lib/storage.ts';

export const UPSELL_COUNTERS_KEY = 'upsell_counters';
export const DISMISSAL_THRESHOLD = 2;
export const REDEMPTION_THRESHOLD = 1;

export interface UpsellCounters {
  dismissals: number;
  interactions: number;
  redemptions: number;
}

export type UpsellEvent = keyof UpsellCounters;

const ZERO: UpsellCounters = { dismissals: 0, interactions: 0, redemptions: 0 };

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

export function readCounters(): Record<string, UpsellCounters> {
  try {
    const raw = JSON.parse(readSession(UPSELL_COUNTERS_KEY) ?? '{}') as Record<string, Partial<UpsellCounters>>;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).map(([id, c]) => [
        id,
        { dismissals: count(c?.dismissals), interactions: count(c?.interactions), redemptions: count(c?.redemptions) },
      ]),
    );
  } catch {
    return {};
  }
}

export const countersFor = (upsellId: number): UpsellCounters => readCounters()[String(upsellId)] ?? ZERO;

export function recordUpsellEvent(upsellId: number, event: UpsellEvent): UpsellCounters {
  const all = readCounters();
  const current = all[String(upsellId)] ?? ZERO;
  const next = { ...current, [event]: current[event] + 1 };
  writeSession(UPSELL_COUNTERS_KEY, JSON.stringify({ ...all, [String(upsellId)]: next }));
  return next;
}

export function isLocked(counters: UpsellCounters): boolean {
  return (
    counters.redemptions >= REDEMPTION_THRESHOLD || counters.dismissals + counters.interactions >= DISMISSAL_THRESHOLD
  );
}

export const isUpsellLocked = (upsellId: number): boolean => isLocked(countersFor(upsellId));
