import { createHash } from 'node:crypto';

/**
 * Gazetteer monikers carry everything needed to rebuild the address (the locality's record id
 * and the normalised street line), so getting an address needs no stored search state and a
 * moniker stays valid across restarts. Shape: `g1.<base64url JSON>.<check>`.
 *
 * The check catches edited, truncated or mistyped monikers. It is not a secret: a crafted
 * moniker can only name a locality that exists with a street line of plain address characters,
 * which is no more than a customer could get by typing that street into the search.
 */
export const MONIKER_VERSION = 'g1';

export interface MonikerContent {
  localityId: number;
  street: string | null;
}

const MAX_STREET_LENGTH = 200;
const STREET_TEXT = /^[\p{L}\p{M}\p{N}' /-]+$/u;

const checkOf = (payload: string) =>
  createHash('sha256').update(`${MONIKER_VERSION}.${payload}`).digest('base64url').slice(0, 10);

/** Whether a moniker can carry this street line (decodeMoniker refuses any other). */
export const monikerCanCarry = (street: string | null): boolean =>
  street === null || (street.length <= MAX_STREET_LENGTH && STREET_TEXT.test(street));

export function encodeMoniker({ localityId, street }: MonikerContent): string {
  const payload = Buffer.from(JSON.stringify([localityId, street]), 'utf8').toString('base64url');
  return `${MONIKER_VERSION}.${payload}.${checkOf(payload)}`;
}

/** The moniker's content, or null for anything this version did not issue. */
export function decodeMoniker(moniker: string): MonikerContent | null {
  const [version, payload, check, ...extra] = moniker.split('.');
  if (version !== MONIKER_VERSION || !payload || extra.length > 0 || check !== checkOf(payload)) return null;
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(content) || content.length !== 2) return null;
  const [localityId, street] = content as unknown[];
  if (typeof localityId !== 'number' || !Number.isSafeInteger(localityId) || localityId <= 0) return null;
  if (street !== null && (typeof street !== 'string' || !monikerCanCarry(street))) return null;
  return { localityId, street };
}
