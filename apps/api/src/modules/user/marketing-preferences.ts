import type { OptOutChannel } from '@storefront/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

/**
 * A user's marketing opt-ins by channel, found by user id. An id with no live account changes
 * nothing and answers the same, so the opt-out calls cannot be used to learn who has an account.
 */
export function marketingPreferences(db: Db) {
  return {
    async set(userId: string, channel: OptOutChannel, optedIn: boolean): Promise<void> {
      const change = channel === 'email' ? { optinEmail: optedIn } : { optinSms: optedIn };
      await db
        .update(customers)
        .set(change)
        .where(and(eq(customers.userId, userId), isNull(customers.deletedAt)));
    },
  };
}

export type MarketingPreferences = ReturnType<typeof marketingPreferences>;
