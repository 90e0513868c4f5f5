import { endpoints, storeScheduleSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { minuteResponseCache, sendJsonText } from '../../platform/minute-response-cache.ts';
import type { StoreService } from './store.service.ts';
import { toApiStore } from './store-view.ts';

const READ_CACHE = 'public, max-age=60';

export const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService; clock: Clock }> = async (
  app,
  { stores, clock },
) => {
  // Place and postcode searches repeat (suburb names, postcodes) and answer alike for a minute.
  const schedules = minuteResponseCache(z.array(storeScheduleSchema));

  serveEndpoint(app, endpoints.storeContact, async (request, reply) => {
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
  });

  serveEndpoint(app, endpoints.storeByName, async (request) => stores.byName(request.query.name, clock.now()));

  serveEndpoint(app, endpoints.storesInPostcode, async (request, reply) => {
    const { postcode, includeTradingException } = request.query;
    const now = clock.now();
    return schedules.send(reply, `postcode:${postcode}:${includeTradingException}`, now, () =>
      stores.scheduleByPostcode(postcode, includeTradingException, now),
    );
  });

  serveEndpoint(app, endpoints.storesNearPlace, async (request, reply) => {
    const { search, suburb, postcode, state, includeTradingException } = request.query;
    const key = JSON.stringify(['locate', search, suburb, postcode, state, includeTradingException]);
    const now = clock.now();
    return schedules.sendText(reply, key, now, () =>
      stores.scheduleLocateText(request.query, includeTradingException, now),
    );
  });

  // Every phone stands somewhere else: no answer cache, the store index and texts make it cheap.
  serveEndpoint(app, endpoints.storesNearPoint, async (request, reply) => {
    const q = request.query;
    const point = { latitude: q.Latitude, longitude: q.Longitude };
    return sendJsonText(reply, await stores.nearbyText(point, q.IsPickup, q.Radius, clock.now()));
  });

  serveEndpoint(app, endpoints.storeList, async (request, reply) => {
    reply.header('cache-control', READ_CACHE);
    return stores.list(request.query.includeComingSoon, clock.now());
  });

  serveEndpoint(app, endpoints.store, async (request) =>
    toApiStore(await stores.requireStore(request.params.code), clock.now()),
  );

  serveEndpoint(app, endpoints.storeValidateGeolocation, async (request) => {
    const q = request.query;
    const found = await stores.validateGeolocation(
      request.params.code,
      { latitude: q.Latitude, longitude: q.Longitude, suburbName: q.suburb, postcode: q.postcode },
      q.IsPickup,
      q.OrderDueAt,
      clock.now(),
    );
    return { stores: found };
  });
};
