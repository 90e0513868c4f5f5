import type {
  AfterpayOptions,
  Basket,
  CardSummary,
  OrderMethod,
  PaymentInfo,
  PaymentInfoStatus,
} from '@storefront/contract';
import { paymentMethodByOrderMethod } from '@storefront/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertBasketOpen, ownedBasket } from '../basket/basket-access.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { assertMethodAvailable, requireRedirectMethod } from './payment-availability.ts';
import {
  AFTERPAY_MAX_CENTS,
  AFTERPAY_MIN_CENTS,
  afterpayInstalments,
  afterpayRefusal,
  localDate,
} from './afterpay-plan.ts';
import { cardOfBasketSession, noSuchCard } from './card-sessions.ts';
import type { CardTestingGuard } from './card-testing-guard.ts';
import type { CardToken, PaymentGateway, RedirectMethod, RedirectPaymentState } from './payment-gateway.ts';

export interface PaymentSetupDeps {
  repository: BasketRepository;
  baskets: BasketService;
  gateway: PaymentGateway;
  captcha: CaptchaService;
  guard: CardTestingGuard;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Where the gateway would send a browser after tokenising; the API flow never goes there. */
const FLEX_API_RETURN = '/checkout/credit-card';

const noSuchPayment = () => notFound('No such payment for this cart. Please choose a payment method again.');

const summaryOf = (card: CardToken): CardSummary => ({
  brand: card.brand,
  brandCode: card.brandCode,
  last4: card.last4,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
});

const providerStatus: Record<RedirectPaymentState['status'], PaymentInfoStatus> = {
  pending: 'pending',
  approved: 'ready',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** Afterpay returns status=SUCCESS|CANCELLED, Zip result=approved|declined|cancelled|referred. */
function reportedStatus(text: string): RedirectPaymentState['status'] | null {
  const value = text.toLowerCase();
  if (value === 'success' || value === 'approved') return 'approved';
  if (value === 'cancelled' || value === 'canceled') return 'cancelled';
  if (value === 'declined') return 'declined';
  if (value === 'referred' || value === 'pending') return 'pending';
  return null;
}

/**
 * The basket's payment calls before the order: choosing a method, the card token calls
 * (initialiseFlexApi, verifyFlex, createToken, customerToken, DELETE token), the wallet completions,
 * the pay-later notifications and Afterpay's and Click to Pay's options. What they settle is kept
 * on the basket's paymentInfo, which the order endpoint reads.
 */
export function paymentSetupService({ repository, baskets, gateway, captcha, guard, clock, log }: PaymentSetupDeps) {
  /** The caller's basket, still open; priced only when the call needs its totals or payment. */
  async function openRow(basketId: string, sessionId: string | undefined) {
    const row = ownedBasket(await repository.find(basketId), sessionId);
    assertBasketOpen(row, clock.now());
    return row;
  }

  async function openBasket(basketId: string, sessionId: string | undefined): Promise<Basket> {
    return baskets.view(await openRow(basketId, sessionId));
  }

  async function savePaymentInfo(
    basketId: string,
    sessionId: string | undefined,
    info: Omit<PaymentInfo, 'updatedAt'> | null,
  ): Promise<Basket> {
    const now = clock.now();
    const { row } = await repository.change(basketId, (current) => {
      const owned = ownedBasket(current, sessionId);
      assertBasketOpen(owned, now);
      const paymentInfo = info && { ...info, updatedAt: now.toISOString() };
      return { result: null, patch: { paymentInfo, updatedAt: now } };
    });
    return baskets.view(row!);
  }

  async function attachCard(
    basket: Basket,
    sessionId: string | undefined,
    flexToken: string,
    { viaCaptcha, clientAddress }: { viaCaptcha: boolean; clientAddress: string },
  ) {
    const { basketId } = basket;
    assertMethodAvailable(basket, 'card');
    const card = await cardOfBasketSession(gateway, basketId, flexToken);
    if (!viaCaptcha) {
      const { paymentInfo } = basket;
      await guard.assertMayTryCard({ basketId, paymentInfo, flexToken, clientAddress, fingerprint: card.fingerprint });
    }
    return savePaymentInfo(basketId, sessionId, {
      paymentMethod: 'card',
      status: 'ready',
      card: summaryOf(card),
      reference: flexToken,
      captchaVerified: viaCaptcha,
    });
  }

  /** The provider payment behind `paymentId`, when it was made for this basket by `method`. */
  async function providerPayment(basketId: string, paymentId: string, method: RedirectMethod) {
    const state = await gateway.getRedirectPayment(paymentId).catch(() => null);
    if (!state || state.reference !== basketId || state.method !== method) throw noSuchPayment();
    return state;
  }

  async function recordProviderOutcome(
    basketId: string,
    sessionId: string | undefined,
    method: OrderMethod,
    state: RedirectPaymentState,
  ): Promise<Basket> {
    const card = state.card ? { ...state.card, expiryMonth: null, expiryYear: null } : null;
    return savePaymentInfo(basketId, sessionId, {
      paymentMethod: method,
      status: providerStatus[state.status],
      card,
      reference: state.paymentId,
      captchaVerified: false,
    });
  }

  return {
    /** PATCH paymentInfo: the method the customer picked. Picking the same one again keeps a card or approval. */
    async choose(basketId: string, sessionId: string | undefined, method: OrderMethod): Promise<Basket> {
      const basket = await openBasket(basketId, sessionId);
      assertMethodAvailable(basket, method);
      const current = basket.paymentInfo;
      // A declined or cancelled payment is not kept: choosing the method again starts afresh.
      if (current?.paymentMethod === method && (current.status === 'ready' || current.status === 'chosen'))
        return basket;
      return savePaymentInfo(basketId, sessionId, {
        paymentMethod: method,
        status: 'chosen',
        card: null,
        reference: null,
        captchaVerified: false,
      });
    },

    /** initialiseVCO: whether Click to Pay can pay this basket, and which card brands it takes here. */
    async clickToPayOptions(basketId: string, sessionId: string | undefined) {
      const basket = await openBasket(basketId, sessionId);
      let available = true;
      try {
        assertMethodAvailable(basket, 'clicktopay');
      } catch {
        available = false;
      }
      const { storeInfo } = basket;
      const acceptedBrands = available
        ? ([
            ...(storeInfo.canAcceptOnlineVisaCheckout ? ['Visa'] : []),
            'Mastercard',
            ...(storeInfo.canAcceptOnlineAmexCheckout ? ['Amex'] : []),
          ] as CardSummary['brand'][])
        : [];
      return { available, acceptedBrands, amount: basket.basketTotal, currency: 'AUD' as const };
    },

    /** initialiseFlexApi: a card session for card fields the app draws itself. */
    async startFlexApi(basketId: string, sessionId: string | undefined) {
      const basket = await openBasket(basketId, sessionId);
      assertMethodAvailable(basket, 'card');
      const session = await gateway.createCardSession({
        basketId,
        amountCents: basket.basketTotal,
        returnUrl: FLEX_API_RETURN,
      });
      return {
        flexToken: session.sessionId,
        tokeniseUrl: session.tokeniseUrl,
        expiresAt: session.expiresAt.toISOString(),
      };
    },

    /** verifyFlex: the card in a session, checked with the gateway; changes nothing. */
    async verifyFlex(basketId: string, sessionId: string | undefined, flexToken: string) {
      await openRow(basketId, sessionId);
      return { flexToken, card: summaryOf(await cardOfBasketSession(gateway, basketId, flexToken)) };
    },

    /** createToken: the card becomes the basket's payment (refused once card testing is suspected). */
    async createToken(
      basketId: string,
      sessionId: string | undefined,
      flexToken: string,
      clientAddress: string,
    ): Promise<Basket> {
      const basket = await openBasket(basketId, sessionId);
      return attachCard(basket, sessionId, flexToken, { viaCaptcha: false, clientAddress });
    },

    /** customerToken: the same with a solved captcha (action CUSTOMER_TOKEN), which clears the decline limit. */
    async customerToken(
      basketId: string,
      sessionId: string | undefined,
      flexToken: string,
      captchaPayload: string,
      clientAddress: string,
    ): Promise<Basket> {
      const basket = await openBasket(basketId, sessionId);
      // The captcha's cost must match this address's declines so far (it grows with each).
      await captcha.verify(captchaPayload, 'CUSTOMER_TOKEN', 'body.captcha', clientAddress);
      return attachCard(basket, sessionId, flexToken, { viaCaptcha: true, clientAddress });
    },

    /** DELETE token/{flexToken}: the gateway forgets the card and the basket lets go of it. */
    async discardCard(basketId: string, sessionId: string | undefined, flexToken: string): Promise<void> {
      const row = await openRow(basketId, sessionId);
      const session = await gateway.describeCardSession(flexToken).catch(() => null);
      if (!session || session.basketId !== basketId) throw noSuchCard();
      await gateway.deleteToken(flexToken);
      if ((row.paymentInfo as PaymentInfo | null)?.reference === flexToken) {
        await savePaymentInfo(basketId, sessionId, {
          paymentMethod: 'card',
          status: 'chosen',
          card: null,
          reference: null,
          captchaVerified: false,
        });
      }
    },

    /** completeApplePay / completeClickToPay: the wallet's approval checked with the gateway and kept. */
    async completeWallet(
      basketId: string,
      sessionId: string | undefined,
      method: 'applepay' | 'clicktopay',
      paymentId: string,
    ): Promise<Basket> {
      const basket = await openBasket(basketId, sessionId);
      const state = await providerPayment(basketId, paymentId, requireRedirectMethod(method));
      if (state.status === 'pending')
        throw new AppError(409, 'PaymentPending', 'The payment has not been completed yet.');
      if (state.status === 'approved' && state.amountCents !== basket.basketTotal)
        throw new AppError(409, 'Conflict', 'Your cart changed after payment. Please pay again.');
      const updated = await recordProviderOutcome(basketId, sessionId, method, state);
      if (state.status !== 'approved') {
        const name = paymentMethodByOrderMethod(method)?.label;
        throw new AppError(
          402,
          state.status === 'cancelled' ? 'PaymentCancelled' : 'PaymentDeclined',
          `The ${name} payment was ${state.status}. Please try another payment method.`,
        );
      }
      return updated;
    },

    /**
     * apNotify / zipNotify: the provider's return, reported by the app. What the app says happened
     * is only a hint; the gateway's answer is what is kept.
     */
    async notifyPayLater(
      basketId: string,
      sessionId: string | undefined,
      method: 'afterpay' | 'zip',
      paymentId: string,
      reported: string | undefined,
    ): Promise<Basket> {
      await openRow(basketId, sessionId);
      const state = await providerPayment(basketId, paymentId, method === 'afterpay' ? 'Afterpay' : 'Zip');
      const claimed = reported ? reportedStatus(reported) : null;
      if (claimed && claimed !== state.status) {
        log.warn({ basketId, method, reported, status: state.status }, 'pay-later return disagrees with the gateway');
      }
      return recordProviderOutcome(basketId, sessionId, method, state);
    },

    /** apOptions: whether Afterpay can pay this basket and the four payments it would take. */
    async afterpayOptions(basketId: string, sessionId: string | undefined): Promise<AfterpayOptions> {
      const basket = await openBasket(basketId, sessionId);
      const option = basket.storeInfo.paymentOptions.find((o) => o.paymentOption === 'Afterpay');
      const maximumAmount = option?.maxOrderCharge ?? AFTERPAY_MAX_CENTS;
      const total = basket.basketTotal;
      const reason =
        !option || option.status !== 'Active'
          ? 'This store does not take Afterpay.'
          : afterpayRefusal(total, AFTERPAY_MIN_CENTS, maximumAmount);
      return {
        available: reason === null,
        reason,
        minimumAmount: AFTERPAY_MIN_CENTS,
        maximumAmount,
        instalments: total > 0 ? afterpayInstalments(total, localDate(clock.now(), basket.storeInfo.timeZone)) : [],
      };
    },
  };
}

export type PaymentSetupService = ReturnType<typeof paymentSetupService>;
