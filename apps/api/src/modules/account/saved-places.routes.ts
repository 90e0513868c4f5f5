import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { SavedPlacesService } from './saved-places.ts';

/** The customer's saved pickup store, delivery address and preferred order type. */
export const savedPlacesRoutes: FastifyPluginAsyncZod<{ owner: AccountOwner; places: SavedPlacesService }> = async (
  app,
  { owner, places },
) => {
  serveEndpoint(app, endpoints.savedPlaces, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return places.get(claims.customerId);
  });

  serveEndpoint(app, endpoints.preferServiceType, async (request) => {
    const claims = await owner(request, request.params.id, 'write:profile');
    return places.preferServiceType(claims.customerId, request.body.serviceType);
  });

  serveEndpoint(app, endpoints.saveStore, async (request) => {
    const claims = await owner(request, request.params.id, 'write:profile');
    return places.saveStore(claims.customerId, request.body.storeId);
  });

  serveEndpoint(app, endpoints.removeSavedStore, async (request) => {
    const claims = await owner(request, request.params.id, 'write:profile');
    return places.removeStore(claims.customerId);
  });

  serveEndpoint(app, endpoints.saveAddress, async (request) => {
    const claims = await owner(request, request.params.id, 'write:profile');
    return places.saveAddress(claims.customerId, request.body);
  });

  serveEndpoint(app, endpoints.removeSavedAddress, async (request) => {
    const claims = await owner(request, request.params.id, 'write:profile');
    return places.removeAddress(claims.customerId);
  });
};
