import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { UpsellService } from './marketing.service.ts';

export const marketingRoutes: FastifyPluginAsyncZod<{ upsells: UpsellService; clock: Clock }> = async (
  app,
  { upsells, clock },
) => {
  serveEndpoint(app, endpoints.upsells, async (request) => {
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
  });
};
