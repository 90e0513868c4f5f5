import {
  geolocationQuerySchema,
  problemSchema,
  scheduleByPostcodeQuerySchema,
  scheduleLocateQuerySchema,
  storeByNameQuerySchema,
  storeCodeParamsSchema,
  storeContactSchema,
  storeForAddressSchema,
  storeListQuerySchema,
  storeScheduleSchema,
  storeSchema,
  validateGeolocationQuerySchema,
  validateGeolocationResponseSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { minuteResponseCache } from '../../platform/minute-response-cache.ts';
import type { StoreService } from './store.service.ts';
import { toApiStore } from './store-view.ts';

const tags = ['store'];
const errors = { 400: problemSchema, 404: problemSchema };
const READ_CACHE = 'public, max-age=60';

export const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService; clock: Clock }> = async (
  app,
  { stores, clock },
) => {
  // Place and postcode searches repeat (suburb names, postcodes) and answer alike for a minute.
  const schedules = minuteResponseCache(z.array(storeScheduleSchema));
  app.get(
    '/store/contact/:code',
    {
      schema: {
        tags,
        summary: 'Contact details of a store',
        params: storeCodeParamsSchema,
        response: { 200: storeContactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const s = await stores.requireStore(request.params.code);
      reply.header('cache-control', READ_CACHE);
      return {
        code: s.code,
        name: s.name,
        phone: s.phone,
        address: s.address,
        city: s.city,
        state: s.state,
        postCode: s.postCode,
      };
    },
  );

  app.get(
    '/store/name',
    {
      schema: {
        tags,
        summary: 'A store by its name or page slug',
        querystring: storeByNameQuerySchema,
        response: { 200: storeSchema, ...errors },
      },
    },
    async (request) => stores.byName(request.query.name, clock.now()),
  );

  app.get(
    '/store/schedule/postcode',
    {
      schema: {
        tags,
        summary: 'Stores in or delivering to a postcode, with their trading days',
        querystring: scheduleByPostcodeQuerySchema,
        response: { 200: z.array(storeScheduleSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { postcode, includeTradingException } = request.query;
      const now = clock.now();
      return schedules.send(reply, `postcode:${postcode}:${includeTradingException}`, now, () =>
        stores.scheduleByPostcode(postcode, includeTradingException, now),
      );
    },
  );

  app.get(
    '/store/schedule/locate',
    {
      schema: {
        tags,
        summary: 'Stores near a searched place, nearest first, with their trading days',
        querystring: scheduleLocateQuerySchema,
        response: { 200: z.array(storeScheduleSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { search, suburb, postcode, state, includeTradingException } = request.query;
      const key = JSON.stringify(['locate', search, suburb, postcode, state, includeTradingException]);
      const now = clock.now();
      return schedules.send(reply, key, now, () => stores.scheduleLocate(request.query, includeTradingException, now));
    },
  );

  app.get(
    '/store/geolocation',
    {
      schema: {
        tags,
        summary: 'Stores serving a point: pickup within Radius km, delivery by zone',
        querystring: geolocationQuerySchema,
        response: { 200: z.array(storeForAddressSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return stores.nearby({ latitude: q.Latitude, longitude: q.Longitude }, q.IsPickup, q.Radius, clock.now());
    },
  );

  app.get(
    '/store',
    {
      schema: {
        tags,
        summary: 'Every store',
        querystring: storeListQuerySchema,
        response: { 200: z.array(storeSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', READ_CACHE);
      return stores.list(request.query.includeComingSoon, clock.now());
    },
  );

  app.get(
    '/store/:code',
    {
      schema: { tags, summary: 'One store', params: storeCodeParamsSchema, response: { 200: storeSchema, ...errors } },
    },
    async (request) => toApiStore(await stores.requireStore(request.params.code), clock.now()),
  );

  app.get(
    '/store/:code/validate/geolocation',
    {
      schema: {
        tags,
        summary: 'Stores able to serve an address at a time; 406 when none',
        description: "Use code '0' for a new session. OrderDueAt is store-local YYYY-MM-DDTHH:mm.",
        params: storeCodeParamsSchema,
        querystring: validateGeolocationQuerySchema,
        response: { 200: validateGeolocationResponseSchema, 406: problemSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const found = await stores.validateGeolocation(
        request.params.code,
        { latitude: q.Latitude, longitude: q.Longitude, suburbName: q.suburb, postcode: q.postcode },
        q.IsPickup,
        q.OrderDueAt,
        clock.now(),
      );
      return { stores: found };
    },
  );
};
