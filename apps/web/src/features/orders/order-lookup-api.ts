// Tracking from another device (POST /order/lookup): the order reference and the mobile number or
// e-mail given on the order earn a short-lived grant, kept for the tab and sent on each poll
// (GET /order/lookup/{orderId}); each answer moves the grant's time on.
import type { OrderStatusView, TrackingGrant } from '@storefront/contract';
import { TRACKING_GRANT_HEADER } from '@storefront/contract/http';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { callApi } from '../../lib/api/call-api.ts';
import { sessionPersist } from '../../lib/storage.ts';

interface TrackingGrantsState {
  /** By order id. */
  grants: Record<string, TrackingGrant>;
  keep(orderId: string, grant: TrackingGrant): void;
}

export const useTrackingGrants = create<TrackingGrantsState>()(
  persist(
    (set, get) => ({
      grants: {},
      keep: (orderId, grant) => set({ grants: { ...get().grants, [orderId]: grant } }),
    }),
    sessionPersist('trackingGrants', ({ grants }) => ({ grants })),
  ),
);

/** The grant this tab holds for an order, while it has not run out. */
export function grantFor(orderId: string, now = Date.now()): TrackingGrant | null {
  const grant = useTrackingGrants.getState().grants[orderId];
  return grant && Date.parse(grant.expiresAt) > now ? grant : null;
}

export async function lookUpOrder(orderReference: string, contact: string): Promise<OrderStatusView> {
  const answer = await callApi('orderLookup', { body: { orderReference, contact }, auth: false });
  useTrackingGrants.getState().keep(answer.order.orderId, answer.grant);
  return answer.order;
}

export async function fetchOrderByGrant(
  orderId: string,
  token: string,
  signal?: AbortSignal,
): Promise<OrderStatusView> {
  const answer = await callApi('orderByGrant', {
    params: { orderId },
    headers: { [TRACKING_GRANT_HEADER]: token },
    signal,
    auth: false,
  });
  useTrackingGrants.getState().keep(orderId, answer.grant);
  return answer.order;
}
