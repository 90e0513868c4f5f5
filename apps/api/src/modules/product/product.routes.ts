import {
  categoryListSchema,
  mealShortSchema,
  mealViewSchema,
  navigationEntrySchema,
  problemSchema,
  productContextQuerySchema,
  productIdParamsSchema,
  productIdsQuerySchema,
  productListQuerySchema,
  productSlugParamsSchema,
  productViewSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { serialiseList } from './checked-lists.ts';
import type { ProductService } from './product.service.ts';

const tags = ['product'];
const errors = { 400: problemSchema, 404: problemSchema };
// The catalogue is cached for a minute on the server; clients and CDNs may keep it as long.
const READ_CACHE = 'public, max-age=60';

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService; clock: Clock }> = async (
  app,
  { products, clock },
) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', READ_CACHE);
  });

  app.get(
    '/product/categories',
    {
      schema: { tags, summary: 'Menu categories customers may see', response: { 200: categoryListSchema, ...errors } },
    },
    async () => products.categories(),
  );

  app.get(
    '/navigation',
    {
      schema: {
        tags,
        summary: 'Menu navigation: top categories with their ranges, as /menu links',
        response: { 200: z.array(navigationEntrySchema), ...errors },
      },
    },
    async () => products.navigation(),
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'The menu for a category, store and time, by sortOrder',
        description:
          'Without primaryCategory: every product in a visible category. Hidden categories (surcharges, ' +
          'coupons) only when asked by code. Products outside their time window are listed with ' +
          'isAvailable false; isOutOfStock includes the store’s own stock. Unknown category or store: 404.',
        querystring: productListQuerySchema,
        response: { 200: z.array(productViewSchema), ...errors },
      },
      // The service checks each list against the schema once and keeps it with its JSON
      // (checked-lists.ts); problem details are built by the platform and only need serialising.
      serializerCompiler: () => serialiseList,
    },
    async (request) => products.list(request.query, clock.now()),
  );

  app.get(
    '/products/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One product by slug',
        params: productSlugParamsSchema,
        querystring: productContextQuerySchema,
        response: { 200: productViewSchema, ...errors },
      },
    },
    async (request) => products.bySlug(request.params.slug, request.query, clock.now()),
  );

  app.get(
    '/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product by id',
        params: productIdParamsSchema,
        querystring: productContextQuerySchema,
        response: { 200: productViewSchema, ...errors },
      },
    },
    async (request) => products.byId(request.params.productId, request.query, clock.now()),
  );

  app.get(
    '/productIds/List',
    {
      schema: {
        tags,
        summary: 'Products by id, in the order asked; unknown ids are skipped',
        querystring: productIdsQuerySchema,
        response: { 200: z.array(productViewSchema), ...errors },
      },
    },
    async (request) => {
      const { productIds, ...context } = request.query;
      return products.byIds(productIds, context, clock.now());
    },
  );

  app.get(
    '/surcharges',
    {
      schema: {
        tags,
        summary: 'Charges the basket adds by itself',
        response: { 200: z.array(productViewSchema), ...errors },
      },
    },
    async () => products.surcharges(),
  );

  app.get(
    '/meals/slug/:slug/short',
    {
      schema: {
        tags,
        summary: 'A meal or deal in short: price and a summary of its slots',
        params: productSlugParamsSchema,
        response: { 200: mealShortSchema, ...errors },
      },
    },
    async (request) => products.mealShort(request.params.slug),
  );

  app.get(
    '/meals/:productId',
    {
      schema: {
        tags,
        summary: 'A meal or deal with every slot’s products, flagged for the store and time',
        params: productIdParamsSchema,
        querystring: productContextQuerySchema,
        response: { 200: mealViewSchema, ...errors },
      },
    },
    async (request) => products.meal(request.params.productId, request.query, clock.now()),
  );
};
