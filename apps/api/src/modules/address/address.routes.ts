import {
  addressMonikerParamsSchema,
  addressPicklistSchema,
  addressSchema,
  addressSearchQuerySchema,
  problemSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { defaultAddressLookup, type AddressLookup } from './address-lookup.ts';

/** Address lookup: search by text, then get one address by the moniker of a suggestion. */
export const addressRoutes: FastifyPluginAsyncZod<{ lookup?: AddressLookup }> = async (app, options) => {
  const lookup = options.lookup ?? defaultAddressLookup();

  app.get(
    '/address/search',
    {
      schema: {
        tags: ['address'],
        summary: 'Address suggestions for free text (street line, suburb or postcode)',
        querystring: addressSearchQuerySchema,
        response: { 200: addressPicklistSchema, 400: problemSchema, 503: problemSchema },
      },
    },
    async (request) => lookup.search(request.query.text),
  );

  app.get(
    '/address/:moniker',
    {
      schema: {
        tags: ['address'],
        summary: 'One address, with coordinates, by the moniker of a suggestion',
        params: addressMonikerParamsSchema,
        response: { 200: addressSchema, 400: problemSchema, 404: problemSchema, 503: problemSchema },
      },
    },
    async (request) => {
      const address = await lookup.getByMoniker(request.params.moniker);
      if (!address) throw new AppError(404, 'NotFound', 'Address not found.');
      return address;
    },
  );
};
