// The basket's payment calls before the order (spec document 2, section 7; decision 065): the
// chosen method, the card token calls, the wallet completions and the pay-later notifications,
// each kept by the server on `basket.paymentInfo`, and the options Afterpay and Click to Pay show
// in the method list. Types only from the contract: its zod values stay out of the app's chunks.
import type { AfterpayOptions, Basket, CardSummary, OrderMethod, PaymentInfo } from '@storefront/contract';
import { ApiError } from '../../lib/api-client.ts';
import { basketCall } from '../../lib/api/basket-request.ts';
import type { CallResult } from '../../lib/api/call-api.ts';
import { captureException } from '../../lib/error-reporting.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';

/** PATCH paymentInfo: the method the customer picked (picking the attached method again keeps it). */
export const choosePaymentMethod = (paymentMethod: OrderMethod): Promise<Basket> =>
  basketCall('choosePaymentMethod', { body: { paymentMethod } });

// ---- what the method list shows for Afterpay and Click to Pay ----

export type AfterpayPlan = Pick<AfterpayOptions, 'available' | 'reason' | 'instalments'>;

type ClickToPayAnswer = CallResult<'clickToPayOptions'>;
export type ClickToPayOptions = Pick<ClickToPayAnswer, 'available' | 'acceptedBrands'>;

/** GET apOptions, read defensively: a malformed answer is an error, never a wrong line. */
export async function afterpayOptions(): Promise<AfterpayPlan> {
  const answer: Partial<AfterpayOptions> | null = await basketCall('afterpayOptions');
  if (typeof answer?.available !== 'boolean' || !Array.isArray(answer.instalments)) {
    throw new Error('Unexpected apOptions answer');
  }
  return { available: answer.available, reason: answer.reason ?? null, instalments: answer.instalments };
}

/** POST initialiseVCO: whether Click to Pay can pay this basket, and the card brands it takes. */
export async function clickToPayOptions(): Promise<ClickToPayOptions> {
  const answer: Partial<ClickToPayAnswer> | null = await basketCall('clickToPayOptions');
  if (typeof answer?.available !== 'boolean' || !Array.isArray(answer.acceptedBrands)) {
    throw new Error('Unexpected initialiseVCO answer');
  }
  return { available: answer.available, acceptedBrands: answer.acceptedBrands };
}

// ---- cards: the hosted page's session (flexToken) attached to the basket ----

/** The server's answer when a basket has had too many declined cards: solve a captcha first. */
export const isCaptchaRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 428 && error.code === 'CaptchaRequired';

/** POST createToken: the card the hosted page tokenised becomes the basket's payment (may answer 428). */
export const createCardToken = (flexToken: string): Promise<Basket> =>
  basketCall('createCardToken', { body: { flexToken } });

/** POST customerToken: createToken with a solved captcha (action CUSTOMER_TOKEN). */
export const createCardTokenWithCaptcha = (flexToken: string, captcha: string): Promise<Basket> =>
  basketCall('createCardTokenWithCaptcha', { body: { flexToken, captcha } });

/** Cards discarded in this tab: a basket answer sent before the discard must not offer them again. */
const discarded = new Set<string>();

/** The card attached to the basket, ready to pay with (created by createToken or customerToken). */
export function attachedCard(info: PaymentInfo | null | undefined): (CardSummary & { flexToken: string }) | null {
  if (info?.paymentMethod !== 'card' || info.status !== 'ready' || !info.card || !info.reference) return null;
  if (discarded.has(info.reference)) return null;
  return { ...info.card, flexToken: info.reference };
}

/** The basket in this tab lets go of a card, as the server does on DELETE token. */
function releaseCard(flexToken: string): void {
  const { basket, setBasket } = useBasketSession.getState();
  if (basket?.paymentInfo?.reference === flexToken) {
    setBasket({ ...basket, paymentInfo: { ...basket.paymentInfo, status: 'chosen', card: null, reference: null } });
  }
}

/** DELETE token/{flexToken}: the gateway forgets the card and the basket lets go of it. */
export async function discardCard(flexToken: string): Promise<void> {
  // At once, so no screen offers the card while the call runs; and again after it, in case a
  // basket read sent before the call (the shell's start-up read) brought the card back meanwhile.
  discarded.add(flexToken);
  releaseCard(flexToken);
  await basketCall('discardCard', { params: { flexToken } });
  releaseCard(flexToken);
}

/** A declined card is discarded so it is not offered or sent again; a failure is only logged. */
export function discardDeclinedCard(flexToken: string): void {
  discardCard(flexToken).catch((error: unknown) => captureException(error, { tags: { source: 'discardCard' } }));
}

// ---- provider returns: the gateway's outcome kept on the basket ----

/** completeApplePay / completeClickToPay: the wallet approval checked and kept (402, 409 otherwise). */
export const completeWallet = (method: 'apple-pay' | 'click-to-pay', paymentId: string): Promise<Basket> =>
  basketCall(method === 'apple-pay' ? 'completeApplePay' : 'completeClickToPay', { body: { paymentId } });

/** PATCH zipNotify: Zip's return (checkoutId, result); the basket keeps what the gateway says. */
export const notifyZip = (checkoutId: string, result: string | null): Promise<Basket> =>
  basketCall('notifyZip', { body: { checkoutId, ...(result ? { result } : {}) } });

/** PATCH apNotify: Afterpay's return (orderToken, status); the basket keeps what the gateway says. */
export const notifyAfterpay = (orderToken: string, status: string | null): Promise<Basket> =>
  basketCall('notifyAfterpay', { body: { orderToken, ...(status ? { status } : {}) } });
