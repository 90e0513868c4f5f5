import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { BasketItemsService } from './basket-items.service.ts';

export const basketItemsRoutes: FastifyPluginAsyncZod<{ items: BasketItemsService }> = async (app, { items }) => {
  serveEndpoint(app, endpoints.addBasketItem, async (req) =>
    items.addItem(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.body),
  );
  serveEndpoint(app, endpoints.setBasketItemQuantities, async (req) =>
    items.setQuantities(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.body),
  );
  serveEndpoint(app, endpoints.clearBasketItems, async (req) =>
    items.clear(req.params.basketId, req.headers[BASKET_SESSION_HEADER]),
  );
  serveEndpoint(app, endpoints.updateBasketItem, async (req) =>
    items.updateItem(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.basketItemId, req.body),
  );
  serveEndpoint(app, endpoints.removeBasketItem, async (req) =>
    items.removeItem(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.basketItemId),
  );
  serveEndpoint(app, endpoints.swapBasketItemParts, async (req) =>
    items.swap(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.basketItemId, req.body),
  );
  serveEndpoint(app, endpoints.addBasketMeal, async (req) =>
    items.addMeal(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.body),
  );
  serveEndpoint(app, endpoints.updateBasketMeal, async (req) =>
    items.updateMeal(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.groupedBasketItemId, req.body),
  );
  serveEndpoint(app, endpoints.removeBasketMeal, async (req) =>
    items.removeMeal(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.groupedBasketItemId),
  );
  serveEndpoint(app, endpoints.unbundleBasketMeal, async (req) =>
    items.unbundleMeal(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.groupedBasketItemId),
  );
};
