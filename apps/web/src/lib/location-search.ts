/** Spec section 5: location search needs at least 3 characters. */
export const LOCATION_SEARCH_MIN_LENGTH = 3;

/** The message to show for a search term, or null when it can be searched. */
export function locationSearchError(term: string): string | null {
  if (term.trim().length >= LOCATION_SEARCH_MIN_LENGTH) return null;
  return `Enter at least ${LOCATION_SEARCH_MIN_LENGTH} characters of a suburb, postcode or address`;
}
