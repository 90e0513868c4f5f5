import { randomUUID } from 'node:crypto';
import { CARD_ALREADY_SAVED_MESSAGE, CARD_SAVE_DECLINED_MESSAGE, type SavedCard } from '@storefront/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerCards, orders } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  cardBrandCodes,
  PaymentGatewayError,
  type CardToken,
  type PaymentGateway,
} from '../payment/payment-gateway.ts';
import type { UserNotificationsService } from './user-notifications.ts';

type CardRow = typeof customerCards.$inferSelect;

/** The reference a customer's card sessions and card-on-file tokens are opened under at the gateway. */
export const customerReferenceOf = (customerId: string) => `customer-${customerId}`;
/** A card session for saving a card charges nothing; the gateway still wants an amount to show. */
const CARD_CHECK_CENTS = 1;

function view(row: CardRow, now: Date): SavedCard {
  // A card is good to the end of its expiry month.
  const expired = now > new Date(Date.UTC(row.expiryYear, row.expiryMonth, 1));
  return {
    cardId: row.cardId,
    brand: row.brand,
    brandCode: cardBrandCodes[row.brand],
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    default: row.isDefault,
    status: expired ? 'Expired' : row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saved cards. A card reaches us only as a card session the gateway's hosted fields tokenised; the
 * gateway verifies it and keeps it as a card-on-file token for this customer, and we keep the
 * token with what a merchant may see. Removing a card discards the token at the gateway first.
 */
export function customerCardsService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  notifications: UserNotificationsService;
}) {
  const { db, clock, gateway } = deps;

  async function own(customerId: string, cardId: string) {
    const [row] = await db
      .select()
      .from(customerCards)
      .where(and(eq(customerCards.cardId, cardId), eq(customerCards.customerId, customerId)));
    if (!row) throw notFound('Card not found.');
    return row;
  }

  /** Whether this card session paid an order of this customer. */
  const paidOrderOf = async (customerId: string, flexToken: string) =>
    (
      await db
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(and(eq(orders.paymentReference, flexToken), eq(orders.customerId, customerId)))
    ).length > 0;

  /** This customer's saved card with the same number (the gateway's fingerprint) and expiry, if any. */
  async function sameCardOnFile(customerId: string, card: CardToken | null) {
    if (!card?.fingerprint) return undefined;
    const rows = await db.select().from(customerCards).where(eq(customerCards.customerId, customerId));
    for (const row of rows) {
      if (row.expiryMonth !== card.expiryMonth || row.expiryYear !== card.expiryYear) continue;
      const onFile = await gateway.getToken(row.gatewayToken).catch(() => null);
      if (onFile?.fingerprint === card.fingerprint) return row;
    }
    return undefined;
  }

  const list = async (customerId: string) =>
    (
      await db
        .select()
        .from(customerCards)
        .where(eq(customerCards.customerId, customerId))
        .orderBy(asc(customerCards.createdAt), asc(customerCards.cardId))
    ).map((row) => view(row, clock.now()));

  return {
    list,
    get: async (customerId: string, cardId: string) => view(await own(customerId, cardId), clock.now()),

    /**
     * What the gateway needs to charge a saved card: its card-on-file token under this customer's
     * reference. Another customer's card is "not found"; a card turned off does not pay.
     */
    async chargeable(customerId: string, cardId: string) {
      const row = await own(customerId, cardId);
      if (row.status !== 'Active') {
        throw new AppError(
          409,
          'Conflict',
          'This card is turned off. Turn it on in your account or choose another card.',
        );
      }
      return { cardId, token: row.gatewayToken, brand: row.brand, customerReference: customerReferenceOf(customerId) };
    },

    /** Opens the gateway's hosted card fields for a card to save (no basket, nothing charged). */
    startSession: (customerId: string, returnUrl: string) =>
      gateway.createCardSession({
        basketId: customerReferenceOf(customerId),
        amountCents: CARD_CHECK_CENTS,
        returnUrl,
      }),

    async add(customerId: string, flexToken: string, makeDefault: boolean): Promise<SavedCard> {
      const reference = customerReferenceOf(customerId);
      const session = await gateway.describeCardSession(flexToken).catch((error: unknown) => {
        if (error instanceof PaymentGatewayError && error.reason === 'not_found') return null;
        throw error;
      });
      // A card session opened for this account, or the card that paid one of this customer's
      // orders ('Save this card' at checkout); any other basket's or anyone else's is not theirs.
      const forAccount = session?.basketId === reference;
      const paidOwnOrder = !!session && !forAccount && (await paidOrderOf(customerId, flexToken));
      if (!session || !(forAccount || paidOwnOrder) || session.state !== 'tokenised') {
        throw new AppError(400, 'InvalidRequest', 'Invalid request: body.flexToken.', [
          { field: 'body.flexToken', message: 'Not a card entered for this account' },
        ]);
      }
      // The same card saved again (its fingerprint and expiry) is the card already on file: a
      // distinct answer, so the customer is told rather than shown a card that did not appear.
      const same = await sameCardOnFile(customerId, session.card);
      if (same) {
        if (forAccount) await gateway.deleteToken(flexToken);
        throw new AppError(409, 'CardAlreadySaved', CARD_ALREADY_SAVED_MESSAGE, [], { cardId: same.cardId });
      }
      let token;
      try {
        token = await gateway.saveCard({ sessionId: flexToken, customerReference: reference });
      } catch (error) {
        if (error instanceof PaymentGatewayError && error.reason === 'declined') {
          throw new AppError(402, 'PaymentDeclined', CARD_SAVE_DECLINED_MESSAGE);
        }
        throw error;
      }
      // The one-payment session token is no longer needed once the card is on file (an order's
      // stays: its payment is recorded against it).
      if (forAccount) await gateway.deleteToken(flexToken);
      const cardId = randomUUID();
      await db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: customerCards.cardId })
          .from(customerCards)
          .where(eq(customerCards.customerId, customerId))
          .for('update');
        const isDefault = makeDefault || existing.length === 0;
        if (isDefault)
          await tx.update(customerCards).set({ isDefault: false }).where(eq(customerCards.customerId, customerId));
        await tx.insert(customerCards).values({
          cardId,
          customerId,
          gatewayToken: token.token,
          brand: token.brand,
          last4: token.last4,
          expiryMonth: token.expiryMonth,
          expiryYear: token.expiryYear,
          isDefault,
          createdAt: clock.now(),
        });
      });
      await deps.notifications.notify(customerId, 'info', `Your ${token.brand} card ending ${token.last4} was saved.`);
      return view(await own(customerId, cardId), clock.now());
    },

    async setStatus(customerId: string, cardId: string, status: 'Active' | 'Inactive') {
      await own(customerId, cardId);
      await db.update(customerCards).set({ status }).where(eq(customerCards.cardId, cardId));
      return view(await own(customerId, cardId), clock.now());
    },

    async makeDefault(customerId: string, cardId: string) {
      await own(customerId, cardId);
      await db.transaction(async (tx) => {
        await tx.update(customerCards).set({ isDefault: false }).where(eq(customerCards.customerId, customerId));
        await tx.update(customerCards).set({ isDefault: true }).where(eq(customerCards.cardId, cardId));
      });
      return view(await own(customerId, cardId), clock.now());
    },

    /** Discards the token at the gateway, then forgets the card; the oldest other card becomes the default. */
    async remove(customerId: string, cardId: string) {
      const row = await own(customerId, cardId);
      await gateway.deleteToken(row.gatewayToken);
      await db.transaction(async (tx) => {
        await tx.delete(customerCards).where(eq(customerCards.cardId, cardId));
        if (!row.isDefault) return;
        const [next] = await tx
          .select()
          .from(customerCards)
          .where(eq(customerCards.customerId, customerId))
          .orderBy(asc(customerCards.createdAt))
          .limit(1);
        if (next) await tx.update(customerCards).set({ isDefault: true }).where(eq(customerCards.cardId, next.cardId));
      });
    },

    /** Account deletion: every token discarded at the gateway, then the rows. */
    async removeAll(customerId: string) {
      const rows = await db.select().from(customerCards).where(eq(customerCards.customerId, customerId));
      for (const row of rows) await gateway.deleteToken(row.gatewayToken);
      await db.delete(customerCards).where(eq(customerCards.customerId, customerId));
    },
  };
}

export type CustomerCardsService = ReturnType<typeof customerCardsService>;
