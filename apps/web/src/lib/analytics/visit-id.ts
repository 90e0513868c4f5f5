// One visit, one id: made on the first event of a browser tab and kept in session storage, so the
// staff funnel counts distinct visits (a reload is the same visit, a new tab a new one).
import { readSession, writeSession } from '../storage.ts';

export const VISIT_ID_KEY = 'analytics_visit';

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function visitId(): string {
  const kept = readSession(VISIT_ID_KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const id = newId();
  writeSession(VISIT_ID_KEY, id);
  return id;
}
