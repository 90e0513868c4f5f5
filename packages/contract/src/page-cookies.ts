// Cookies the app sets for the server's choice of page, with no schema library (exported from http.ts).

/**
 * Set (a session cookie, as the stores it mirrors live in session storage) while this visitor's
 * landing differs from a first-time guest's. The server then sends `/` as the app's HTML with its
 * loading view, not the landing prerendered for a guest, which would show the guest's choices
 * until the app had mounted (decision 232); with a store chosen a page's preloads name the menu
 * calls the app makes for its store instead of the guest's.
 */
export const PERSONAL_LANDING_COOKIE = 'rrp_personal';

/** `store`: a store is chosen (the menu's calls name it). `customer`: signed in, no store chosen. */
export const PERSONAL_LANDING_VALUES = ['store', 'customer'] as const;
export type PersonalLanding = (typeof PERSONAL_LANDING_VALUES)[number];

/**
 * What the product service is asked with once a basket has a store, a time and a service type
 * (the app's `fulfilmentContext`, in the order the app's calls name them): the store's code, the
 * service type, and the store-local time for a scheduled order (none for ASAP).
 */
export interface StoreFulfilment {
  storeCode: string;
  fulfilmentType: 'Delivery' | 'Pickup';
  fulfilmentDateTime?: string;
}

const STORE_CODE = /^[A-Za-z0-9-]{1,20}$/;
const FULFILMENT_TYPES: readonly string[] = ['Delivery', 'Pickup'] satisfies StoreFulfilment['fulfilmentType'][];
const STORE_LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const SEPARATOR = '.';

/**
 * The cookie's value: `customer`, `store`, or with the basket's fulfilment known
 * `store.NSW002.Pickup` / `store.NSW002.Pickup.2026-12-01T18:30`. None of it names the visitor.
 */
export function personalLandingValue(landing: 'customer' | { store: StoreFulfilment | null }): string {
  if (landing === 'customer') return 'customer';
  const fulfilment = landing.store;
  if (!fulfilment) return 'store';
  const { storeCode, fulfilmentType, fulfilmentDateTime } = fulfilment;
  const value = ['store', storeCode, fulfilmentType, ...(fulfilmentDateTime ? [fulfilmentDateTime] : [])].join(
    SEPARATOR,
  );
  // A part out of shape would make the whole value unreadable: the plain value still says a store is chosen.
  return storeFulfilmentOf(value) ? value : 'store';
}

/** The store's fulfilment a `store.…` value names; undefined for any other value or any part out of shape. */
export function storeFulfilmentOf(value: string | undefined): StoreFulfilment | undefined {
  const [kind, storeCode, fulfilmentType, fulfilmentDateTime, ...rest] = (value ?? '').split(SEPARATOR);
  if (kind !== 'store' || !storeCode || !fulfilmentType || rest.length > 0) return undefined;
  if (!STORE_CODE.test(storeCode) || !FULFILMENT_TYPES.includes(fulfilmentType)) return undefined;
  if (fulfilmentDateTime !== undefined && !STORE_LOCAL_MINUTE.test(fulfilmentDateTime)) return undefined;
  return {
    storeCode,
    fulfilmentType: fulfilmentType as StoreFulfilment['fulfilmentType'],
    ...(fulfilmentDateTime ? { fulfilmentDateTime } : {}),
  };
}

/** The cookie's value as the server reads it: undefined for a guest, and for any value not the app's. */
export function personalLandingOf(value: string | undefined): PersonalLanding | undefined {
  if (storeFulfilmentOf(value)) return 'store';
  return PERSONAL_LANDING_VALUES.find((known) => known === value);
}
