import {
  BASKET_SESSION_HEADER,
  basketIdParamsSchema,
  basketSchema,
  cardSessionStartSchema,
  challengeRequiredSchema,
  customerInfoInputSchema,
  orderMethodParamsSchema,
  orderMethods,
  placedOrderSchema,
  placeOrderBodySchema,
  problemSchema,
  redirectStartSchema,
  type OrderMethod,
} from '@storefront/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sendProblem, type Problem } from '../../platform/errors.ts';
import { IDEMPOTENCY_HEADER, idempotent, type StoredAnswer } from '../../platform/idempotency.ts';
import type { OrderPlacementService } from './order-placement.service.ts';

const tags = ['checkout'];
const session = z.string().min(1).max(100).optional();
const headers = z.object({ [BASKET_SESSION_HEADER]: session });
const keyed = z.object({
  [BASKET_SESSION_HEADER]: session,
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(8)
    .max(200)
    .describe('Unique per attempt; a retry with the same key gets the first answer'),
});
const problems = {
  400: problemSchema,
  402: problemSchema,
  404: problemSchema,
  409: problemSchema,
  410: problemSchema,
  412: problemSchema,
  422: problemSchema,
  428: problemSchema,
};
const returnPath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'A path on this site, starting with /')
  .max(500);
const redirectBody = z.strictObject({ returnUrl: returnPath, cancelUrl: returnPath });

/** The spec's initialise calls for redirect methods, and the same for the methods it leaves unnamed. */
const initialiseRoutes: [path: string, method: OrderMethod][] = [
  ['initialiseZipPay', 'zip'],
  ['InitialisePayPal', 'paypal'],
  ['initialisePayPalPayIn4', 'paypalpayin4'],
  ['initialiseAfterpay', 'afterpay'],
  ['initialiseApplePay', 'applepay'],
  ['initialiseGooglePay', 'googlepay'],
  ['initialiseClickToPay', 'clicktopay'],
];

export const orderPlacementRoutes: FastifyPluginAsyncZod<{ placement: OrderPlacementService; db: Db }> = async (
  app,
  { placement, db },
) => {
  const sid = (h: Record<string, unknown>) => h[BASKET_SESSION_HEADER] as string | undefined;
  const keyOf = (h: Record<string, unknown>, scope: string) => `${scope}:${h[IDEMPOTENCY_HEADER] as string}`;

  app.post(
    '/baskets/:basketId/validateOrder',
    {
      schema: {
        tags,
        summary: 'Check the basket and the customer details before payment',
        params: basketIdParamsSchema,
        headers,
        body: customerInfoInputSchema,
        response: { 200: basketSchema, ...problems },
      },
    },
    async (req) => placement.validateOrder(req.params.basketId, sid(req.headers), req.body),
  );

  app.post(
    '/baskets/:basketId/initialiseFlex',
    {
      schema: {
        tags,
        summary: "Open the gateway's hosted card fields for this basket",
        params: basketIdParamsSchema,
        headers,
        body: z.strictObject({ returnUrl: returnPath }),
        response: { 200: cardSessionStartSchema, ...problems },
      },
    },
    async (req) => placement.startCardSession(req.params.basketId, sid(req.headers), req.body.returnUrl),
  );

  for (const [path, method] of initialiseRoutes) {
    app.post(
      `/baskets/:basketId/${path}`,
      {
        schema: {
          tags,
          summary: `Start a ${method} payment on the provider's page`,
          params: basketIdParamsSchema,
          headers: keyed,
          body: redirectBody,
          response: { 200: redirectStartSchema, ...problems },
        },
      },
      async (req) =>
        placement.startRedirect(
          req.params.basketId,
          sid(req.headers),
          method,
          req.body.returnUrl,
          req.body.cancelUrl,
          keyOf(req.headers, `${path}:${req.params.basketId}`),
        ),
    );
  }

  app.post(
    '/baskets/:basketId/orders/:method',
    {
      schema: {
        tags,
        summary: 'Place the order, paying by the method in the path',
        description: `Methods: ${orderMethods.join(', ')}. Needs an Idempotency-Key. A card payment that needs 3-D Secure answers 302 with origin (the challenge page) and referenceID.`,
        params: orderMethodParamsSchema,
        headers: keyed,
        body: placeOrderBodySchema,
        response: { 201: placedOrderSchema, 302: challengeRequiredSchema, ...problems },
      },
    },
    async (req, reply) => {
      const { basketId, method } = req.params;
      const answer = await idempotent(db, keyOf(req.headers, `order:${basketId}`), { method, body: req.body }, () =>
        placement.place(basketId, sid(req.headers), method, req.body, keyOf(req.headers, basketId)),
      );
      return answerWith(reply, answer);
    },
  );

  app.post(
    '/baskets/:basketId/payerAuth/:referenceID',
    {
      schema: {
        tags,
        summary: 'Finish a card order after 3-D Secure',
        params: z.strictObject({ basketId: z.uuid(), referenceID: z.string().min(1).max(100) }),
        headers: keyed,
        body: z.strictObject({ agentName: z.string().trim().min(1).max(80).optional() }).optional(),
        response: { 201: placedOrderSchema, 302: challengeRequiredSchema, ...problems },
      },
    },
    async (req, reply) => {
      const { basketId, referenceID } = req.params;
      const answer = await idempotent(db, keyOf(req.headers, `payerAuth:${basketId}`), { referenceID }, () =>
        placement.completeChallenge(basketId, sid(req.headers), referenceID, req.body?.agentName ?? null),
      );
      return answerWith(reply, answer);
    },
  );
};

function answerWith(reply: FastifyReply, answer: StoredAnswer) {
  reply.header('idempotent-replayed', String(answer.replayed));
  if (answer.status >= 400) return sendProblem(reply, answer.body as Problem);
  return reply.code(answer.status).send(answer.body);
}
