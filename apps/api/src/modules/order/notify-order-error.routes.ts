import { BASKET_SESSION_HEADER, basketIdParamsSchema, problemSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownedBasket } from '../basket/basket-access.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';

/** What the app reports when an order failed without a message it could show (spec section 8). */
export const orderErrorSchema = z.strictObject({
  action: z.string().trim().min(1).max(60),
  statusCode: z.number().int().min(0).max(599),
  errorCode: z.string().trim().max(60).nullable(),
  message: z.string().trim().max(500).nullable(),
});

export const notifyOrderErrorRoutes: FastifyPluginAsyncZod<{ repository: BasketRepository }> = async (
  app,
  { repository },
) => {
  app.post(
    '/baskets/:basketId/notifyOrderError',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Report an order failure the app could not explain; logged for support with the basket',
        params: basketIdParamsSchema,
        headers: z.object({ [BASKET_SESSION_HEADER]: z.string().min(1).max(100).optional() }),
        body: orderErrorSchema,
        response: { 204: z.null(), 400: problemSchema, 404: problemSchema },
      },
    },
    async (req, reply) => {
      const basket = ownedBasket(
        await repository.find(req.params.basketId),
        req.headers[BASKET_SESSION_HEADER] as string | undefined,
      );
      req.log.error(
        { basketId: basket.basketId, storeId: basket.storeId, report: req.body },
        'order error reported by the app',
      );
      return reply.code(204).send(null);
    },
  );
};
