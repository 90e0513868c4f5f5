// Store service and address lookup calls (spec section 7), shared by the localisation modal, the
// save flow and the store pages. Answers are typed by the contract; zod stays off the client
// (docs/decisions/011) because the server validates every answer against the same schemas.
import type {
  Address,
  AddressSuggestion,
  Store,
  StoreContact,
  StoreForAddress,
  StoreSchedule,
} from '@storefront/contract';
import { ApiError } from '../api-client.ts';
import { callApi } from './call-api.ts';

export type { Address, AddressSuggestion, Store, StoreContact, StoreForAddress, StoreSchedule };

/** The store code of a new session (spec section 3: the new-session store is 0). */
export const NEW_SESSION_STORE_CODE = '0';

export async function searchAddresses(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const answer = await callApi('addressSearch', { query: { text }, signal });
  return answer.picklist;
}

export const getAddress = (moniker: string, signal?: AbortSignal): Promise<Address> =>
  callApi('address', { params: { moniker }, signal });

/** Stores near a searched suburb, postcode or place, nearest first, with their trading days. */
export const locateStores = (search: string, signal?: AbortSignal): Promise<StoreSchedule[]> =>
  callApi('storesNearPlace', { query: { search, includeTradingException: true }, signal });

/** Stores in or delivering to a postcode, with their trading days. */
export const storesInPostcode = (postcode: string, signal?: AbortSignal): Promise<StoreSchedule[]> =>
  callApi('storesInPostcode', { query: { postcode, includeTradingException: true }, signal });

export interface GeoQuery {
  latitude: number;
  longitude: number;
  isPickup: boolean;
  radiusKm?: number;
}

/** Stores serving a point: pickup within the radius, delivery by zone. No trading days. */
export const storesNear = ({ latitude, longitude, isPickup, radiusKm }: GeoQuery, signal?: AbortSignal) =>
  callApi('storesNearPoint', {
    query: { Latitude: latitude, Longitude: longitude, IsPickup: isPickup, Radius: radiusKm },
    signal,
  });

export const storeByCode = (code: string, signal?: AbortSignal): Promise<Store> =>
  callApi('store', { params: { code }, signal });

/** A store by its page slug ('parramatta') or name. */
export const storeByName = (name: string, signal?: AbortSignal): Promise<Store> =>
  callApi('storeByName', { query: { name }, signal });

export const storeContact = (code: string, signal?: AbortSignal): Promise<StoreContact> =>
  callApi('storeContact', { params: { code }, signal });

export const allStores = (signal?: AbortSignal): Promise<Store[]> =>
  callApi('storeList', { query: { includeComingSoon: false }, signal });

/** One store with its trading days for the week (the postcode schedule always lists the store itself). */
export async function storeSchedule(
  store: Pick<Store, 'code' | 'postCode'>,
  signal?: AbortSignal,
): Promise<StoreSchedule | null> {
  const stores = await storesInPostcode(store.postCode, signal);
  return stores.find((candidate) => candidate.code === store.code) ?? null;
}

/** Trading days for several stores at once, one call per postcode. */
export async function schedulesFor(
  stores: readonly Pick<Store, 'code' | 'postCode'>[],
  signal?: AbortSignal,
): Promise<Map<string, StoreSchedule>> {
  const postcodes = [...new Set(stores.map((store) => store.postCode))];
  const answers = await Promise.all(postcodes.map((postcode) => storesInPostcode(postcode, signal)));
  const wanted = new Set(stores.map((store) => store.code));
  return new Map(
    answers
      .flat()
      .filter((s) => wanted.has(s.code))
      .map((s) => [s.code, s]),
  );
}

export interface ValidateGeolocationQuery {
  latitude: number;
  longitude: number;
  isPickup: boolean;
  /** Store-local 'YYYY-MM-DDTHH:mm'; omitted for ASAP. */
  orderDueAt?: string | null;
  suburb?: string;
  postcode?: string;
}

/**
 * Stores able to serve the address at the time, best first (the given store first when it
 * qualifies). 406 NoStoresFound when none (spec section 5).
 */
export async function validateGeolocation(
  code: string,
  query: ValidateGeolocationQuery,
  signal?: AbortSignal,
): Promise<StoreForAddress[]> {
  const answer = await callApi('storeValidateGeolocation', {
    params: { code: code || NEW_SESSION_STORE_CODE },
    query: {
      Latitude: query.latitude,
      Longitude: query.longitude,
      IsPickup: query.isPickup,
      OrderDueAt: query.orderDueAt ?? undefined,
      suburb: query.suburb || undefined,
      postcode: query.postcode || undefined,
    },
    signal,
  });
  return answer.stores;
}

/** Query retry: once for network and server failures; a 4xx answer will not change on retry. */
export const retryUnlessClientError = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
