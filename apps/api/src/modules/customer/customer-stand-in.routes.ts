import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { identityProviderRoutes } from '../../local/identity-provider/identity-provider.routes.ts';
import type { Clock } from '../../platform/clock.ts';
import { devOutboxRoutes } from '../notifier/dev-outbox.routes.ts';
import type { CustomerServices } from './customer-services.ts';

/** The stand-ins sign-in brings, outside /api/v1: the development outbox and the local identity provider. */
export const customerStandInRoutes: FastifyPluginAsync<{
  customerServices: Omit<CustomerServices, 'customer'>;
  db: Db;
  clock: Clock;
  appOrigins: string[];
}> = async (app, { customerServices, db, clock, appOrigins }) => {
  if (customerServices.devOutbox) await app.register(devOutboxRoutes, { db, clock });
  if (customerServices.identityProviders) {
    await app.register(identityProviderRoutes, { providers: customerServices.identityProviders, appOrigins });
  }
};
