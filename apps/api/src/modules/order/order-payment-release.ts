import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { OrderPayment } from './order-payment.ts';
import type { OrderRepository } from './order.repository.ts';
import type { OrderRow } from './order-view.ts';

/**
 * Gives the money back for a cancelled order: a void while only authorised, a refund of what is
 * still captured once captured; the order's payment status says which. A group order's split
 * payment gives back each of its authorisations. Idempotent by the order.
 */
export async function releaseOrderPayment(gateway: PaymentGateway, repository: OrderRepository, order: OrderRow) {
  const payment = order.payment as OrderPayment;
  const single = payment.authorisationId;
  const authorisations = single ? [single] : (payment.groupAuthorisationIds ?? []);
  let released: 'voided' | 'refunded' | null = null;
  for (const authorisationId of authorisations) {
    const record = await gateway.getAuthorisation(authorisationId);
    if (record.status === 'authorised' || record.status === 'pending') {
      await gateway.void(authorisationId);
      released ??= 'voided';
    } else if (record.status === 'captured' || record.status === 'partially_refunded') {
      await gateway.refund(authorisationId, record.capturedCents - record.refundedCents, {
        idempotencyKey: single ? `cancel:${order.orderId}` : `cancel:${order.orderId}:${authorisationId}`,
      });
      released = 'refunded';
    }
  }
  if (released) await repository.recordPaymentStatus(order.orderId, released);
}

/** The same, logging instead of throwing: the cancel itself stands. */
export const releaseOrderPaymentLogged = (
  gateway: PaymentGateway,
  repository: OrderRepository,
  order: OrderRow,
  log: FastifyBaseLogger,
) =>
  releaseOrderPayment(gateway, repository, order).catch((error: unknown) =>
    log.error({ err: error, orderId: order.orderId }, 'could not release the payment of a cancelled order'),
  );
