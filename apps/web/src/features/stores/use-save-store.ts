// The signed-in customer's saved pickup store, read and saved from a store page. The cache entries
// are the ones /account/details uses (features/account/use-saved-places.ts and account-api.ts):
// features do not import each other (decision 163), so the keys are written out again here and
// store-pages.test.tsx checks that they match. Saving answers the places as they now are and
// rewrites the customer's `dispositionPreference`, so the cached customer is read again too.
import type { SavedPlaces } from '@storefront/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api.ts';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

const savedPlacesKey = (customerId: string) => ['account', customerId, 'places'] as const;
const customerKey = (customerId: string) => ['account', customerId, 'customer'] as const;

/** '' for a guest. */
const useSignedInCustomerId = (): string => useAuthStore((s) => (s.isAuth ? (s.customer?.customerId ?? '') : ''));

export function useSavedPlacesForStore() {
  const customerId = useSignedInCustomerId();
  return useQuery({
    queryKey: savedPlacesKey(customerId),
    queryFn: ({ signal }) => callApi('savedPlaces', { params: { id: customerId }, signal }),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    // An order placed in another tab may have saved a store since.
    staleTime: 0,
  });
}

export function useSaveStore() {
  const customerId = useSignedInCustomerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeId: number): Promise<SavedPlaces> =>
      callApi('saveStore', { params: { id: customerId }, body: { storeId } }),
    // The account page's changes run in this scope too: one at a time, in the order made.
    scope: { id: `saved-places:${customerId}` },
    onSuccess: (places) => {
      client.setQueryData(savedPlacesKey(customerId), places);
      void client.invalidateQueries({ queryKey: customerKey(customerId) });
    },
  });
}
