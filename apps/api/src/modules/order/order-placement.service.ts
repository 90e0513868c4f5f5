import type { Basket, CustomerInfo, CustomerInfoInput, OrderMethod, PlaceOrderBody } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { noFailpoints, type Failpoint } from '../../platform/failpoints.ts';
import { AppError, invalidRequest } from '../../platform/errors.ts';
import type { FastifyBaseLogger } from 'fastify';
import { assertBasketOpen, ownedBasket } from '../basket/basket-access.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { DeliveryAddress } from '../basket/basket-disposition.ts';
import type { CardTestingGuard } from '../payment/card-testing-guard.ts';
import type { PaymentGateway, RedirectMethod } from '../payment/payment-gateway.ts';
import type { VoucherRepository } from '../voucher/voucher.repository.ts';
import { toCustomerInfo } from './customer-info.ts';
import { commitOrder, lostToSamePayment, type OrderPayment } from './order-commit.ts';
import { assertMethodAvailable } from './payment-availability.ts';
import { paymentAttemptLog } from './payment-attempts.ts';

export const DETAILS_NEEDED_MESSAGE = 'We need a few details before you can proceed.';

const redirectMethodOf: Partial<Record<OrderMethod, RedirectMethod>> = {
  paypal: 'PayPal',
  paypalpayin4: 'PayPalPayIn4',
  zip: 'Zip',
  afterpay: 'Afterpay',
  clicktopay: 'ClickToPay',
  applepay: 'ApplePay',
  googlepay: 'GooglePay',
};

const declineMessages: Record<string, string> = {
  declined: 'Your card was declined. Please try another card or payment method.',
  insufficient_funds: 'Your card has insufficient funds. Please try another card or payment method.',
  expired_card: 'Your card has expired. Please try another card.',
  challenge_failed: 'Your bank could not verify this payment. Please try again or use another payment method.',
};

export type PlacementAnswer =
  { status: 201; body: PlacedOrderBody } | { status: 302; body: { origin: string; referenceID: string } };
interface PlacedOrderBody {
  orderId: string;
  orderReference: string;
  basketId: string;
  status: string;
  basketTotal: number;
  paymentMethod: OrderMethod;
  orderRegister: 'order-guest' | 'order-customer';
}

export interface OrderPlacementDeps {
  db: Db;
  repository: BasketRepository;
  baskets: BasketService;
  vouchers: VoucherRepository;
  gateway: PaymentGateway;
  /** Declined cards per basket: past the limit a card needs a captcha (customerToken). */
  guard: CardTestingGuard;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the store console (and any tracker) that an order arrived. */
  onPlaced?: (change: { orderId: string; storeId: number }) => Promise<void>;
  /** Crash-recovery tests only (platform/failpoints.ts). */
  failpoint?: Failpoint;
}

