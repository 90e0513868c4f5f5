// Tells the server, by a session cookie, whether this visitor's landing differs from a first-time
// guest's: `store` with a store chosen, `customer` signed in with none. `/` then comes as the app's
// HTML with its loading view rather than the guest's prerendered landing (decision 232), and with
// a store chosen a menu or product page's HTML no longer preloads the guest's menu calls. The
// cookie follows the stores from start-up on; it is a hint only, and names nothing about the visitor.
import { PERSONAL_LANDING_COOKIE, type PersonalLanding } from '@storefront/contract/http';
import { useAuthStore } from './auth-store.ts';
import { useLocationStore } from './location-store.ts';

function personalLanding(): PersonalLanding | null {
  if (useLocationStore.getState().orderType !== 'unlocalised') return 'store';
  return useAuthStore.getState().isAuth ? 'customer' : null;
}

function writeCookie(value: PersonalLanding | null, doc: Document): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = value
      ? `${PERSONAL_LANDING_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`
      : `${PERSONAL_LANDING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // A document that may not set cookies (a sandboxed frame): the server sends the guest's pages.
  }
}

/** Writes the cookie for the stores as they are now and after each change; returns how to stop. */
export function keepPersonalLandingCookie(doc: Document = document): () => void {
  let written = personalLanding();
  writeCookie(written, doc);
  const follow = () => {
    const value = personalLanding();
    if (value === written) return;
    written = value;
    writeCookie(value, doc);
  };
  const stopLocation = useLocationStore.subscribe(follow);
  const stopAuth = useAuthStore.subscribe(follow);
  return () => {
    stopLocation();
    stopAuth();
  };
}
