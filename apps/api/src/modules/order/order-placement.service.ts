import {
  IDEMPOTENCY_KEY_PREFIX,
  type Basket,
  type CustomerInfo,
  type CustomerInfoInput,
  type OrderMethod,
  type PlaceOrderBody,
  type SavedCardOrderBody,
} from '@storefront/contract';
import { isValidSecurityCode, SECURITY_CODE_LENGTH, type SecurityCodeBrand } from '@storefront/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { noFailpoints, type Failpoint } from '../../platform/failpoints.ts';
import { AppError, invalidRequest } from '../../platform/errors.ts';
import type { FastifyBaseLogger } from 'fastify';
import { assertBasketOpen, ownedBasket } from '../basket/basket-access.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { BasketRow } from '../basket/basket-view.ts';
import type { DeliveryAddress } from '../basket/basket-disposition.ts';
import type { CardTestingGuard } from '../payment/card-testing-guard.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { VoucherRepository } from '../voucher/voucher.repository.ts';
import { toCustomerInfo } from './customer-info.ts';
import { lostToSamePayment } from './order-commit.ts';
import type { OrderPayment } from './order-payment.ts';
import type { PlacementAnswer } from './placement-answer.ts';
import { assertMethodAvailable, assertSavedCardAvailable, redirectMethodOf } from '../payment/payment-availability.ts';
import { paymentAttemptLog } from './payment-attempts.ts';
import { assertPaymentUnused, noSuchPayment } from './payment-references.ts';
import { cardPlacement, type StoredCardCharge } from './card-placement.ts';
import type { OrderRepository } from './order.repository.ts';

export const DETAILS_NEEDED_MESSAGE = 'We need a few details before you can proceed.';
/** Document 2 section 3: what each brand calls its security code. */
const SECURITY_CODE_NAMES: Record<SecurityCodeBrand, string> = { Visa: 'CVV', Mastercard: 'CVC', Amex: 'CID' };

/** Told once an order is committed; customerId is null for a guest's order (nothing to remember for them). */
export interface OrderPlacedEvent {
  orderId: string;
  storeId: number;
  customerId: string | null;
}

export interface OrderPlacementDeps {
  db: Db;
  repository: BasketRepository;
  orders: OrderRepository;
  baskets: BasketService;
  vouchers: VoucherRepository;
  gateway: PaymentGateway;
  /** Declined cards per basket, address and card: past a limit a card needs a captcha (customerToken). */
  guard: CardTestingGuard;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the store console (and any tracker) that an order arrived. */
  onPlaced?: (change: OrderPlacedEvent) => Promise<void>;
  /** Crash-recovery tests only (platform/failpoints.ts). */
  failpoint?: Failpoint;
}

