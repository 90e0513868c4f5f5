// The engagement service's rules shared by the server and the app (spec document 1, sections 4 and 9).

/** Document 1 section 9: content cards refresh every 60 seconds. */
export const CONTENT_CARDS_REFRESH_MS = 60_000;

/**
 * Document 1 section 4: "Content cards expire when past expiresAt; a cache value of 0 never
 * expires, null is always expired." `value` is an epoch time in milliseconds, 0 or null.
 */
export function isEngagementExpired(value: number | null, now: number): boolean {
  if (value === 0) return false;
  if (value === null) return true;
  return value <= now;
}

/** Document 0 section 5: "Blank guid counts as no id" (an empty id, or the all-zero guid). */
export function presentId(id: string | null | undefined): string | null {
  if (!id || !id.trim()) return null;
  return /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id) ? null : id;
}

/**
 * Document 1 section 5: the contactless in-app message displays only if the current store id is
 * in its stores.
 */
export function contactlessMessageShows(messageStores: readonly number[], currentStoreId: number | null): boolean {
  return currentStoreId !== null && currentStoreId > 0 && messageStores.includes(currentStoreId);
}
