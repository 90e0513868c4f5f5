import type { OrderMethod, OrderPaymentStatus } from '@storefront/contract';

/** How an order was paid, as stored with it (orders.payment). */
export interface OrderPayment {
  method: OrderMethod;
  /** authorised at placement, then captured; voided or refunded when a cancelled order gives it back. */
  status: OrderPaymentStatus;
  authorisationId: string | null;
  attemptId: string | null;
  card: { brand: string; last4: string } | null;
  /** The card session or provider payment that paid (orders.payment_reference); null in store or free. */
  reference?: string | null;
  /**
   * A group order's split payment (docs/group-orders.md): the authorisation of each share and of the
   * host's cover, captured once the order is placed; authorisationId is then null.
   */
  groupAuthorisationIds?: string[];
}
