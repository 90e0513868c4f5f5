// Cookies the app sets for the server's choice of page, with no schema library (exported from http.ts).

/**
 * Set (a session cookie, as the stores it mirrors live in session storage) while this visitor's
 * landing differs from a first-time guest's: a store is chosen or a customer is signed in. The
 * server then sends `/` as the app's HTML with its loading view, not the landing prerendered for a
 * guest, which would show the guest's choices until the app had mounted.
 */
export const PERSONAL_LANDING_COOKIE = 'rrp_personal';
