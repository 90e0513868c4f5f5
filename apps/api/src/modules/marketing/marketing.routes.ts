import { problemSchema, upsellOfferSchema, upsellRequestSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { UpsellService } from './marketing.service.ts';

const tags = ['marketing'];

export const marketingRoutes: FastifyPluginAsyncZod<{ upsells: UpsellService; clock: Clock }> = async (
  app,
  { upsells, clock },
) => {
  app.post(
    '/marketing/upsells',
    {
      schema: {
        tags,
        summary: 'Upsells to show after a product or deal is added to the basket',
        description:
          'A malformed body is 400. Any other failure (unknown store, catalogue unavailable) answers an ' +
          'empty list and is logged, as the spec asks: an upsell popup must never block adding to the cart.',
        body: upsellRequestSchema,
        response: { 200: z.array(upsellOfferSchema), 400: problemSchema },
      },
    },
    async (request) => {
      try {
        return await upsells.offersFor(request.body, clock.now());
      } catch (error) {
        if (error instanceof AppError && error.status === 400) throw error;
        if (error instanceof AppError) {
          request.log.warn({ err: error, body: request.body }, `upsells skipped: ${error.message}`);
        } else {
          request.log.error({ err: error, body: request.body }, 'upsells failed; answering an empty list');
        }
        return [];
      }
    },
  );
};
