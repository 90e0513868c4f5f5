import { campaignEmailKey, type Basket, type CustomerInfo } from '@storefront/contract';
import { FINAL_STATUSES } from '@storefront/domain';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  baskets,
  campaignCoupons,
  customers,
  customerSavedPlaces,
  emailChangeRequests,
  emailLinkTokens,
  engagementAttributes,
  engagementEvents,
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
        .select({ email: customers.email, mobile: customers.mobileNumber, userId: customers.userId })
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
              // The note is free text for the store ("ring Sam on 04..."): it goes with the person.
              basket: { ...basket, customerInfo: null, deliveryAddress: null, orderNote: null },
            })
            .where(eq(orders.orderId, order.orderId));
        }
        await tx
          .update(baskets)
          // A new version: a basket change read before this must not write the details back.
          .set({ customerInfo: null, deliveryAddress: null, orderNote: null, version: sql`${baskets.version} + 1` })
          .where(eq(baskets.customerId, customerId));
        // Devices that followed one of these orders as a guest's, before the customer signed in.
        const orderIds = mine.map((o) => o.orderId);
        if (orderIds.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.orderId, orderIds));
        await tx.delete(customerSavedPlaces).where(eq(customerSavedPlaces.customerId, customerId));
        const changes = await tx
          .delete(emailChangeRequests)
          .where(eq(emailChangeRequests.customerId, customerId))
          .returning({ proposed: emailChangeRequests.proposedEmail, previous: emailChangeRequests.previousEmail });
        await tx.delete(userNotifications).where(eq(userNotifications.customerId, customerId));
        // Their devices stop hearing from us (decision 188).
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
        // What the engagement service kept about them: custom events and attributes are free-form.
        // (Card and message states are timestamps under the user id, which names no one now.)
        const subject = `user:${live.userId}`;
        await tx.delete(engagementEvents).where(eq(engagementEvents.subject, subject));
        await tx.delete(engagementAttributes).where(eq(engagementAttributes.subject, subject));
        // The browsers the person signed in with (the sign-ins themselves are revoked afterwards).
        await tx
          .update(refreshTokenFamilies)
          .set({ userAgent: null })
          .where(eq(refreshTokenFamilies.customerId, customerId));
        // Every address the account used. Rows keyed by an address rather than the customer id name
        // the person too: a registration's code (its names and contacts are kept before the account
        // exists), login links, the outbox stand-in's messages, free-pizza claims.
        const addresses = [live.email, live.mobile, ...changes.flatMap((c) => [c.proposed, c.previous])].filter(
          (a): a is string => a !== null,
        );
        await tx
          .delete(emailLinkTokens)
          .where(
            addresses.length > 0
              ? or(eq(emailLinkTokens.customerId, customerId), inArray(emailLinkTokens.email, addresses))
              : eq(emailLinkTokens.customerId, customerId),
          );
        // Codes are kept under '<channel>:<address>' (the customer module's destinationKey).
        const destinations = addresses.flatMap((a) => [`email:${a}`, `sms:${a}`]);
        await tx
          .delete(oneTimeCodes)
          .where(
            destinations.length > 0
              ? or(eq(oneTimeCodes.customerId, customerId), inArray(oneTimeCodes.destination, destinations))
              : eq(oneTimeCodes.customerId, customerId),
          );
        // Push messages the outbox kept for their devices are addressed by customer id.
        const recipients = [...addresses, `customer ${customerId}`];
        await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, recipients));
        // A claimed coupon stays a voucher (it may have been used); only the address goes. The key
        // becomes one no address can have, so the claim limit no longer counts it.
        const emailKeys = addresses.filter((a) => a.includes('@')).map(campaignEmailKey);
        if (emailKeys.length > 0) {
          await tx
            .update(campaignCoupons)
            .set({ email: '', emailKey: sql`'erased:' || ${campaignCoupons.voucherId}` })
            .where(inArray(campaignCoupons.emailKey, emailKeys));
        }
      });
    },
  };
}

export type AccountErasure = ReturnType<typeof accountErasure>;
