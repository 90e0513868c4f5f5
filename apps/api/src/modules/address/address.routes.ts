import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { AddressLookup } from './address-lookup.ts';

/** Address lookup: search by text, then get one address by the moniker of a suggestion. */
export const addressRoutes: FastifyPluginAsyncZod<{ lookup: AddressLookup }> = async (app, { lookup }) => {
  serveEndpoint(app, endpoints.addressSearch, async (request) => lookup.search(request.query.text));

  serveEndpoint(app, endpoints.address, async (request) => {
    const address = await lookup.getByMoniker(request.params.moniker);
    if (!address) throw new AppError(404, 'NotFound', 'Address not found.');
    return address;
  });
};
