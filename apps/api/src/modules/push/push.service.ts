import type {
  OrderStatusName,
  PushBroadcast,
  PushDelivery,
  PushMessage,
  SavePushSubscription,
} from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerIdentity } from '../../platform/customer-identity.ts';
import { AppError, invalidRequest } from '../../platform/errors.ts';
import type { OutgoingMessage } from '../notifier/notifier.ts';
import { keysUsable, type DeliverPush } from './push-delivery.ts';
import { endpointRefusal } from './push-endpoint-policy.ts';
import type { PushSubscriptionRepository, StoredSubscription } from './push-subscription.repository.ts';
import { ORDER_PUSH_TTL_SECONDS, orderStatusPush } from './order-status-push.ts';

/** A marketing message stays with the push service for a day if the device is offline. */
export const BROADCAST_TTL_SECONDS = 24 * 60 * 60;
/** Devices sent to at once: enough to finish a broadcast quickly, few enough to spare the sockets. */
export const PUSH_CONCURRENCY = 8;

export interface PushOrder {
  orderId: string;
  orderReference: string;
  status: OrderStatusName;
  serviceType: 'Delivery' | 'Pickup';
  customerId: string | null;
}

export interface PushServiceDeps {
  repository: PushSubscriptionRepository;
  /** Null when push is off here (production without VAPID keys, decision 189). */
  publicKey: string | null;
  deliver: DeliverPush | null;
  /** Keeps what no push service took (the outbox, DESIGN section 5). */
  keep: (message: OutgoingMessage) => Promise<void>;
  /** Throws 404 (or 403 past the tracking window) unless this session or customer may follow the order. */
  checkOrderAccess: (orderId: string, sessionId: string | undefined, customerId: string | null) => Promise<unknown>;
  orderById: (orderId: string) => Promise<PushOrder | undefined>;
  production: boolean;
  clock: Clock;
  log: FastifyBaseLogger;
}

const pushOff = () => new AppError(503, 'ServiceUnavailable', 'Notifications are not available at the moment.');

export function pushService(deps: PushServiceDeps) {
  const { repository, deliver, clock, log } = deps;
  const pending = new Set<Promise<unknown>>();

  async function sendTo(devices: StoredSubscription[], message: PushMessage, ttlSeconds: number) {
    const tally: PushDelivery = { recipients: devices.length, sent: 0, keptInOutbox: 0, removed: 0, failed: 0 };
    if (!deliver) return tally;
    const queue = [...devices];
    const worker = async () => {
      for (let device = queue.shift(); device; device = queue.shift()) {
        const result = await deliver(device, message, { ttlSeconds });
        if (result.outcome === 'sent') tally.sent += 1;
        else if (result.outcome === 'gone') {
          await repository.deleteId(device.id);
          tally.removed += 1;
        } else if (result.outcome === 'unreachable') {
          // The local stand-in (DESIGN section 5): kept in the outbox, where it can be seen and tested.
          await deps.keep({
            channel: 'push',
            to: device.customerId ? `customer ${device.customerId}` : `guest device (order ${device.orderId})`,
            subject: message.title,
            text: message.body,
            html: null,
            code: null,
            links: [message.url],
          });
          tally.keptInOutbox += 1;
        } else {
          log.warn({ status: result.status, subscriptionId: device.id }, 'push service refused a message');
          tally.failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, devices.length) }, worker));
    return tally;
  }

  return {
    publicKey: deps.publicKey,

    async save(request: SavePushSubscription, who: CustomerIdentity, sessionId: string | undefined) {
      if (!deliver) throw pushOff();
      const { subscription, orderId } = request;
      const refusal = endpointRefusal(subscription.endpoint, deps.production);
      if (refusal)
        throw invalidRequest('This push subscription cannot be used.', [
          { field: 'body.subscription.endpoint', message: refusal },
        ]);
      if (!keysUsable(subscription.keys.p256dh, subscription.keys.auth)) {
        throw invalidRequest('This push subscription cannot be used.', [
          { field: 'body.subscription.keys.p256dh', message: 'Must be a P-256 public key' },
        ]);
      }
      if (!orderId && who.kind === 'guest') {
        throw new AppError(401, 'Unauthorized', 'Sign in, or turn on notifications from your order page.');
      }
      if (orderId) await deps.checkOrderAccess(orderId, sessionId, who.customerId);
      await repository.save(subscription, { customerId: who.customerId, orderId: orderId ?? null }, clock.now());
    },

    deleteEndpoint: (endpoint: string) => repository.deleteEndpoint(endpoint),

    recipients: () => repository.countCustomerDevices(),

    async broadcast(message: PushBroadcast & { url: string }): Promise<PushDelivery> {
      if (!deliver) throw pushOff();
      const devices = await repository.customerDevices();
      const tally = await sendTo(
        devices,
        { title: message.title, body: message.body, url: message.url },
        BROADCAST_TTL_SECONDS,
      );
      log.info(tally, 'push message sent to customers');
      return tally;
    },

    /**
     * Tells the order's devices it moved on. Not awaited by the status change (the store console
     * should not wait on push services); `settled()` waits for those still going.
     */
    orderMoved(orderId: string): void {
      if (!deliver) return;
      const job = (async () => {
        const order = await deps.orderById(orderId);
        const message = order && orderStatusPush(order);
        if (!order || !message) return;
        await sendTo(await repository.forOrder(orderId, order.customerId), message, ORDER_PUSH_TTL_SECONDS);
      })()
        .catch((error: unknown) => log.error({ err: error, orderId }, 'order update push failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
