import { randomUUID } from 'node:crypto';
import type { UserNotification } from '@storefront/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userNotifications } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';

type Variant = UserNotification['variant'];

/** The customer's account messages: written by the account's own events, read and dismissed by them. */
export function userNotificationsService(db: Db, clock: Clock) {
  const mine = (customerId: string, id: string) =>
    and(
      eq(userNotifications.id, id),
      eq(userNotifications.customerId, customerId),
      isNull(userNotifications.dismissedAt),
    );

  return {
    async notify(customerId: string, variant: Variant, message: string, tx: Pick<Db, 'insert'> = db) {
      await tx
        .insert(userNotifications)
        .values({ id: randomUUID(), customerId, variant, message, createdAt: clock.now() });
    },

    /** Not dismissed, newest first (at most 50). */
    async list(customerId: string): Promise<UserNotification[]> {
      const rows = await db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.customerId, customerId), isNull(userNotifications.dismissedAt)))
        .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
        .limit(50);
      return rows.map((row) => ({
        id: row.id,
        variant: row.variant,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }));
    },

    async markRead(customerId: string, id: string) {
      const [row] = await db
        .update(userNotifications)
        .set({ readAt: clock.now() })
        .where(mine(customerId, id))
        .returning({ id: userNotifications.id });
      if (!row) throw notFound('Notification not found.');
    },

    async dismiss(customerId: string, id: string) {
      const [row] = await db
        .update(userNotifications)
        .set({ dismissedAt: clock.now() })
        .where(mine(customerId, id))
        .returning({ id: userNotifications.id });
      if (!row) throw notFound('Notification not found.');
    },
  };
}

export type UserNotificationsService = ReturnType<typeof userNotificationsService>;
