// Tells the server, by a session cookie, whether this visitor's landing differs from a first-time
// guest's: `store` with a store chosen (with the basket's store, service type and time once it has
// them), `customer` signed in with none. `/` then comes as the app's HTML with its loading view
// rather than the guest's prerendered landing (decision 232), and a menu or product page's HTML
// preloads the menu calls the app will make for its store instead of the guest's. The cookie
// follows the stores from start-up on; it is a hint only, and names nothing about the visitor.
import { PERSONAL_LANDING_COOKIE, personalLandingValue, type StoreFulfilment } from '@storefront/contract/http';
import { basketFulfilmentContext } from '../api/fulfilment-context.ts';
import { useAuthStore } from './auth-store.ts';
import { useBasketSession } from './basket-session.ts';
import { useLocationStore } from './location-store.ts';

/** The basket's fulfilment as the product calls name it; null until it has a store and a service type. */
function storeFulfilment(): StoreFulfilment | null {
  const context = basketFulfilmentContext(useBasketSession.getState().basket);
  return context.storeCode && context.fulfilmentType ? (context as StoreFulfilment) : null;
}

function personalLanding(): string | null {
  if (useLocationStore.getState().orderType !== 'unlocalised')
    return personalLandingValue({ store: storeFulfilment() });
  return useAuthStore.getState().isAuth ? personalLandingValue('customer') : null;
}

function writeCookie(value: string | null, doc: Document): void {
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
  const stops = [
    useLocationStore.subscribe(follow),
    useAuthStore.subscribe(follow),
    useBasketSession.subscribe(follow),
  ];
  return () => stops.forEach((stop) => stop());
}
