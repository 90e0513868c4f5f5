import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerIdentitySource } from '../../platform/customer-identity.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { PushModule } from './push.module.ts';

/** The app's push calls (decision 188): the public key, and this device's subscription. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushModule; identity: CustomerIdentitySource }> = async (
  app,
  { push, identity },
) => {
  serveEndpoint(app, endpoints.pushPublicKey, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { publicKey: push.publicKey };
  });

  serveEndpoint(app, endpoints.pushSaveSubscription, async (request, reply) => {
    await push.save(request.body, await identity(request), request.headers[BASKET_SESSION_HEADER]);
    return reply.status(204).send();
  });

  serveEndpoint(app, endpoints.pushDeleteSubscription, async (request, reply) => {
    await push.deleteEndpoint(request.query.endpoint);
    return reply.status(204).send();
  });
};
