import { CARD_ISSUE_MESSAGE, IDEMPOTENCY_KEY_PREFIX, type Basket, type CustomerInfo } from '@storefront/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { cardOfBasketSession, noSuchCard } from '../payment/card-sessions.ts';
import type { CardTestingGuard } from '../payment/card-testing-guard.ts';
import {
  PaymentGatewayError,
  type AuthoriseResult,
  type CardSummary,
  type PaymentGateway,
} from '../payment/payment-gateway.ts';
import type { OrderPayment } from './order-payment.ts';
import type { PlacementAnswer } from './placement-answer.ts';
import type { OrderRepository } from './order.repository.ts';
import type { paymentAttemptLog } from './payment-attempts.ts';
import { assertPaymentUnused, cardAlreadyInUse, noSuchPayment } from './payment-references.ts';

const declineMessages: Record<string, string> = {
  declined: 'Your card was declined. Please try another card or payment method.',
  insufficient_funds: 'Your card has insufficient funds. Please try another card or payment method.',
  expired_card: 'Your card has expired. Please try another card.',
  challenge_failed: 'Your bank could not verify this payment. Please try again or use another payment method.',
};
const declined = (reason: string) =>
  new AppError(402, 'PaymentDeclined', declineMessages[reason] ?? declineMessages.declined!);
const cardIssue = () => new AppError(402, 'PaymentDeclined', CARD_ISSUE_MESSAGE);

export interface CardPlacementDeps {
  orders: OrderRepository;
  gateway: PaymentGateway;
  guard: CardTestingGuard;
  clock: Clock;
  attempts: ReturnType<typeof paymentAttemptLog>;
  /** Commits the order on an authorised payment and captures it (order-placement.service.ts). */
  finish(basket: Basket, info: CustomerInfo, payment: OrderPayment, agentName: string | null): Promise<PlacementAnswer>;
}

/** A saved card as the account hands it over for one payment: its card-on-file token and owner. */
export interface StoredCardCharge {
  cardId: string;
  token: string;
  /** The customer the gateway keeps the card for; it pays for nobody else. */
  customerReference: string;
}

interface Checkout {
  basket: Basket;
  customerInfo: CustomerInfo;
  agentName: string | null;
  /** Where the request came from: declines count against it (card testing). */
  clientAddress: string;
}

/**
 * Card orders and their 3-D Secure return. A card session belongs to the basket it was opened for
 * and pays one order: another basket's session, a bare token, a session that already paid, or an
 * authorisation this basket's own placement did not make is refused before anything is authorised.
 */
