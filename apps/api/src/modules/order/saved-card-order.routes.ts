import { BASKET_SESSION_HEADER, endpoints, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PREFIX } from '@storefront/contract';
import type { SecurityCodeBrand } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { idempotent } from '../../platform/idempotency.ts';
import type { StoredCardCharge } from './card-placement.ts';
import type { OrderPlacementService } from './order-placement.service.ts';
import { answerWith, ownerOnly } from './order-placement.routes.ts';

/** The account's answer for a saved card: whose token asked, and the card if it is theirs (else 401/403/404). */
export type CardToCharge = (
  request: FastifyRequest,
  cardId: string,
) => Promise<{ customerId: string; card: StoredCardCharge & { brand: SecurityCodeBrand } }>;

/**
 * orders/savedcard: placed like orders/card, once per Idempotency-Key (a retry gets the first
 * answer), but the card is one the signed-in customer saved.
 */
export const savedCardOrderRoutes: FastifyPluginAsyncZod<{
  placement: OrderPlacementService;
  db: Db;
  cardToCharge: CardToCharge;
}> = async (app, { placement, db, cardToCharge }) => {
  serveEndpoint(app, endpoints.placeSavedCardOrder, async (req, reply) => {
    const { basketId } = req.params;
    const sessionId = req.headers[BASKET_SESSION_HEADER];
    const payer = await cardToCharge(req, req.body.cardId);
    const key = req.headers[IDEMPOTENCY_HEADER];
    const answer = await idempotent(
      db,
      `${IDEMPOTENCY_KEY_PREFIX.order}${basketId}:${key}`,
      // The stored request hash leaves the security code out: it is never kept, not even hashed
      // (a retry with the same key and card replays the first answer whatever code it carries).
      { method: 'savedcard', cardId: req.body.cardId, returnUrl: req.body.returnUrl ?? null },
      () => placement.placeWithSavedCard(basketId, sessionId, payer, req.body, `${basketId}:${key}`, req.ip),
      ownerOnly(sessionId),
    );
    return answerWith(reply, answer);
  });
};