export function orderPlacementService({
  db,
  repository,
  orders,
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

  /** The basket, valid to order now, the stored row it was checked on, and the customer details validateOrder stored. */
  async function readyBasket(basketId: string, sessionId: string | undefined) {
    const { basket, row } = await baskets.validateWithRow(basketId, sessionId);
    const customerInfo = basket.customerInfo as CustomerInfo | null;
    if (!customerInfo) throw new AppError(400, 'CustomerDetailsRequired', DETAILS_NEEDED_MESSAGE);
    return { basket, customerInfo, row };
  }

  async function finish(
    basket: Basket,
    customerInfo: CustomerInfo,
    payment: OrderPayment,
    agentName: string | null,
    validatedRow?: BasketRow,
  ): Promise<PlacementAnswer> {
    const now = clock.now();
    if (payment.authorisationId) failpoint('order.authorised');
    let placed: { orderId: string; orderReference: string; customerId: string | null };
    try {
      placed = await orders.commit({
        basket,
        customerInfo,
        payment,
        voucherDefinitions: await vouchers.all(),
        agentName,
        now,
        validatedRow,
      });
    } catch (error) {
      if (payment.authorisationId && (await lostToSamePayment(orders, error, payment.authorisationId))) {
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
    const { customerId, ...answer } = placed;
    await onPlaced?.({ orderId: placed.orderId, storeId: basket.storeInfo.storeId, customerId }).catch(
      (error: unknown) => log.error({ err: error }, 'order event not published'),
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
      if (captured) {
        await orders.recordPaymentStatus(placed.orderId, 'captured');
        if (payment.attemptId) await attempts.mark(payment.attemptId, 'captured', clock.now());
      }
    }
    return {
      status: 201,
      body: {
        ...answer,
        basketId: basket.basketId,
        status: 'Received',
        basketTotal: basket.basketTotal,
        paymentMethod: payment.method,
        orderRegister: customerInfo.orderRegister,
      },
    };
  }

  const cards = cardPlacement({ orders, gateway, guard, clock, attempts, finish });

  return {
    /**
     * validateOrder: checks the basket and the contact details, and keeps the details on it. A
     * customer who signed in after the basket was made binds it here, as any basket change does.
     */
    async validateOrder(
      basketId: string,
      sessionId: string | undefined,
      input: CustomerInfoInput,
      callerCustomerId: string | null = null,
    ): Promise<Basket> {
      const now = clock.now();
      const { row } = await repository.change(basketId, (current) => {
        const row = ownedBasket(current, sessionId);
        assertBasketOpen(row, now);
        const customerId = callerCustomerId ?? row.customerId;
        const info = toCustomerInfo(input, {
          deliveryAddress: row.deliveryAddress as DeliveryAddress | null,
          customerId,
        });
        const patch = { customerInfo: info, orderNote: input.orderNote ?? null, customerId, updatedAt: now };
        return { result: null, patch };
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
      const redirect = redirectMethodOf(method);
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
      clientAddress: string,
    ): Promise<PlacementAnswer> {
      const { basket, customerInfo, row } = await readyBasket(basketId, sessionId);
      assertMethodAvailable(basket, method);
      const agentName = body.agentName ?? null;
      if (method === 'cash' || method === 'mobileeftpos' || method === 'free') {
        const status = method === 'free' ? 'free' : 'pay-in-store';
        return finish(
          basket,
          customerInfo,
          { method, status, authorisationId: null, attemptId: null, card: null, reference: null },
          agentName,
          row,
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
        return cards.pay({
          basket,
          customerInfo,
          cardSessionId,
          key,
          clientAddress,
          agentName,
          returnUrl: body.returnUrl,
        });
      }
      const paymentId = body.paymentId ?? attached;
      if (!paymentId)
        throw invalidRequest('The payment was not completed.', [{ field: 'body.paymentId', message: 'Required' }]);
      // The provider payment must have been made for this basket and this method, and paid no order yet.
      const state = await gateway.getRedirectPayment(paymentId).catch(() => null);
      if (!state || state.reference !== basketId || state.method !== redirectMethodOf(method)) throw noSuchPayment();
      await assertPaymentUnused(orders, paymentId);
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
        idempotencyKey: `${IDEMPOTENCY_KEY_PREFIX.order}${key}`,
        method,
        amountCents: basket.basketTotal,
        now: clock.now(),
        authorisationId: state.authorisationId,
        paymentReference: paymentId,
      });
      const payment: OrderPayment = {
        method,
        status: 'authorised',
        authorisationId: state.authorisationId,
        attemptId,
        card: state.card ?? null,
        reference: paymentId,
      };
      return finish(basket, customerInfo, payment, agentName);
    },

    /**
     * orders/savedcard: the signed-in customer's own saved card (the account checked the token and
     * the card), on this customer's own basket, with the security code of the card's brand.
     */
    async placeWithSavedCard(
      basketId: string,
      sessionId: string | undefined,
      payer: { customerId: string; card: StoredCardCharge & { brand: SecurityCodeBrand } },
      body: SavedCardOrderBody,
      key: string,
      clientAddress: string,
    ): Promise<PlacementAnswer> {
      const { card } = payer;
      if (!isValidSecurityCode(card.brand, body.cvv)) {
        const digits = SECURITY_CODE_LENGTH[card.brand];
        throw invalidRequest(`Enter the ${digits}-digit ${SECURITY_CODE_NAMES[card.brand]}.`, [
          { field: 'body.cvv', message: `${digits} digits for ${card.brand}` },
        ]);
      }
      const { basket, customerInfo } = await readyBasket(basketId, sessionId);
      if (customerInfo.userId !== payer.customerId) {
        throw new AppError(403, 'Forbidden', 'This cart belongs to another sign-in. Please pay with a new card.');
      }
      assertSavedCardAvailable(basket);
      return cards.payStored({
        basket,
        customerInfo,
        card,
        securityCode: body.cvv,
        key,
        clientAddress,
        agentName: null,
        returnUrl: body.returnUrl,
      });
    },

    /**
     * payerAuth/{referenceID}: after the 3-D Secure page, finish the order or explain. The
     * authorisation must be one this basket's own card placement made (its payment attempt), never
     * another basket's or one made outside a placement.
     */
    async completeChallenge(
      basketId: string,
      sessionId: string | undefined,
      referenceID: string,
      agentName: string | null,
      clientAddress: string,
    ): Promise<PlacementAnswer> {
      const { basket, customerInfo } = await readyBasket(basketId, sessionId);
      return cards.completeChallenge({ basket, customerInfo, referenceID, agentName, clientAddress });
    },
  };
}

export type OrderPlacementService = ReturnType<typeof orderPlacementService>;
