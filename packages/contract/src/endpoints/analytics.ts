// Analytics (issue 16, item 5): the app's collector for event batches, and the store console's
// funnel of today's visits counted from them.
import {
  ANALYTICS_LIMITS,
  analyticsBatchAcceptedSchema,
  analyticsBatchSchema,
  analyticsFunnelSchema,
  funnelQuerySchema,
} from '../analytics.ts';
import { endpoint } from './define.ts';
import { staffBearerHeadersSchema } from './staff-bearer-headers.ts';

export const analyticsEndpoints = {
  analyticsEvents: endpoint({
    method: 'POST',
    path: '/api/v1/analytics/events',
    summary: "A batch of the app's analytics events, kept for the staff funnel",
    description: `Up to ${ANALYTICS_LIMITS.batchSize} events, each checked against its event's schema: an unknown or malformed event is a 400 naming its index (body.events.N) and nothing of the batch is kept. 429 past ${ANALYTICS_LIMITS.batchesPerWindow} batches per client per ${ANALYTICS_LIMITS.windowSeconds} seconds; the limit is the collector's own and touches no other endpoint. Sent as application/json (the app's beacon sends a JSON Blob).`,
    tags: ['analytics'],
    body: analyticsBatchSchema,
    responses: { 202: analyticsBatchAcceptedSchema },
    problems: [400, 413, 415, 429],
  }),
  staffAnalyticsFunnel: endpoint({
    method: 'GET',
    path: '/api/v1/staff/analytics/funnel',
    summary: "A day's funnel in the store's time zone: visits, localised, added to cart, began checkout, ordered",
    description:
      "Needs a store account's bearer token (401 without one, 403 for another role's). Each step counts the distinct visits with that event that day.",
    tags: ['store console'],
    query: funnelQuerySchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: analyticsFunnelSchema },
    problems: [400, 401, 403],
  }),
};
