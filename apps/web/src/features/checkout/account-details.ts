// The signed-in customer's own details at checkout (GET /customer/{id}): name, mobile and e-mail
// fill the empty fields, so a customer with an account does not type them again. None for a guest,
// and nothing when the account could not be read (the fields stay as typed).
import type { Customer } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../lib/api/call-api.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { displayMobile, type DetailsForm } from './customer-details.ts';

export const checkoutCustomerKeys = { details: (customerId: string) => ['checkout', customerId, 'customer'] as const };

/** The details form as the account holds it; only what the account has is named. */
export function detailsFromAccount(customer: Customer): Partial<DetailsForm> {
  const found: Partial<DetailsForm> = {
    firstName: customer.profile.firstName.trim(),
    lastName: customer.profile.lastName.trim(),
    mobileNumber: customer.mobileNumber ? displayMobile(customer.mobileNumber) : '',
    email: customer.email ?? '',
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Partial<DetailsForm>;
}

/** The signed-in customer's details for the form, once read; empty for a guest or before then. */
export function useAccountDetails(): Partial<DetailsForm> {
  const customerId = useAuthStore((s) => s.customer?.customerId ?? null);
  const query = useQuery({
    queryKey: checkoutCustomerKeys.details(customerId ?? ''),
    queryFn: ({ signal }) => callApi('customer', { params: { id: customerId! }, signal }),
    enabled: customerId !== null,
    staleTime: 0,
    retry: false,
  });
  const { data } = query;
  // One object per answer, so an effect that fills the form runs once per answer, not per render.
  return useMemo(() => (customerId && data ? detailsFromAccount(data) : {}), [customerId, data]);
}
