import {
  BASKET_SESSION_HEADER,
  basketIdParamsSchema,
  basketItemIdParamsSchema,
  basketSchema,
  bulkQuantitySchema,
  groupedBasketItemIdParamsSchema,
  itemChoiceSchema,
  mealChoiceSchema,
  problemSchema,
  swapSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BasketItemsService } from './basket-items.service.ts';

const tags = ['basket items'];
const headers = z.object({ [BASKET_SESSION_HEADER]: z.string().min(1).max(100).optional() });
const responses = { 200: basketSchema, 400: problemSchema, 404: problemSchema, 410: problemSchema };

export const basketItemsRoutes: FastifyPluginAsyncZod<{ items: BasketItemsService }> = async (app, { items }) => {
  const session = (h: Record<string, unknown>) => h[BASKET_SESSION_HEADER] as string | undefined;
  const base = '/baskets/:basketId';

  app.post(
    `${base}/basketItems`,
    {
      schema: {
        tags,
        summary: 'Add a product with its options',
        params: basketIdParamsSchema,
        headers,
        body: itemChoiceSchema,
        response: responses,
      },
    },
    async (req) => items.addItem(req.params.basketId, session(req.headers), req.body),
  );
  app.patch(
    `${base}/basketItems`,
    {
      schema: {
        tags,
        summary: 'Change several quantities at once (0 removes)',
        params: basketIdParamsSchema,
        headers,
        body: bulkQuantitySchema,
        response: responses,
      },
    },
    async (req) => items.setQuantities(req.params.basketId, session(req.headers), req.body),
  );
  app.delete(
    `${base}/basketItems`,
    { schema: { tags, summary: 'Empty the basket', params: basketIdParamsSchema, headers, response: responses } },
    async (req) => items.clear(req.params.basketId, session(req.headers)),
  );
  app.patch(
    `${base}/basketItems/:basketItemId`,
    {
      schema: {
        tags,
        summary: 'Replace a line (edit in the builder)',
        params: basketItemIdParamsSchema,
        headers,
        body: itemChoiceSchema,
        response: responses,
      },
    },
    async (req) => items.updateItem(req.params.basketId, session(req.headers), req.params.basketItemId, req.body),
  );
  app.delete(
    `${base}/basketItems/:basketItemId`,
    { schema: { tags, summary: 'Remove a line', params: basketItemIdParamsSchema, headers, response: responses } },
    async (req) => items.removeItem(req.params.basketId, session(req.headers), req.params.basketItemId),
  );
  app.patch(
    `${base}/basketItems/:basketItemId/swap`,
    {
      schema: {
        tags,
        summary: 'Add or remove ingredients (ingredient upsells)',
        params: basketItemIdParamsSchema,
        headers,
        body: swapSchema,
        response: responses,
      },
    },
    async (req) => items.swap(req.params.basketId, session(req.headers), req.params.basketItemId, req.body),
  );
  app.post(
    `${base}/groupedBasketItems`,
    {
      schema: {
        tags,
        summary: 'Add a meal or deal, slot by slot',
        params: basketIdParamsSchema,
        headers,
        body: mealChoiceSchema,
        response: responses,
      },
    },
    async (req) => items.addMeal(req.params.basketId, session(req.headers), req.body),
  );
  app.patch(
    `${base}/groupedBasketItems/:groupedBasketItemId`,
    {
      schema: {
        tags,
        summary: 'Change a meal (swap its items, quantity)',
        params: groupedBasketItemIdParamsSchema,
        headers,
        body: mealChoiceSchema,
        response: responses,
      },
    },
    async (req) =>
      items.updateMeal(req.params.basketId, session(req.headers), req.params.groupedBasketItemId, req.body),
  );
  app.delete(
    `${base}/groupedBasketItems/:groupedBasketItemId`,
    {
      schema: { tags, summary: 'Remove a meal', params: groupedBasketItemIdParamsSchema, headers, response: responses },
    },
    async (req) => items.removeMeal(req.params.basketId, session(req.headers), req.params.groupedBasketItemId),
  );
};
