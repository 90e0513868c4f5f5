// What delivery costs before anything is in the cart: the delivery fee (the catalogue's
// 'delivery-fee' surcharge, which the basket charges once it holds something) and the store's
// minimum delivery order. Shown where the address is confirmed and in the header.
import type { Basket } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useEffect, useState } from 'react';
import { callApi } from './api/call-api.ts';

/** The catalogue's delivery surcharge product (the API's DELIVERY_FEE_SLUG). */
export const DELIVERY_FEE_SLUG = 'delivery-fee';

export interface DeliveryCosts {
  /** Cents; null until known. */
  fee: number | null;
  /** The suburb's own surcharge in cents (0: none). */
  suburbFee: number;
  /** The store's minimum delivery order in cents (0: none). */
  minimum: number;
}

let feeRequest: Promise<number | null> | null = null;

/**
 * The catalogue's delivery fee, fetched once per visit (it changes with the catalogue, not during
 * a visit). A plain fetch: the header uses it, and the landing loads without TanStack Query.
 */
export function loadDeliveryFee(): Promise<number | null> {
  feeRequest ??= callApi('surcharges').then(
    (surcharges) => surcharges.find((p) => p.slug === DELIVERY_FEE_SLUG)?.totalPrice ?? null,
    () => {
      feeRequest = null; // a failure is asked again next time; until then the fee is not shown
      return null;
    },
  );
  return feeRequest;
}

/** Forgets the fetched fee (tests). */
export function resetDeliveryFee(): void {
  feeRequest = null;
}

/** The catalogue's delivery fee, asked only when `enabled` (a delivery session or address). */
export function useDeliveryFee(enabled: boolean): number | null {
  const [fee, setFee] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadDeliveryFee().then((value) => live && setFee(value));
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? fee : null;
}

/** A delivery basket's costs: its charges once it holds something, else the catalogue's fee. */
export function basketDeliveryCosts(
  basket: Pick<Basket, 'serviceCharges' | 'storeInfo'>,
  catalogueFee: number | null,
): DeliveryCosts {
  const charge = (type: 'Delivery' | 'Suburb') => basket.serviceCharges.find((c) => c.serviceChargeType === type);
  return {
    fee: charge('Delivery')?.total ?? catalogueFee,
    suburbFee: charge('Suburb')?.total ?? 0,
    minimum: basket.storeInfo.minimumDeliveryOrderValue,
  };
}

/**
 * '$7.95 delivery fee · $20.00 minimum order' ('short': '$7.95 delivery · $20.00 min. order', which
 * fits the header at 320 px), the parts known; '' when none is.
 */
export function deliveryCostsText({ fee, suburbFee, minimum }: DeliveryCosts, short = false): string {
  const parts: string[] = [];
  const feeWord = short ? 'delivery' : 'delivery fee';
  if (fee !== null) parts.push(`${formatCents(fee + suburbFee)} ${feeWord}`);
  else if (suburbFee > 0) parts.push(`${formatCents(suburbFee)} suburb ${feeWord}`);
  if (minimum > 0) parts.push(`${formatCents(minimum)} ${short ? 'min. order' : 'minimum order'}`);
  return parts.join(' · ');
}
