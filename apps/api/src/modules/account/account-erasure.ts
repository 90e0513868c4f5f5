import type { Basket, CustomerInfo } from '@storefront/contract';
import { FINAL_STATUSES } from '@storefront/domain';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  baskets,
  customers,
  customerSavedPlaces,
  emailChangeRequests,
  emailLinkTokens,
  oneTimeCodes,
  orders,
  outboxMessages,
  pushSubscriptions,
  refreshTokenFamilies,
  userNotifications,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

const anonymousInfo = (info: CustomerInfo): CustomerInfo => ({
  ...info,
  firstName: '',
  lastName: '',
  phoneNumber: '',
  mobileNumber: '',
  email: '',
  address: null,
  city: null,
  postalCode: null,
  state: null,
  userId: null,
});

/**
 * Deleting an account (DELETE /customer/{id}): everything that names the person goes, the orders
 * stay (the store's books need them) without a name, contact or address. Runs in one transaction
 * before the customer row itself is cleared, so a failure leaves the account as it was.
 */
export function accountErasure(db: Db, extra: { eraseCards: (customerId: string) => Promise<void> }) {
  return {
    async erase(customerId: string) {
      const [live] = await db
        .select({ email: customers.email, mobile: customers.mobileNumber })
        .from(customers)
        .where(and(eq(customers.customerId, customerId), isNull(customers.deletedAt)));
      if (!live) return;
      // An order not yet final still has something to deliver: its personal details stay.
      const inProgress = await db
        .select({ id: orders.orderId })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), notInArray(orders.status, [...FINAL_STATUSES])))
        .limit(1);
      if (inProgress.length > 0) {
        throw new AppError(409, 'Conflict', 'You have an order on its way. Delete your account once it has arrived.');
      }
      // Cards live at the gateway: removed there first, so no token outlives the account.
      await extra.eraseCards(customerId);
      await db.transaction(async (tx) => {
        const mine = await tx.select().from(orders).where(eq(orders.customerId, customerId)).for('update');
        for (const order of mine) {
          const basket = order.basket as Basket;
          await tx
            .update(orders)
            .set({
              customerInfo: anonymousInfo(order.customerInfo as CustomerInfo),
              basket: { ...basket, customerInfo: null, deliveryAddress: null },
            })
            .where(eq(orders.orderId, order.orderId));
        }
        await tx
          .update(baskets)
          .set({ customerInfo: null, deliveryAddress: null })
          .where(eq(baskets.customerId, customerId));
        await tx.delete(customerSavedPlaces).where(eq(customerSavedPlaces.customerId, customerId));
        const changes = await tx
          .delete(emailChangeRequests)
          .where(eq(emailChangeRequests.customerId, customerId))
          .returning({ proposed: emailChangeRequests.proposedEmail, previous: emailChangeRequests.previousEmail });
        await tx.delete(userNotifications).where(eq(userNotifications.customerId, customerId));
        // Their devices stop hearing from us (decision 188).
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
        await tx.delete(emailLinkTokens).where(eq(emailLinkTokens.customerId, customerId));
        await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.customerId, customerId));
        // The browsers the person signed in with (the sign-ins themselves are revoked afterwards).
        await tx
          .update(refreshTokenFamilies)
          .set({ userAgent: null })
          .where(eq(refreshTokenFamilies.customerId, customerId));
        // Messages kept by the outbox stand-in name the person too, at every address they used.
        const addresses = [live.email, live.mobile, ...changes.flatMap((c) => [c.proposed, c.previous])].filter(
          (a): a is string => a !== null,
        );
        if (addresses.length > 0) await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, addresses));
      });
    },
  };
}

export type AccountErasure = ReturnType<typeof accountErasure>;