export function cardPlacement({ orders, gateway, guard, clock, attempts, finish }: CardPlacementDeps) {
  /** After the gateway answered: a decline is counted and explained, a challenge starts 3-D Secure, else the order. */
  async function settle(
    input: Checkout,
    result: AuthoriseResult,
    paid: { attemptId: string; fingerprint: string | null; card: CardSummary; reference: string | null },
    explainDecline: (reason: string) => AppError,
  ): Promise<PlacementAnswer> {
    const { attemptId, fingerprint, card } = paid;
    const outcome = result.status === 'declined' ? 'declined' : 'authorised';
    await attempts.mark(attemptId, outcome, clock.now(), result.authorisationId);
    if (result.status === 'declined') {
      await guard.recordDecline({ clientAddress: input.clientAddress, fingerprint });
      throw explainDecline(result.reason);
    }
    if (result.status === 'challenge') {
      const challenge = { origin: result.challengeUrl, referenceID: result.authorisationId };
      return { status: 302, body: challenge };
    }
    const payment: OrderPayment = {
      method: 'card',
      status: 'authorised',
      authorisationId: result.authorisationId,
      attemptId,
      card: { brand: card.brand, last4: card.last4 },
      reference: paid.reference,
    };
    return finish(input.basket, input.customerInfo, payment, input.agentName);
  }

  return {
    /** orders/card: the card may first need a captcha (card testing), then is authorised or challenged once per key. */
    async pay(input: Checkout & { cardSessionId: string; key: string; returnUrl: string | undefined }) {
      const { basket, cardSessionId, clientAddress } = input;
      const { basketId } = basket;
      const card = await cardOfBasketSession(gateway, basketId, cardSessionId);
      await assertPaymentUnused(orders, cardSessionId);
      const { fingerprint } = card;
      const { paymentInfo } = basket;
      await guard.assertMayTryCard({ basketId, paymentInfo, flexToken: cardSessionId, clientAddress, fingerprint });
      const idempotencyKey = `${IDEMPOTENCY_KEY_PREFIX.order}${input.key}`;
      const amountCents = basket.basketTotal;
      const attemptId = await attempts.open({
        basketId,
        idempotencyKey,
        method: 'card',
        amountCents,
        now: clock.now(),
        paymentReference: cardSessionId,
      });
      const returnUrl = input.returnUrl ?? '/card-auth';
      const result = await gateway
        .authorise({ token: card.token, amountCents, idempotencyKey, reference: basketId, returnUrl })
        .catch(async (error: unknown) => {
          // The gateway's own refusal of a card bound elsewhere or already paying: nothing was authorised.
          const refused =
            error instanceof PaymentGatewayError &&
            (error.reason === 'token_already_used' || error.reason === 'reference_mismatch');
          if (refused) await attempts.mark(attemptId, 'voided', clock.now());
          throw refused ? cardAlreadyInUse() : error;
        });
      return settle(input, result, { attemptId, fingerprint, card, reference: cardSessionId }, declined);
    },

    /**
     * orders/savedcard: a saved card's card-on-file token, charged with the security code the
     * customer typed. It may pay any number of orders; each payment is its own authorisation. A
     * refusal is the card-issue message (spec section 8: "a card issue recorded on the last transaction").
     */
    async payStored(
      input: Checkout & { card: StoredCardCharge; securityCode: string; key: string; returnUrl: string | undefined },
    ) {
      const { basket, card, clientAddress } = input;
      const { basketId } = basket;
      const onFile = await gateway.getToken(card.token).catch(() => {
        throw noSuchCard();
      });
      const { fingerprint } = onFile;
      await guard.assertMayTryCard({
        basketId,
        paymentInfo: basket.paymentInfo,
        flexToken: card.cardId,
        clientAddress,
        fingerprint,
      });
      const idempotencyKey = `${IDEMPOTENCY_KEY_PREFIX.order}${input.key}`;
      const amountCents = basket.basketTotal;
      const attemptId = await attempts.open({
        basketId,
        idempotencyKey,
        method: 'card',
        amountCents,
        now: clock.now(),
      });
      const result = await gateway
        .authorise({
          token: card.token,
          amountCents,
          idempotencyKey,
          reference: basketId,
          returnUrl: input.returnUrl ?? '/card-auth',
          customerReference: card.customerReference,
          securityCode: input.securityCode,
        })
        .catch(async (error: unknown) => {
          // Discarded at the gateway meanwhile, or on file for someone else: nothing was authorised.
          const refused =
            error instanceof PaymentGatewayError &&
            (error.reason === 'not_found' || error.reason === 'reference_mismatch');
          if (refused) await attempts.mark(attemptId, 'voided', clock.now());
          throw refused ? noSuchCard() : error;
        });
      // Each charge of a card on file has its own reference at the gateway: the order keeps none.
      return settle(input, result, { attemptId, fingerprint, card: onFile, reference: null }, () => cardIssue());
    },

    /**
     * payerAuth/{referenceID}: the authorisation must be one this basket's own card placement made
     * (its payment attempt), never another basket's or one made outside a placement.
     */
    async completeChallenge(input: Checkout & { referenceID: string }): Promise<PlacementAnswer> {
      const { basket, referenceID, clientAddress } = input;
      const { basketId } = basket;
      const attempt = await attempts.byAuthorisation(referenceID);
      if (!attempt || attempt.basketId !== basketId || attempt.method !== 'card') throw noSuchPayment();
      if (attempt.status === 'voided')
        throw new AppError(409, 'Conflict', 'This payment was cancelled. Please pay again.');
      const result = await gateway.completeChallenge(referenceID);
      if (result.status === 'pending') return { status: 302, body: { origin: result.challengeUrl, referenceID } };
      if (result.status === 'declined') {
        if (attempt.status !== 'declined') {
          await attempts.mark(attempt.attemptId, 'declined', clock.now());
          const reference = attempt.paymentReference;
          const card = reference ? await cardOfBasketSession(gateway, basketId, reference).catch(() => null) : null;
          await guard.recordDecline({ clientAddress, fingerprint: card?.fingerprint ?? null });
        }
        throw declined(result.reason);
      }
      const record = await gateway.getAuthorisation(referenceID);
      if (record.reference !== basketId || record.amountCents !== basket.basketTotal) {
        throw new AppError(409, 'Conflict', 'This payment does not match your cart. Please pay again.');
      }
      const payment: OrderPayment = {
        method: 'card',
        status: 'authorised',
        authorisationId: referenceID,
        attemptId: attempt.attemptId,
        card: record.card ? { brand: record.card.brand, last4: record.card.last4 } : null,
        reference: attempt.paymentReference,
      };
      return finish(basket, input.customerInfo, payment, input.agentName);
    },
  };
}
