// Tells the server, by a session cookie, whether this visitor's landing differs from a first-time
// guest's (a chosen store, a signed-in customer): `/` then comes as the app's HTML with its loading
// view rather than the guest's prerendered landing (decision 232). The cookie follows the two
// stores from start-up on; it is a hint only, and names nothing about the visitor.
import { PERSONAL_LANDING_COOKIE } from '@storefront/contract/http';
import { useAuthStore } from './auth-store.ts';
import { useLocationStore } from './location-store.ts';

const isPersonal = (): boolean =>
  useLocationStore.getState().orderType !== 'unlocalised' || useAuthStore.getState().isAuth;

function writeCookie(personal: boolean, doc: Document): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = personal
      ? `${PERSONAL_LANDING_COOKIE}=1; Path=/; SameSite=Lax${secure}`
      : `${PERSONAL_LANDING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // A document that may not set cookies (a sandboxed frame): the server sends the guest's landing.
  }
}

/** Writes the cookie for the stores as they are now and after each change; returns how to stop. */
export function keepPersonalLandingCookie(doc: Document = document): () => void {
  let written = isPersonal();
  writeCookie(written, doc);
  const follow = () => {
    const personal = isPersonal();
    if (personal === written) return;
    written = personal;
    writeCookie(personal, doc);
  };
  const stopLocation = useLocationStore.subscribe(follow);
  const stopAuth = useAuthStore.subscribe(follow);
  return () => {
    stopLocation();
    stopAuth();
  };
}
