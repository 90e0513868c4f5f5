// The signed-in customer's account calls (spec document 1 section 7, Customer service; document 2
// section 7, orderHistory and reorder), by name through the typed client; the bearer token is added
// by the API client. Query keys are per customer so a sign-in as someone else never sees a cached answer.
import type { changeEmailActions, CustomerPatch } from '@storefront/contract';
import { callApi } from '../../lib/api/call-api.ts';
import { accountCustomerKey } from '../../lib/session/saved-places.ts';

export const accountKeys = {
  all: ['account'] as const,
  customer: accountCustomerKey,
  history: (customerId: string, page: number, pageSize: number) =>
    ['account', customerId, 'history', page, pageSize] as const,
  emailChange: (customerId: string) => ['account', customerId, 'email-change'] as const,
};

export const fetchCustomer = (customerId: string, signal?: AbortSignal) =>
  callApi('customer', { params: { id: customerId }, signal });

export const patchCustomer = (customerId: string, patch: CustomerPatch) =>
  callApi('updateCustomer', { params: { id: customerId }, body: patch });

export const deleteCustomer = (customerId: string) => callApi('deleteCustomer', { params: { id: customerId } });

export const fetchOrderHistory = (customerId: string, page: number, pageSize: number, signal?: AbortSignal) =>
  callApi('orderHistory', { params: { customerId }, query: { page, pageSize }, signal });

export const reorder = (customerId: string, orderId: string) =>
  callApi('reorder', { params: { customerId }, body: { orderId } });

export type ChangeEmailAction = (typeof changeEmailActions)[number];

const changeEmailLinks = { confirm: 'confirmEmailChange', cancel: 'cancelEmailChange' } as const;

export const requestEmailChange = (customerId: string, proposedEmail: string) =>
  callApi('requestEmailChange', { params: { id: customerId }, body: { proposedEmail } });

/** The change still waiting for its confirm link (null when none is open or it has expired). */
export const fetchPendingEmailChange = (customerId: string, signal?: AbortSignal) =>
  callApi('pendingEmailChange', { params: { id: customerId }, signal });

/** Withdraws the open change: both e-mailed links stop working. */
export const withdrawEmailChange = (customerId: string) =>
  callApi('withdrawEmailChange', { params: { id: customerId } });

/** The e-mailed token is the proof: this works signed out too, so it carries no bearer token. */
export const followEmailChangeLink = (customerId: string, token: string, action: ChangeEmailAction) =>
  callApi(changeEmailLinks[action], { params: { id: customerId }, body: { token }, auth: false });

export const verifyEmail = (token: string) => callApi('verifyEmail', { body: { token } });
