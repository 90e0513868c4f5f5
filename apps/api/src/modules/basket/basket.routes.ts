import {
  BASKET_SESSION_HEADER,
  basketIdParamsSchema,
  basketSchema,
  dispositionSchema,
  problemSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BasketService } from './basket.service.ts';

const tags = ['basket'];
const problems = { 400: problemSchema, 404: problemSchema, 406: problemSchema, 410: problemSchema, 412: problemSchema };
const sessionHeaders = z.object({ [BASKET_SESSION_HEADER]: z.string().min(1).max(100).optional() });
const channelHeaders = z.object({ 'x-app-type': z.enum(['Web', 'App']).optional() });

export const basketRoutes: FastifyPluginAsyncZod<{ baskets: BasketService }> = async (app, { baskets }) => {
  const sessionOf = (headers: Record<string, unknown>) => headers[BASKET_SESSION_HEADER] as string | undefined;

  app.post(
    '/baskets',
    {
      schema: {
        tags,
        summary: 'Create a basket from a location session (disposition)',
        description: `The answer's sessionId must be sent as the ${BASKET_SESSION_HEADER} header on every later call for this basket.`,
        headers: channelHeaders,
        body: dispositionSchema,
        response: { 201: basketSchema, ...problems },
      },
    },
    async (request, reply) => {
      const basket = await baskets.create(request.body, request.headers['x-app-type'] ?? 'Web');
      return reply.code(201).send(basket);
    },
  );

  app.get(
    '/baskets/:basketId',
    {
      schema: {
        tags,
        summary: 'Read a basket',
        params: basketIdParamsSchema,
        headers: sessionHeaders,
        response: { 200: basketSchema, ...problems },
      },
    },
    async (request) => baskets.get(request.params.basketId, sessionOf(request.headers)),
  );

  app.patch(
    '/baskets/:basketId',
    {
      schema: {
        tags,
        summary: 'Change the basket disposition (store, service type, time, address)',
        params: basketIdParamsSchema,
        headers: sessionHeaders,
        body: dispositionSchema,
        response: { 200: basketSchema, ...problems },
      },
    },
    async (request) => baskets.updateDisposition(request.params.basketId, sessionOf(request.headers), request.body),
  );

  app.patch(
    '/baskets/:basketId/expire',
    {
      schema: {
        tags,
        summary: 'Expire a basket (session reset)',
        params: basketIdParamsSchema,
        headers: sessionHeaders,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await baskets.expire(request.params.basketId, sessionOf(request.headers));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/baskets/:basketId/validate',
    {
      schema: {
        tags,
        summary: 'Check the basket can be ordered now: store online, time still offered, minimum spend',
        params: basketIdParamsSchema,
        headers: sessionHeaders,
        response: { 200: basketSchema, ...problems },
      },
    },
    async (request) => baskets.validate(request.params.basketId, sessionOf(request.headers)),
  );
};
