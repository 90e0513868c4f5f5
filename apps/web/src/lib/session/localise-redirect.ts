// Where a landing visitor goes once their session is saved (spec section 4: "a landing visitor is
// taken to the stored redirect"). A screen that needs a store first (a deal link, a product) stores
// its path and sends the visitor to choose; landing's ?redirect= does the same for links.
import { readSession, removeSession, writeSession } from '../storage.ts';

export const LOCALISE_REDIRECT_KEY = 'localise_redirect';

/** Only same-site paths: '/menu/pizza', never '//evil.example' or 'https://...'. */
export const isSafeRedirect = (path: string | null | undefined): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function setLocaliseRedirect(path: string): void {
  if (isSafeRedirect(path)) writeSession(LOCALISE_REDIRECT_KEY, path);
}

/** The stored redirect, removed; null when none (or not a same-site path). */
export function takeLocaliseRedirect(): string | null {
  const path = readSession(LOCALISE_REDIRECT_KEY);
  removeSession(LOCALISE_REDIRECT_KEY);
  return isSafeRedirect(path) ? path : null;
}
