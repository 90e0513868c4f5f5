import {
  afterpayOptionsSchema,
  apNotifyBodySchema,
  BASKET_SESSION_HEADER,
  basketIdParamsSchema,
  basketSchema,
  clickToPayOptionsSchema,
  customerTokenBodySchema,
  flexApiStartSchema,
  flexTokenBodySchema,
  flexTokenParamsSchema,
  paymentInfoPatchSchema,
  problemSchema,
  verifiedCardSchema,
  walletCompleteBodySchema,
  zipNotifyBodySchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentSetupService } from './payment-setup.service.ts';

const tags = ['checkout'];
const headers = z.object({ [BASKET_SESSION_HEADER]: z.string().min(1).max(100).optional() });
const problems = {
  400: problemSchema,
  402: problemSchema,
  404: problemSchema,
  409: problemSchema,
  410: problemSchema,
  428: problemSchema,
};

/** The basket's payment calls of spec section 7 that come before the order endpoint. */
export const paymentSetupRoutes: FastifyPluginAsyncZod<{ setup: PaymentSetupService }> = async (app, { setup }) => {
  const sid = (h: Record<string, unknown>) => h[BASKET_SESSION_HEADER] as string | undefined;
  const basketAnswer = { 200: basketSchema, ...problems };

  app.patch(
    '/baskets/:basketId/paymentInfo',
    {
      schema: {
        tags,
        summary: 'Choose the payment method; the basket keeps it',
        params: basketIdParamsSchema,
        headers,
        body: paymentInfoPatchSchema,
        response: basketAnswer,
      },
    },
    async (req) => setup.choose(req.params.basketId, sid(req.headers), req.body.paymentMethod),
  );

  app.post(
    '/baskets/:basketId/initialiseVCO',
    {
      schema: {
        tags,
        summary: 'Click to Pay for this basket: available or not, and the card brands it takes',
        params: basketIdParamsSchema,
        headers,
        response: { 200: clickToPayOptionsSchema, ...problems },
      },
    },
    async (req) => setup.clickToPayOptions(req.params.basketId, sid(req.headers)),
  );

  app.post(
    '/baskets/:basketId/initialiseFlexApi',
    {
      schema: {
        tags,
        summary: 'A card session for card fields drawn by the app; card data goes to tokeniseUrl (the gateway)',
        params: basketIdParamsSchema,
        headers,
        response: { 200: flexApiStartSchema, ...problems },
      },
    },
    async (req) => setup.startFlexApi(req.params.basketId, sid(req.headers)),
  );

  app.post(
    '/baskets/:basketId/verifyFlex',
    {
      schema: {
        tags,
        summary: 'The card a session holds (brand, last four, expiry), checked with the gateway',
        params: basketIdParamsSchema,
        headers,
        body: flexTokenBodySchema,
        response: { 200: verifiedCardSchema, ...problems },
      },
    },
    async (req) => setup.verifyFlex(req.params.basketId, sid(req.headers), req.body.flexToken),
  );

  app.post(
    '/baskets/:basketId/createToken',
    {
      schema: {
        tags,
        summary: "Make the session's card the basket's payment",
        description: 'After 3 declined cards on a basket this answers 428 CaptchaRequired: use customerToken.',
        params: basketIdParamsSchema,
        headers,
        body: flexTokenBodySchema,
        response: basketAnswer,
      },
    },
    async (req) => setup.createToken(req.params.basketId, sid(req.headers), req.body.flexToken),
  );

  app.post(
    '/baskets/:basketId/customerToken',
    {
      schema: {
        tags,
        summary: 'createToken with a solved captcha (action CUSTOMER_TOKEN, from GET /captcha/challenge)',
        params: basketIdParamsSchema,
        headers,
        body: customerTokenBodySchema,
        response: basketAnswer,
      },
    },
    async (req) => setup.customerToken(req.params.basketId, sid(req.headers), req.body.flexToken, req.body.captcha),
  );

  app.delete(
    '/baskets/:basketId/token/:flexToken',
    {
      schema: {
        tags,
        summary: 'Discard a card: the gateway forgets it and the basket lets go of it',
        params: flexTokenParamsSchema,
        headers,
        response: { 204: z.null(), ...problems },
      },
    },
    async (req, reply) => {
      await setup.discardCard(req.params.basketId, sid(req.headers), req.params.flexToken);
      return reply.code(204).send(null);
    },
  );

  for (const [path, method] of [
    ['completeApplePay', 'applepay'],
    ['completeClickToPay', 'clicktopay'],
  ] as const) {
    app.post(
      `/baskets/:basketId/${path}`,
      {
        schema: {
          tags,
          summary: `Check the ${method === 'applepay' ? 'Apple Pay' : 'Click to Pay'} approval and keep it on the basket`,
          params: basketIdParamsSchema,
          headers,
          body: walletCompleteBodySchema,
          response: basketAnswer,
        },
      },
      async (req) => setup.completeWallet(req.params.basketId, sid(req.headers), method, req.body.paymentId),
    );
  }

  app.get(
    '/baskets/:basketId/apOptions',
    {
      schema: {
        tags,
        summary: 'Afterpay for this basket: available or why not, and the four payments',
        params: basketIdParamsSchema,
        headers,
        response: { 200: afterpayOptionsSchema, ...problems },
      },
    },
    async (req) => setup.afterpayOptions(req.params.basketId, sid(req.headers)),
  );

  app.patch(
    '/baskets/:basketId/apNotify',
    {
      schema: {
        tags,
        summary: "Afterpay's return: the gateway's outcome is kept on paymentInfo",
        params: basketIdParamsSchema,
        headers,
        body: apNotifyBodySchema,
        response: basketAnswer,
      },
    },
    async (req) =>
      setup.notifyPayLater(req.params.basketId, sid(req.headers), 'afterpay', req.body.orderToken, req.body.status),
  );

  app.patch(
    '/baskets/:basketId/zipNotify',
    {
      schema: {
        tags,
        summary: "Zip's return: the gateway's outcome is kept on paymentInfo",
        params: basketIdParamsSchema,
        headers,
        body: zipNotifyBodySchema,
        response: basketAnswer,
      },
    },
    async (req) =>
      setup.notifyPayLater(req.params.basketId, sid(req.headers), 'zip', req.body.checkoutId, req.body.result),
  );
};
