import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { OrderPayment } from './order-commit.ts';
import type { OrderRepository } from './order.repository.ts';
import type { OrderRow } from './order-view.ts';

/**
 * Gives the money back for a cancelled order: a void while only authorised, a refund of what is
 * still captured once captured; the order's payment status says which. Idempotent by the order.
 */
export async function releaseOrderPayment(gateway: PaymentGateway, repository: OrderRepository, order: OrderRow) {
  const payment = order.payment as OrderPayment;
  if (!payment.authorisationId) return;
  const record = await gateway.getAuthorisation(payment.authorisationId);
  if (record.status === 'authorised' || record.status === 'pending') {
    await gateway.void(payment.authorisationId);
    await repository.recordPaymentStatus(order.orderId, 'voided');
  } else if (record.status === 'captured' || record.status === 'partially_refunded') {
    await gateway.refund(payment.authorisationId, record.capturedCents - record.refundedCents, {
      idempotencyKey: `cancel:${order.orderId}`,
    });
    await repository.recordPaymentStatus(order.orderId, 'refunded');
  }
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
