import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { staffWithRole, type StaffAuth } from '../staff/staff-roles.service.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import { DEFAULT_FUNNEL_TIME_ZONE, type AnalyticsService } from './analytics.service.ts';

/** 50 events with their product details fit well inside this. */
const BATCH_BODY_LIMIT = 256 * 1024;

export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  auth: StaffAuth;
  stores: StoreDirectory;
}> = async (app, { analytics, auth, stores }) => {
  serveEndpoint(
    app,
    endpoints.analyticsEvents,
    async (request, reply) => {
      reply.code(202);
      return analytics.collect(request.body);
    },
    // The budget is spent before the body is read, so a flood of bad batches is refused too.
    { bodyLimit: BATCH_BODY_LIMIT, onRequest: async (request) => analytics.admit(request.ip) },
  );

  serveEndpoint(app, endpoints.staffAnalyticsFunnel, async (request) => {
    const member = await staffWithRole(auth, request, 'store');
    const store = await stores.byCode(member.storeCode);
    return analytics.funnel(store?.timeZone ?? DEFAULT_FUNNEL_TIME_ZONE, request.query.date);
  });
};
