// The signed-in customer as GET /customer/{id} answers it, and the PATCH that changes it. A saved
// change replaces the cached customer and the auth store's summary (the greeting, the header).
import type { Customer, CustomerPatch } from '@storefront/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { customerSummary } from '../../lib/session/customer-session.ts';
import { accountKeys, fetchCustomer, patchCustomer } from './account-api.ts';

/** The id of the signed-in customer; the route guards keep guests off the pages that call this. */
export const useCustomerId = (): string => useAuthStore((s) => s.customer?.customerId ?? '');

export function useAccountCustomer() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: accountKeys.customer(customerId),
    queryFn: ({ signal }) => fetchCustomer(customerId, signal),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    // The account pages show what the server holds now, not a five-minute-old copy.
    staleTime: 0,
  });
}

export function useUpdateCustomer() {
  const customerId = useCustomerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: CustomerPatch) => patchCustomer(customerId, patch),
    onSuccess: (customer: Customer) => {
      client.setQueryData(accountKeys.customer(customerId), customer);
      useAuthStore.setState({ customer: customerSummary(customer) });
    },
  });
}
