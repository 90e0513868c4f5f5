// Order placement (spec document 2, sections 4, 7 and 8): checking the basket before payment,
// starting a card or provider payment, placing the order by method, finishing 3-D Secure, and
// reporting an order error the app could not explain.
import { z } from 'zod';
import { basketIdParamsSchema, basketSchema } from '../basket.ts';
import { savedCardOrderBodySchema } from '../customer-account.ts';
import {
  cardSessionBodySchema,
  cardSessionStartSchema,
  challengeRequiredSchema,
  customerInfoInputSchema,
  orderErrorReportSchema,
  orderMethodParamsSchema,
  orderMethods,
  payerAuthBodySchema,
  payerAuthParamsSchema,
  placedOrderSchema,
  placeOrderBodySchema,
  redirectStartBodySchema,
  redirectStartMethods,
  redirectStartSchema,
  type OrderMethod,
} from '../order-placement.ts';
import { basketSessionHeadersSchema, idempotentBasketHeadersSchema } from './basket-session-headers.ts';
import { endpoint } from './define.ts';

const tags = ['checkout'];
const problems = [400, 402, 403, 404, 409, 410, 412, 422, 428] as const;

/** The spec's initialise call of a provider paid on its own page; all alike but for the path. */
const redirectStart = (segment: string, method: OrderMethod) =>
  endpoint({
    method: 'POST',
    path: `/api/v1/baskets/:basketId/${segment}` as `/api/v1/baskets/:basketId/${string}`,
    summary: `Start a ${method} payment on the provider's page`,
    tags,
    params: basketIdParamsSchema,
    headers: idempotentBasketHeadersSchema,
    body: redirectStartBodySchema,
    responses: { 200: redirectStartSchema },
    problems,
  });

// The spec names the calls for Zip, PayPal and Afterpay; the others are named alike.
const redirectStartEndpoints = {
  initialiseZipPay: redirectStart('initialiseZipPay', redirectStartMethods.initialiseZipPay),
  initialisePayPal: redirectStart('InitialisePayPal', redirectStartMethods.initialisePayPal),
  initialisePayPalPayIn4: redirectStart('initialisePayPalPayIn4', redirectStartMethods.initialisePayPalPayIn4),
  initialiseAfterpay: redirectStart('initialiseAfterpay', redirectStartMethods.initialiseAfterpay),
  initialiseApplePay: redirectStart('initialiseApplePay', redirectStartMethods.initialiseApplePay),
  initialiseGooglePay: redirectStart('initialiseGooglePay', redirectStartMethods.initialiseGooglePay),
  initialiseClickToPay: redirectStart('initialiseClickToPay', redirectStartMethods.initialiseClickToPay),
} satisfies Record<keyof typeof redirectStartMethods, unknown>;

export const placementEndpoints = {
  validateOrder: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/validateOrder',
    summary: 'Check the basket and the customer details before payment',
    tags,
    params: basketIdParamsSchema,
    headers: basketSessionHeadersSchema,
    body: customerInfoInputSchema,
    responses: { 200: basketSchema },
    problems,
  }),
  startCardSession: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/initialiseFlex',
    summary: "Open the gateway's hosted card fields for this basket",
    tags,
    params: basketIdParamsSchema,
    headers: basketSessionHeadersSchema,
    body: cardSessionBodySchema,
    responses: { 200: cardSessionStartSchema },
    problems,
  }),
  ...redirectStartEndpoints,
  placeOrder: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/orders/:method',
    summary: 'Place the order, paying by the method in the path',
    description: `Methods: ${orderMethods.join(', ')}. Needs an Idempotency-Key. A card payment that needs 3-D Secure answers 302 with origin (the challenge page) and referenceID.`,
    tags,
    params: orderMethodParamsSchema,
    headers: idempotentBasketHeadersSchema,
    body: placeOrderBodySchema,
    responses: { 201: placedOrderSchema, 302: challengeRequiredSchema },
    problems,
  }),
  placeSavedCardOrder: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/orders/savedcard',
    summary: "Place the order, paying with one of the signed-in customer's saved cards",
    description:
      "Needs the customer's bearer token with read:card and an Idempotency-Key. The security code must have the card brand's length (CVV 3 Visa, CVC 3 Mastercard, CID 4 Amex): 400 naming body.cvv otherwise. Another customer's card is 404 and nothing is charged; a card the gateway refuses is 402 with the card-issue message. A card that needs 3-D Secure answers 302 as the card order does, finished with payerAuth/{referenceID}.",
    tags,
    params: basketIdParamsSchema,
    headers: idempotentBasketHeadersSchema,
    body: savedCardOrderBodySchema,
    responses: { 201: placedOrderSchema, 302: challengeRequiredSchema },
    problems: [401, ...problems],
  }),
  completeCardChallenge: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/payerAuth/:referenceID',
    summary: 'Finish a card order after 3-D Secure',
    tags,
    params: payerAuthParamsSchema,
    headers: idempotentBasketHeadersSchema,
    body: payerAuthBodySchema,
    responses: { 201: placedOrderSchema, 302: challengeRequiredSchema },
    problems,
  }),
  notifyOrderError: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/notifyOrderError',
    summary: 'Report an order failure the app could not explain; logged for support with the basket',
    tags,
    params: basketIdParamsSchema,
    headers: basketSessionHeadersSchema,
    body: orderErrorReportSchema,
    responses: { 204: z.null() },
    problems: [400, 404],
  }),
};
