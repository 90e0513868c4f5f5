// Tracking from another device: the order reference plus the mobile number or e-mail given on the
// order proves the customer, and earns a short-lived grant to keep polling that one order. Every
// mismatch (unknown reference, wrong contact, unknown or expired grant) answers the same 404, so a
// guess learns nothing; the tracking window's 403 is only told to someone who proved the order.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ORDER_LOOKUP_ATTEMPTS,
  TRACKING_GRANT_MINUTES,
  TRACKING_WINDOW_HOURS,
  type CustomerInfo,
  type OrderLookupResult,
  type OrderStatusView,
} from '@storefront/contract';
import { toAustralianMobile } from '@storefront/domain';
import type { Redis } from 'ioredis';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { createLimiter, type Limiter } from '../../platform/rate-limit.ts';
import type { OrderRow } from './order-view.ts';
import type { OrderRepository } from './order.repository.ts';

const MINUTE_MS = 60_000;
const WINDOW_MS = TRACKING_WINDOW_HOURS * 60 * MINUTE_MS;
const GRANT_MS = TRACKING_GRANT_MINUTES * MINUTE_MS;

const orderNotFound = () => notFound('Order not found.');
const trackingEnded = () => new AppError(403, 'Forbidden', 'You can no longer track this order');

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** The contact typed matches the order's: an e-mail (any case) or an Australian mobile in any form. */
export function contactMatches(info: Pick<CustomerInfo, 'email' | 'mobileNumber'>, typed: string): boolean {
  const contact = typed.trim();
  if (contact.includes('@')) return sameText(contact.toLowerCase(), info.email.toLowerCase());
  const mobile = toAustralianMobile(contact);
  return mobile.ok && sameText(mobile.value, info.mobileNumber);
}

export interface OrderLookupDeps {
  repository: OrderRepository;
  clock: Clock;
  /** The customer's view of an order (order.service view). */
  view(order: OrderRow): Promise<OrderStatusView>;
  redis?: Redis | undefined;
  /** Tests pass their own; by default ORDER_LOOKUP_ATTEMPTS, shared through Redis when set. */
  limits?: { perReference: Limiter; perAddress: Limiter };
}

export function orderLookupService({ repository, clock, view, redis, limits }: OrderLookupDeps) {
  const budget = (name: string, points: number) =>
    createLimiter({ name, points, durationSeconds: ORDER_LOOKUP_ATTEMPTS.windowSeconds, redis });
  const { perReference, perAddress } = limits ?? {
    perReference: budget('order-lookup-reference', ORDER_LOOKUP_ATTEMPTS.perReference),
    perAddress: budget('order-lookup-address', ORDER_LOOKUP_ATTEMPTS.perAddress),
  };

  const windowEnd = (order: OrderRow) => order.createdAt.getTime() + WINDOW_MS;
  // Not cut at the window's end: a grant used after it hears the window's 403, not a puzzling 404.
  const grantEnd = (now: Date) => new Date(now.getTime() + GRANT_MS);

  async function answer(order: OrderRow, token: string, expiresAt: Date): Promise<OrderLookupResult> {
    return { order: await view(order), grant: { token, expiresAt: expiresAt.toISOString() } };
  }

  return {
    /** POST /order/lookup: the reference and contact of an order, from any device. */
    async lookup(reference: string, contact: string, address: string): Promise<OrderLookupResult> {
      await perAddress.consume(address);
      await perReference.consume(reference);
      const order = await repository.byReference(reference);
      if (!order || !contactMatches(order.customerInfo as CustomerInfo, contact)) throw orderNotFound();
      const now = clock.now();
      if (now.getTime() > windowEnd(order)) throw trackingEnded();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = grantEnd(now);
      await repository.saveTrackingGrant(
        { tokenHash: digest(token).toString('hex'), orderId: order.orderId, expiresAt, createdAt: now },
        now,
      );
      return answer(order, token, expiresAt);
    },

    /** GET /order/lookup/{orderId}: the order again for a live grant, whose time moves on with each use. */
    async statusByGrant(orderId: string, token: string | undefined): Promise<OrderLookupResult> {
      if (!token) throw orderNotFound();
      const now = clock.now();
      const grant = await repository.liveTrackingGrant(digest(token).toString('hex'), orderId, now);
      const order = grant ? await repository.byId(orderId) : undefined;
      if (!grant || !order) throw orderNotFound();
      if (now.getTime() > windowEnd(order)) throw trackingEnded();
      const expiresAt = grantEnd(now);
      await repository.extendTrackingGrant(grant.tokenHash, expiresAt);
      return answer(order, token, expiresAt);
    },
  };
}

export type OrderLookupService = ReturnType<typeof orderLookupService>;
