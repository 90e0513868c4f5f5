// Product service (spec document 2, section 7): categories, navigation, products and meals for a
// store and time.
import { z } from 'zod';
import {
  categoryListSchema,
  mealShortSchema,
  mealViewSchema,
  navigationEntrySchema,
  productContextQuerySchema,
  productIdParamsSchema,
  productIdsQuerySchema,
  productListQuerySchema,
  productSlugParamsSchema,
  productViewSchema,
} from '../product-service.ts';
import { endpoint } from './define.ts';

const tags = ['product'];
const problems = [400, 404] as const;

export const productEndpoints = {
  productCategories: endpoint({
    method: 'GET',
    path: '/api/v1/product/categories',
    summary: 'Menu categories customers may see',
    tags,
    responses: { 200: categoryListSchema },
    problems,
  }),
  menuNavigation: endpoint({
    method: 'GET',
    path: '/api/v1/navigation',
    summary: 'Menu navigation: top categories with their ranges, as /menu links',
    tags,
    responses: { 200: z.array(navigationEntrySchema) },
    problems,
  }),
  productList: endpoint({
    method: 'GET',
    path: '/api/v1/products',
    summary: 'The menu for a category, store and time, by sortOrder',
    description:
      'Without primaryCategory: every product in a visible category. Hidden categories (surcharges, ' +
      'coupons) only when asked by code. Products outside their time window are listed with ' +
      'isAvailable false; isOutOfStock includes the store’s own stock. Unknown category or store: 404.',
    tags,
    query: productListQuerySchema,
    responses: { 200: z.array(productViewSchema) },
    problems,
  }),
  productBySlug: endpoint({
    method: 'GET',
    path: '/api/v1/products/slug/:slug',
    summary: 'One product by slug',
    tags,
    params: productSlugParamsSchema,
    query: productContextQuerySchema,
    responses: { 200: productViewSchema },
    problems,
  }),
  productById: endpoint({
    method: 'GET',
    path: '/api/v1/products/:productId',
    summary: 'One product by id',
    tags,
    params: productIdParamsSchema,
    query: productContextQuerySchema,
    responses: { 200: productViewSchema },
    problems,
  }),
  productsByIds: endpoint({
    method: 'GET',
    path: '/api/v1/productIds/List',
    summary: 'Products by id, in the order asked; unknown ids are skipped',
    tags,
    query: productIdsQuerySchema,
    responses: { 200: z.array(productViewSchema) },
    problems,
  }),
  surcharges: endpoint({
    method: 'GET',
    path: '/api/v1/surcharges',
    summary: 'Charges the basket adds by itself',
    tags,
    responses: { 200: z.array(productViewSchema) },
    problems,
  }),
  mealShort: endpoint({
    method: 'GET',
    path: '/api/v1/meals/slug/:slug/short',
    summary: 'A meal or deal in short: price and a summary of its slots',
    tags,
    params: productSlugParamsSchema,
    responses: { 200: mealShortSchema },
    problems,
  }),
  meal: endpoint({
    method: 'GET',
    path: '/api/v1/meals/:productId',
    summary: 'A meal or deal with every slot’s products, flagged for the store and time',
    tags,
    params: productIdParamsSchema,
    query: productContextQuerySchema,
    responses: { 200: mealViewSchema },
    problems,
  }),
};
