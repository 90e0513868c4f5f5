import { endpoints, SPIN_SIGN_IN_MESSAGE } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerIdentitySource } from '../../platform/customer-identity.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { SpinService } from './spin.service.ts';

/** GET the wheel (anyone), POST a spin (signed-in customers): decision 197. */
export const spinRoutes: FastifyPluginAsyncZod<{ spin: SpinService; identity: CustomerIdentitySource }> = async (
  app,
  { spin, identity },
) => {
  serveEndpoint(app, endpoints.spinWheel, async (request, reply) => {
    const who = await identity(request);
    reply.header('cache-control', 'no-store');
    return spin.wheel(request.query.campaign, who.customerId);
  });

  serveEndpoint(app, endpoints.spin, async (request, reply) => {
    const who = await identity(request);
    if (who.kind !== 'customer') throw new AppError(401, 'Unauthorized', SPIN_SIGN_IN_MESSAGE);
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(await spin.spin(request.body.campaign, who.customerId));
  });
};
