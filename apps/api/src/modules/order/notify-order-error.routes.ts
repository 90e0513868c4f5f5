import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { ownedBasket } from '../basket/basket-access.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';

/** An order failure the app could not explain (spec section 8): logged for support with the basket. */
export const notifyOrderErrorRoutes: FastifyPluginAsyncZod<{ repository: BasketRepository }> = async (
  app,
  { repository },
) => {
  serveEndpoint(app, endpoints.notifyOrderError, async (req, reply) => {
    const basket = ownedBasket(await repository.find(req.params.basketId), req.headers[BASKET_SESSION_HEADER]);
    req.log.error(
      { basketId: basket.basketId, storeId: basket.storeId, report: req.body },
      'order error reported by the app',
    );
    return reply.code(204).send(null);
  });
};
