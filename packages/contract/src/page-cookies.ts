// Cookies the app sets for the server's choice of page, with no schema library (exported from http.ts).

/**
 * Set (a session cookie, as the stores it mirrors live in session storage) while this visitor's
 * landing differs from a first-time guest's, with one of PERSONAL_LANDING_VALUES. The server then
 * sends `/` as the app's HTML with its loading view, not the landing prerendered for a guest, which
 * would show the guest's choices until the app had mounted (decision 232); with a store chosen it
 * also leaves the guest's menu calls out of a page's preloads (the app asks for its store's).
 */
export const PERSONAL_LANDING_COOKIE = 'rrp_personal';

/** `store`: a store is chosen (the menu's calls name it). `customer`: signed in, no store chosen. */
export const PERSONAL_LANDING_VALUES = ['store', 'customer'] as const;
export type PersonalLanding = (typeof PERSONAL_LANDING_VALUES)[number];

/** The cookie's value as the server reads it: undefined for a guest, and for any value not the app's. */
export function personalLandingOf(value: string | undefined): PersonalLanding | undefined {
  return PERSONAL_LANDING_VALUES.find((known) => known === value);
}
