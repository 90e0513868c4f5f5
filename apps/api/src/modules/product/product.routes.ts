import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { serialiseList } from './checked-lists.ts';
import type { ProductService } from './product.service.ts';

// The catalogue is cached for a minute on the server; clients and CDNs may keep it as long.
const READ_CACHE = 'public, max-age=60';

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService; clock: Clock }> = async (
  app,
  { products, clock },
) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', READ_CACHE);
  });

  serveEndpoint(app, endpoints.productCategories, async () => products.categories());

  serveEndpoint(app, endpoints.menuNavigation, async () => products.navigation());

  serveEndpoint(app, endpoints.productList, async (request) => products.list(request.query, clock.now()), {
    // The service checks each list against the schema once and keeps it with its JSON
    // (checked-lists.ts); problem details are built by the platform and only need serialising.
    serializerCompiler: () => serialiseList,
  });

  serveEndpoint(app, endpoints.productBySlug, async (request) =>
    products.bySlug(request.params.slug, request.query, clock.now()),
  );

  serveEndpoint(app, endpoints.productById, async (request) =>
    products.byId(request.params.productId, request.query, clock.now()),
  );

  serveEndpoint(app, endpoints.productsByIds, async (request) => {
    const { productIds, ...context } = request.query;
    return products.byIds(productIds, context, clock.now());
  });

  serveEndpoint(app, endpoints.surcharges, async () => products.surcharges());

  serveEndpoint(app, endpoints.mealShort, async (request) => products.mealShort(request.params.slug));

  serveEndpoint(app, endpoints.meal, async (request) =>
    products.meal(request.params.productId, request.query, clock.now()),
  );
};