export function orderPlacementService({
  db,
  repository,
  baskets,
  vouchers,
  gateway,
  guard,
  clock,
  log,
  onPlaced,
  failpoint = noFailpoints,
}: OrderPlacementDeps) {
  const attempts = paymentAttemptLog(db);

  /** The basket, valid to order now, and the customer details validateOrder stored. */
  async function readyBasket(basketId: string, sessionId: string | undefined) {
    const basket = await baskets.validate(basketId, sessionId);
    const customerInfo = basket.customerInfo as CustomerInfo | null;
    if (!customerInfo) throw new AppError(400, 'CustomerDetailsRequired', DETAILS_NEEDED_MESSAGE);
    return { basket, customerInfo };
  }

  async function finish(
    basket: Basket,
    customerInfo: CustomerInfo,
    payment: OrderPayment,
    agentName: string | null,
  ): Promise<PlacementAnswer> {
    const now = clock.now();
    if (payment.authorisationId) failpoint('order.authorised');
    let placed: { orderId: string; orderReference: string };
    try {
      placed = await commitOrder(db, {
        basket,
        customerInfo,
        payment,
        voucherDefinitions: await vouchers.all(),
        agentName,
        now,
      });
    } catch (error) {
      if (payment.authorisationId && (await lostToSamePayment(db, error, payment.authorisationId))) {
        // The same payment already paid for this basket's order: recovery settles this attempt with it.
        if (payment.attemptId) await attempts.mark(payment.attemptId, 'ordered', now);
      } else if (payment.authorisationId) {
        // The order did not happen: the money must not stay held.
        await gateway
          .void(payment.authorisationId)
          .catch((voidError: unknown) => log.error({ err: voidError }, 'void after failed order'));
        if (payment.attemptId) await attempts.mark(payment.attemptId, 'voided', now);
      }
      throw error;
    }
    if (payment.authorisationId) failpoint('order.committed');
    await onPlaced?.({ orderId: placed.orderId, storeId: basket.storeInfo.storeId }).catch((error: unknown) =>
      log.error({ err: error }, 'order event not published'),
    );
    if (payment.authorisationId) {
      // Captured once the order exists; a failure leaves the attempt 'ordered' for recovery to capture.
      const captured = await gateway
        .capture(payment.authorisationId, basket.basketTotal, { idempotencyKey: `capture:${placed.orderId}` })
        .then(
          () => true,
          (error: unknown) => {
            log.error({ err: error, orderId: placed.orderId }, 'capture failed');
            return false;
          },
        );
      if (captured && payment.attemptId) await attempts.mark(payment.attemptId, 'captured', clock.now());
    }
    return {
      status: 201,
      body: {
        ...placed,
        basketId: basket.basketId,
        status: 'Received',
        basketTotal: basket.basketTotal,
        paymentMethod: payment.method,
        orderRegister: customerInfo.orderRegister,
      },
    };
  }

  return {
    /** validateOrder: checks the basket and the contact details, and keeps the details on it. */
    async validateOrder(basketId: string, sessionId: string | undefined, input: CustomerInfoInput): Promise<Basket> {
      const now = clock.now();
      const { row } = await repository.change(basketId, (current) => {
        const row = ownedBasket(current, sessionId);
        assertBasketOpen(row, now);
        const info = toCustomerInfo(input, {
          deliveryAddress: row.deliveryAddress as DeliveryAddress | null,
          customerId: row.customerId,
        });
        return { result: null, patch: { customerInfo: info, orderNote: input.orderNote ?? null, updatedAt: now } };
      });
      await baskets.validate(basketId, sessionId);
      return baskets.view(row!);
    },

    /** initialiseFlex: opens the hosted card fields for this basket's total. */
    async startCardSession(basketId: string, sessionId: string | undefined, returnUrl: string) {
      const { basket } = await readyBasket(basketId, sessionId);
      assertMethodAvailable(basket, 'card');
      const session = await gateway.createCardSession({ basketId, amountCents: basket.basketTotal, returnUrl });
      return { sessionId: session.sessionId, url: session.url };
    },

    /** initialiseZipPay, InitialisePayPal, initialiseApplePay, initialiseClickToPay ...: the provider's page. */
    async startRedirect(
      basketId: string,
      sessionId: string | undefined,
      method: OrderMethod,
      returnUrl: string,
      cancelUrl: string,
      key: string,
    ) {
      const redirect = redirectMethodOf[method];
      if (!redirect) throw invalidRequest(`${method} is not a redirect payment method.`);
      const { basket } = await readyBasket(basketId, sessionId);
      assertMethodAvailable(basket, method);
      const payment = await gateway.createRedirectPayment({
        method: redirect,
        amountCents: basket.basketTotal,
        reference: basketId,
        returnUrl,
        cancelUrl,
        idempotencyKey: `redirect:${key}`,
      });
      return { paymentId: payment.paymentId, redirectUrl: payment.redirectUrl };
    },

    /** One order endpoint per payment method. Card payments may answer 302 to start 3-D Secure. */
    async place(
      basketId: string,
      sessionId: string | undefined,
      method: OrderMethod,
      body: PlaceOrderBody,
      key: string,
    ): Promise<PlacementAnswer> {
      const { basket, customerInfo } = await readyBasket(basketId, sessionId);
      assertMethodAvailable(basket, method);
      const agentName = body.agentName ?? null;
      if (method === 'cash' || method === 'mobileeftpos' || method === 'free') {
        const status = method === 'free' ? 'free' : 'pay-in-store';
        return finish(
          basket,
          customerInfo,
          { method, status, authorisationId: null, attemptId: null, card: null },
          agentName,
        );
      }
      // A card or provider payment attached earlier (createToken, completeApplePay, zipNotify ...).
      const attached = basket.paymentInfo?.paymentMethod === method ? basket.paymentInfo.reference : null;
      if (method === 'card') {
        const cardSessionId = body.cardSessionId ?? attached;
        if (!cardSessionId)
          throw invalidRequest('Enter your card details.', [
            { field: 'body.cardSessionId', message: 'Required for card payments' },
          ]);
        await guard.assertMayTryCard(basketId, basket.paymentInfo, cardSessionId);
        const token = await gateway.getToken(cardSessionId);
        const now = clock.now();
        const attemptId = await attempts.open({
          basketId,
          idempotencyKey: `order:${key}`,
          method,
          amountCents: basket.basketTotal,
          now,
        });
        const result = await gateway.authorise({
          token: token.token,
          amountCents: basket.basketTotal,
          idempotencyKey: `order:${key}`,
          reference: basketId,
          returnUrl: body.returnUrl ?? '/card-auth',
        });
        await attempts.mark(
          attemptId,
          result.status === 'declined' ? 'declined' : 'authorised',
          clock.now(),
          result.authorisationId,
        );
        if (result.status === 'declined')
          throw new AppError(402, 'PaymentDeclined', declineMessages[result.reason] ?? declineMessages.declined!);
        if (result.status === 'challenge')
          return { status: 302, body: { origin: result.challengeUrl, referenceID: result.authorisationId } };
        const card = { brand: token.brand, last4: token.last4 };
        return finish(
          basket,
          customerInfo,
          { method, status: 'authorised', authorisationId: result.authorisationId, attemptId, card },
          agentName,
        );
      }
      const paymentId = body.paymentId ?? attached;
      if (!paymentId)
        throw invalidRequest('The payment was not completed.', [{ field: 'body.paymentId', message: 'Required' }]);
      const state = await gateway.getRedirectPayment(paymentId);
      if (state.reference !== basketId) throw new AppError(404, 'NotFound', 'No such payment for this cart.');
      if (state.status === 'pending') throw new AppError(409, 'Conflict', 'The payment has not been completed yet.');
      if (state.status !== 'approved' || !state.authorisationId) {
        throw new AppError(
          402,
          'PaymentDeclined',
          `The ${state.method} payment was ${state.status}. Please try another payment method.`,
        );
      }
      if (state.amountCents !== basket.basketTotal)
        throw new AppError(409, 'Conflict', 'Your cart changed after payment. Please pay again.');
      // Approved on the provider's page: recorded before the order, so a crash now is recovered (voided).
      const attemptId = await attempts.open({
        basketId,
        idempotencyKey: `order:${key}`,
        method,
        amountCents: basket.basketTotal,
        now: clock.now(),
        authorisationId: state.authorisationId,
      });
      const payment: OrderPayment = {
        method,
        status: 'authorised',
        authorisationId: state.authorisationId,
        attemptId,
        card: state.card ?? null,
      };
      return finish(basket, customerInfo, payment, agentName);
    },

    /** payerAuth/{referenceID}: after the 3-D Secure page, finish the order or explain. */
    async completeChallenge(
      basketId: string,
      sessionId: string | undefined,
      referenceID: string,
      agentName: string | null,
    ): Promise<PlacementAnswer> {
      const { basket, customerInfo } = await readyBasket(basketId, sessionId);
      const result = await gateway.completeChallenge(referenceID);
      const attempt = await attempts.byAuthorisation(referenceID);
      if (result.status === 'pending') return { status: 302, body: { origin: result.challengeUrl, referenceID } };
      if (result.status === 'declined') {
        if (attempt) await attempts.mark(attempt.attemptId, 'declined', clock.now());
        throw new AppError(402, 'PaymentDeclined', declineMessages[result.reason] ?? declineMessages.declined!);
      }
      const record = await gateway.getAuthorisation(referenceID);
      if (record.reference !== basketId || record.amountCents !== basket.basketTotal) {
        throw new AppError(409, 'Conflict', 'This payment does not match your cart. Please pay again.');
      }
      const payment: OrderPayment = {
        method: 'card',
        status: 'authorised',
        authorisationId: referenceID,
        attemptId: attempt?.attemptId ?? null,
        card: record.card ? { brand: record.card.brand, last4: record.card.last4 } : null,
      };
      return finish(basket, customerInfo, payment, agentName);
    },
  };
}

export type OrderPlacementService = ReturnType<typeof orderPlacementService>;
