import { timingSafeEqual } from 'node:crypto';
import { SUPPORT_PHONE } from '@storefront/domain';
import { AppError, notFound } from '../../platform/errors.ts';
import type { BasketRow } from './basket-view.ts';

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The basket, when the caller holds its session id; otherwise "not found", so a stranger
 * cannot tell a basket exists.
 */
export function ownedBasket(row: BasketRow | undefined, sessionId: string | undefined): BasketRow {
  if (!row || !sessionId || !sameSecret(row.sessionId, sessionId)) throw notFound('Basket not found.');
  return row;
}

/** The spec's 410 outcomes for a basket that can no longer change. */
export function assertBasketOpen(row: BasketRow, now: Date): void {
  if (row.status === 'Ordered') {
    throw new AppError(410, 'BasketOrdered', 'This basket has already been ordered.', [], { orderId: row.orderId });
  }
  if (row.status === 'OrderFailed') {
    throw new AppError(
      410,
      'OrderFailed',
      `This basket is locked. For your security your session has been reset. Please call us on ${SUPPORT_PHONE}.`,
    );
  }
  if (row.status === 'Expired' || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, 'BasketHasExpired', 'Your session has expired. Please choose your location again.');
  }
}
