import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { outboxStore } from '../notifier/notifier.ts';
import type { OrderService } from '../order/order.service.ts';
import { webPushDelivery } from './push-delivery.ts';
import { pushSubscriptionRepository } from './push-subscription.repository.ts';
import { pushService, type PushOrder } from './push.service.ts';
import { vapidDetails } from './vapid-keys.ts';

interface PushEnv {
  NODE_ENV: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
}

/** Web Push (decisions 188 and 189): subscriptions, order updates and the marketing console's messages. */
export function pushModule(options: {
  env: PushEnv;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where development VAPID keys are generated once (the local data directory). */
  devKeysFile: string;
  orders: Pick<OrderService, 'statusFor' | 'byId'>;
}) {
  const vapid = vapidDetails(options.env, options.devKeysFile);
  const outbox = outboxStore(options.db, options.clock);
  const service = pushService({
    repository: pushSubscriptionRepository(options.db),
    publicKey: vapid?.publicKey ?? null,
    deliver: vapid ? webPushDelivery(vapid) : null,
    keep: outbox.keep,
    checkOrderAccess: options.orders.statusFor,
    orderById: async (orderId) => {
      const row = await options.orders.byId(orderId);
      // The status column holds only lifecycle names (the order repository writes them).
      return row && { ...row, status: row.status as PushOrder['status'] };
    },
    production: options.env.NODE_ENV === 'production',
    clock: options.clock,
    log: options.log,
  });
  return {
    ...service,
    /** For the start log: push is either off or, where no push service answers, kept in the outbox. */
    standIns: vapid
      ? ['web push: messages no push service takes go to the database outbox']
      : ['web push: off (no VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)'],
  };
}

export type PushModule = ReturnType<typeof pushModule>;

/** The order service, telling the order's devices each time the store moves an order on. */
export function withOrderStatusPush<S extends Pick<OrderService, 'changeStatus'>>(orders: S, push: PushModule): S {
  return {
    ...orders,
    async changeStatus(...args: Parameters<OrderService['changeStatus']>) {
      const changed = await orders.changeStatus(...args);
      push.orderMoved(args[0]);
      return changed;
    },
  };
}
