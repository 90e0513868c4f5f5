// Basket service (spec document 2, sections 3 and 4): the basket of a location session, its lines
// and its meals. Every call but create carries the session id the basket was created with.
import { z } from 'zod';
import { basketIdParamsSchema, basketSchema, dispositionSchema } from '../basket.ts';
import {
  basketItemIdParamsSchema,
  bulkQuantitySchema,
  groupedBasketItemIdParamsSchema,
  itemChoiceSchema,
  mealChoiceSchema,
  swapSchema,
} from '../basket-items.ts';
import { BASKET_SESSION_HEADER } from '../headers.ts';
import { basketSessionHeadersSchema as headers } from './basket-session-headers.ts';
import { endpoint } from './define.ts';

/** The channel a basket is created from (Web when absent). */
const basketChannelHeadersSchema = z.object({ 'x-app-type': z.enum(['Web', 'App']).optional() });

const tags = ['basket'];
const problems = [400, 404, 406, 410, 412] as const;

const basketSessionEndpoints = {
  createBasket: endpoint({
    method: 'POST',
    path: '/api/v1/baskets',
    summary: 'Create a basket from a location session (disposition)',
    description: `The answer's sessionId must be sent as the ${BASKET_SESSION_HEADER} header on every later call for this basket. The body's customerId and userId are ignored: the customer comes only from a verified sign-in.`,
    tags,
    headers: basketChannelHeadersSchema,
    body: dispositionSchema,
    responses: { 201: basketSchema },
    problems,
  }),
  basket: endpoint({
    method: 'GET',
    path: '/api/v1/baskets/:basketId',
    summary: 'Read a basket',
    tags,
    params: basketIdParamsSchema,
    headers,
    responses: { 200: basketSchema },
    problems,
  }),
  updateBasketDisposition: endpoint({
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId',
    summary: 'Change the basket disposition (store, service type, time, address)',
    tags,
    params: basketIdParamsSchema,
    headers,
    body: dispositionSchema,
    responses: { 200: basketSchema },
    problems,
  }),
  expireBasket: endpoint({
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/expire',
    summary: 'Expire a basket (session reset)',
    tags,
    params: basketIdParamsSchema,
    headers,
    responses: { 204: z.null() },
    problems,
  }),
  validateBasket: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/validate',
    summary: 'Check the basket can be ordered now: store online, time still offered, minimum spend',
    tags,
    params: basketIdParamsSchema,
    headers,
    responses: { 200: basketSchema },
    problems,
  }),
};

const itemTags = ['basket items'];
const itemProblems = [400, 404, 410, 412] as const;
const basketAnswer = { 200: basketSchema };

const basketItemEndpoints = {
  addBasketItem: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/basketItems',
    summary: 'Add a product with its options',
    tags: itemTags,
    params: basketIdParamsSchema,
    headers,
    body: itemChoiceSchema,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  setBasketItemQuantities: endpoint({
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/basketItems',
    summary: 'Change several quantities at once (0 removes)',
    tags: itemTags,
    params: basketIdParamsSchema,
    headers,
    body: bulkQuantitySchema,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  clearBasketItems: endpoint({
    method: 'DELETE',
    path: '/api/v1/baskets/:basketId/basketItems',
    summary: 'Empty the basket',
    tags: itemTags,
    params: basketIdParamsSchema,
    headers,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  updateBasketItem: endpoint({
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/basketItems/:basketItemId',
    summary: 'Replace a line (edit in the builder)',
    tags: itemTags,
    params: basketItemIdParamsSchema,
    headers,
    body: itemChoiceSchema,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  removeBasketItem: endpoint({
    method: 'DELETE',
    path: '/api/v1/baskets/:basketId/basketItems/:basketItemId',
    summary: 'Remove a line',
    tags: itemTags,
    params: basketItemIdParamsSchema,
    headers,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  swapBasketItemParts: endpoint({
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/basketItems/:basketItemId/swap',
    summary: 'Add or remove ingredients (ingredient upsells)',
    tags: itemTags,
    params: basketItemIdParamsSchema,
    headers,
    body: swapSchema,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  addBasketMeal: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/groupedBasketItems',
    summary: 'Add a meal or deal, slot by slot',
    tags: itemTags,
    params: basketIdParamsSchema,
    headers,
    body: mealChoiceSchema,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  updateBasketMeal: endpoint({
    method: 'PATCH',
    path: '/api/v1/baskets/:basketId/groupedBasketItems/:groupedBasketItemId',
    summary: 'Change a meal (swap its items, quantity)',
    tags: itemTags,
    params: groupedBasketItemIdParamsSchema,
    headers,
    body: mealChoiceSchema,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  removeBasketMeal: endpoint({
    method: 'DELETE',
    path: '/api/v1/baskets/:basketId/groupedBasketItems/:groupedBasketItemId',
    summary: 'Remove a meal',
    tags: itemTags,
    params: groupedBasketItemIdParamsSchema,
    headers,
    responses: basketAnswer,
    problems: itemProblems,
  }),
  unbundleBasketMeal: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/groupedBasketItems/:groupedBasketItemId/unbundle',
    summary: 'Unbundle a meal: its items still to be had become lines of their own, at their own prices',
    tags: itemTags,
    params: groupedBasketItemIdParamsSchema,
    headers,
    responses: basketAnswer,
    problems: itemProblems,
  }),
};

export const basketEndpoints = { ...basketSessionEndpoints, ...basketItemEndpoints };
