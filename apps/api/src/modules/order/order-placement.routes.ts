import {
  BASKET_SESSION_HEADER,
  endpoints,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PREFIX,
  redirectStartMethods,
} from '@storefront/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { notFound, sendProblem, type Problem } from '../../platform/errors.ts';
import { guestsOnly, type CustomerIdentitySource } from '../../platform/customer-identity.ts';
import { idempotent, type StoredAnswer } from '../../platform/idempotency.ts';
import type { OrderPlacementService } from './order-placement.service.ts';

type BasketHeaders = { [BASKET_SESSION_HEADER]?: string | undefined };
type KeyedHeaders = BasketHeaders & { [IDEMPOTENCY_HEADER]: string };

const sid = (headers: BasketHeaders) => headers[BASKET_SESSION_HEADER];
/** The stored key of a keyed request: its kind and basket, then the client's Idempotency-Key. */
const keyOf = (headers: KeyedHeaders, scope: string) => `${scope}:${headers[IDEMPOTENCY_HEADER]}`;

export const orderPlacementRoutes: FastifyPluginAsyncZod<{
  placement: OrderPlacementService;
  db: Db;
  /** Who calls: a signed-in customer's validateOrder binds the basket to them. */
  identity?: CustomerIdentitySource;
}> = async (app, { placement, db, identity = guestsOnly }) => {
  serveEndpoint(app, endpoints.validateOrder, async (req) =>
    placement.validateOrder(req.params.basketId, sid(req.headers), req.body, (await identity(req)).customerId),
  );

  serveEndpoint(app, endpoints.startCardSession, async (req) =>
    placement.startCardSession(req.params.basketId, sid(req.headers), req.body.returnUrl),
  );

  for (const name of Object.keys(redirectStartMethods) as (keyof typeof redirectStartMethods)[]) {
    const definition = endpoints[name];
    // The spec's path segment ('InitialisePayPal') scopes the stored key, as it always has.
    const segment = definition.path.slice(definition.path.lastIndexOf('/') + 1);
    serveEndpoint(app, definition, async (req) =>
      placement.startRedirect(
        req.params.basketId,
        sid(req.headers),
        redirectStartMethods[name],
        req.body.returnUrl,
        req.body.cancelUrl,
        keyOf(req.headers, `${segment}:${req.params.basketId}`),
      ),
    );
  }

  serveEndpoint(app, endpoints.placeOrder, async (req, reply) => {
    const { basketId, method } = req.params;
    const answer = await idempotent(
      db,
      keyOf(req.headers, `${IDEMPOTENCY_KEY_PREFIX.order}${basketId}`),
      { method, body: req.body },
      () => placement.place(basketId, sid(req.headers), method, req.body, keyOf(req.headers, basketId), req.ip),
      ownerOnly(sid(req.headers)),
    );
    return answerWith(reply, answer);
  });

  serveEndpoint(app, endpoints.completeCardChallenge, async (req, reply) => {
    const { basketId, referenceID } = req.params;
    const answer = await idempotent(
      db,
      keyOf(req.headers, `payerAuth:${basketId}`),
      { referenceID },
      () => placement.completeChallenge(basketId, sid(req.headers), referenceID, req.body?.agentName ?? null, req.ip),
      ownerOnly(sid(req.headers)),
    );
    return answerWith(reply, answer);
  });
};

/** A stored answer is replayed to the basket session that made the first request; anyone else is told "not found". */
export const ownerOnly = (sessionId: string | undefined) => ({
  caller: sessionId,
  notOwner: () => notFound('Basket not found.'),
});

export function answerWith(reply: FastifyReply, answer: StoredAnswer) {
  reply.header('idempotent-replayed', String(answer.replayed));
  if (answer.status >= 400) return sendProblem(reply, answer.body as Problem);
  return reply.code(answer.status).send(answer.body);
}
