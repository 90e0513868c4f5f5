// The signed-in customer's saved delivery address and pickup store (spec document 1 section 6: an
// order placed signed in saves its store or address; a preferred order type exists only while both
// are saved). Each change answers the places as they now are. The server also rewrites the
// customer's `dispositionPreference` (GET /customer), which the post-login offer reads, so the
// cached customer is read again after every change. Shared by /account/details and the store pages
// (which save their store), so both read and write the same cache entries.
import type { BasketServiceType, SavedAddress, SavedPlaces } from '@storefront/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/call-api.ts';
import { retryUnlessClientError } from '../api/store-api.ts';
import { useAuthStore } from './auth-store.ts';

export const savedPlacesKey = (customerId: string) => ['account', customerId, 'places'] as const;
/** The signed-in customer as GET /customer answers it: the account pages' entry (account-api.ts). */
export const accountCustomerKey = (customerId: string) => ['account', customerId, 'customer'] as const;

/** '' for a guest. */
const useSignedInCustomerId = (): string => useAuthStore((s) => (s.isAuth ? (s.customer?.customerId ?? '') : ''));

/** The changes a customer makes; orders save places too. */
export type SavedPlacesChange =
  | { kind: 'saveAddress'; address: SavedAddress }
  | { kind: 'saveStore'; storeId: number }
  | { kind: 'removeAddress' }
  | { kind: 'removeStore' }
  | { kind: 'prefer'; serviceType: BasketServiceType };

export const fetchSavedPlaces = (customerId: string, signal?: AbortSignal) =>
  callApi('savedPlaces', { params: { id: customerId }, signal });

function sendChange(customerId: string, change: SavedPlacesChange): Promise<SavedPlaces> {
  const params = { id: customerId };
  switch (change.kind) {
    case 'saveAddress':
      return callApi('saveAddress', { params, body: change.address });
    case 'saveStore':
      return callApi('saveStore', { params, body: { storeId: change.storeId } });
    case 'removeAddress':
      return callApi('removeSavedAddress', { params });
    case 'removeStore':
      return callApi('removeSavedStore', { params });
    case 'prefer':
      return callApi('preferServiceType', { params, body: { serviceType: change.serviceType } });
  }
}

export function useSavedPlaces() {
  const customerId = useSignedInCustomerId();
  return useQuery({
    queryKey: savedPlacesKey(customerId),
    queryFn: ({ signal }) => fetchSavedPlaces(customerId, signal),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    // An order placed in another tab may have saved a place since.
    staleTime: 0,
  });
}

export function useChangeSavedPlaces() {
  const customerId = useSignedInCustomerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SavedPlacesChange) => sendChange(customerId, change),
    // One at a time, in the order made: Delivery then Pickup in quick succession ends on Pickup,
    // on the server and on screen, whatever order the answers would have come back in.
    scope: { id: `saved-places:${customerId}` },
    onSuccess: (places) => {
      client.setQueryData(savedPlacesKey(customerId), places);
      void client.invalidateQueries({ queryKey: accountCustomerKey(customerId) });
    },
  });
}
