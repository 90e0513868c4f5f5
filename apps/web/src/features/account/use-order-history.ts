// One page of the signed-in customer's past orders, newest first (GET orderHistory/{customerId}).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { accountKeys, fetchOrderHistory } from './account-api.ts';
import { useCustomerId } from './use-account-customer.ts';

export function useOrderHistory(page: number, pageSize: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: accountKeys.history(customerId, page, pageSize),
    queryFn: ({ signal }) => fetchOrderHistory(customerId, page, pageSize, signal),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    staleTime: 0,
    // The list stays while the next page loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}
