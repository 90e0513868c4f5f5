import { randomUUID } from 'node:crypto';
import type { PushSubscriptionJson } from '@storefront/contract';
import { count, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/** Web Push subscriptions, one per endpoint (decision 188). */
export function pushSubscriptionRepository(db: Db) {
  return {
    /** Saving an endpoint again moves it to this customer or order: the device's latest owner wins. */
    async save(
      subscription: PushSubscriptionJson,
      owner: { customerId: string | null; orderId: string | null },
      now: Date,
    ): Promise<void> {
      const fields = {
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        customerId: owner.customerId,
        orderId: owner.orderId,
        updatedAt: now,
      };
      await db
        .insert(pushSubscriptions)
        .values({ id: randomUUID(), endpoint: subscription.endpoint, createdAt: now, ...fields })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
    },

    async deleteEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async deleteId(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The devices following an order: asked on it, or its signed-in customer's. */
    forOrder(orderId: string, customerId: string | null): Promise<StoredSubscription[]> {
      const asked = eq(pushSubscriptions.orderId, orderId);
      return db
        .select()
        .from(pushSubscriptions)
        .where(customerId ? or(asked, eq(pushSubscriptions.customerId, customerId)) : asked);
    },

    /** Signed-in customers' devices: those the marketing console reaches. */
    customerDevices(): Promise<StoredSubscription[]> {
      return db.select().from(pushSubscriptions).where(isNotNull(pushSubscriptions.customerId));
    },

    async countCustomerDevices(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(isNotNull(pushSubscriptions.customerId));
      return row?.n ?? 0;
    },
  };
}

export type PushSubscriptionRepository = ReturnType<typeof pushSubscriptionRepository>;
