// The basket's payment calls before the order (spec document 2, section 7): the chosen method, the
// card token calls, the wallet completions, the pay-later options and their notifications.
import { z } from 'zod';
import { basketIdParamsSchema, basketSchema } from '../basket.ts';
import {
  afterpayOptionsSchema,
  apNotifyBodySchema,
  clickToPayOptionsSchema,
  customerTokenBodySchema,
  flexApiStartSchema,
  flexTokenBodySchema,
  flexTokenParamsSchema,
  paymentInfoPatchSchema,
  verifiedCardSchema,
  walletCompleteBodySchema,
  zipNotifyBodySchema,
} from '../payment-setup.ts';
import { basketSessionHeadersSchema } from './basket-session-headers.ts';
import { endpoint } from './define.ts';

const tags = ['checkout'];
const problems = [400, 402, 404, 409, 410, 428] as const;
const onBasket = { tags, params: basketIdParamsSchema, headers: basketSessionHeadersSchema, problems } as const;

export const paymentSetupEndpoints = {
  choosePaymentMethod: endpoint({
    ...onBasket,
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/paymentInfo',
    summary: 'Choose the payment method; the basket keeps it',
    body: paymentInfoPatchSchema,
    responses: { 200: basketSchema },
  }),
  clickToPayOptions: endpoint({
    ...onBasket,
    method: 'POST',
    path: '/api/v1/baskets/:basketId/initialiseVCO',
    summary: 'Click to Pay for this basket: available or not, and the card brands it takes',
    responses: { 200: clickToPayOptionsSchema },
  }),
  startCardFields: endpoint({
    ...onBasket,
    method: 'POST',
    path: '/api/v1/baskets/:basketId/initialiseFlexApi',
    summary: 'A card session for card fields drawn by the app; card data goes to tokeniseUrl (the gateway)',
    responses: { 200: flexApiStartSchema },
  }),
  verifyCard: endpoint({
    ...onBasket,
    method: 'POST',
    path: '/api/v1/baskets/:basketId/verifyFlex',
    summary: 'The card a session holds (brand, last four, expiry), checked with the gateway',
    body: flexTokenBodySchema,
    responses: { 200: verifiedCardSchema },
  }),
  createCardToken: endpoint({
    ...onBasket,
    method: 'POST',
    path: '/api/v1/baskets/:basketId/createToken',
    summary: "Make the session's card the basket's payment",
    description:
      'After 3 declined cards on a basket, 5 from this address within an hour, or 3 of this card within a day, this answers 428 CaptchaRequired: use customerToken.',
    body: flexTokenBodySchema,
    responses: { 200: basketSchema },
  }),
  createCardTokenWithCaptcha: endpoint({
    ...onBasket,
    method: 'POST',
    path: '/api/v1/baskets/:basketId/customerToken',
    summary: 'createToken with a solved captcha (action CUSTOMER_TOKEN, from GET /captcha/challenge)',
    body: customerTokenBodySchema,
    responses: { 200: basketSchema },
  }),
  discardCard: endpoint({
    ...onBasket,
    method: 'DELETE',
    path: '/api/v1/baskets/:basketId/token/:flexToken',
    summary: 'Discard a card: the gateway forgets it and the basket lets go of it',
    params: flexTokenParamsSchema,
    responses: { 204: z.null() },
  }),
  completeApplePay: endpoint({
    ...onBasket,
    method: 'POST',
    path: '/api/v1/baskets/:basketId/completeApplePay',
    summary: 'Check the Apple Pay approval and keep it on the basket',
    body: walletCompleteBodySchema,
    responses: { 200: basketSchema },
  }),
  completeClickToPay: endpoint({
    ...onBasket,
    method: 'POST',
    path: '/api/v1/baskets/:basketId/completeClickToPay',
    summary: 'Check the Click to Pay approval and keep it on the basket',
    body: walletCompleteBodySchema,
    responses: { 200: basketSchema },
  }),
  afterpayOptions: endpoint({
    ...onBasket,
    method: 'GET',
    path: '/api/v1/baskets/:basketId/apOptions',
    summary: 'Afterpay for this basket: available or why not, and the four payments',
    responses: { 200: afterpayOptionsSchema },
  }),
  notifyAfterpay: endpoint({
    ...onBasket,
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/apNotify',
    summary: "Afterpay's return: the gateway's outcome is kept on paymentInfo",
    body: apNotifyBodySchema,
    responses: { 200: basketSchema },
  }),
  notifyZip: endpoint({
    ...onBasket,
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/zipNotify',
    summary: "Zip's return: the gateway's outcome is kept on paymentInfo",
    body: zipNotifyBodySchema,
    responses: { 200: basketSchema },
  }),
};
