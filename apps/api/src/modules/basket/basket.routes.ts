import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerIdentitySource } from '../../platform/customer-identity.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { BasketService } from './basket.service.ts';

export const basketRoutes: FastifyPluginAsyncZod<{ baskets: BasketService; identity: CustomerIdentitySource }> = async (
  app,
  { baskets, identity },
) => {
  serveEndpoint(app, endpoints.createBasket, async (request, reply) => {
    const basket = await baskets.create(request.body, request.headers['x-app-type'] ?? 'Web', await identity(request));
    return reply.code(201).send(basket);
  });

  serveEndpoint(app, endpoints.basket, async (request) =>
    baskets.get(request.params.basketId, request.headers[BASKET_SESSION_HEADER]),
  );

  serveEndpoint(app, endpoints.updateBasketDisposition, async (request) =>
    baskets.updateDisposition(
      request.params.basketId,
      request.headers[BASKET_SESSION_HEADER],
      request.body,
      await identity(request),
    ),
  );

  serveEndpoint(app, endpoints.expireBasket, async (request, reply) => {
    await baskets.expire(request.params.basketId, request.headers[BASKET_SESSION_HEADER]);
    return reply.code(204).send(null);
  });

  serveEndpoint(app, endpoints.validateBasket, async (request) =>
    baskets.validate(request.params.basketId, request.headers[BASKET_SESSION_HEADER]),
  );
};
