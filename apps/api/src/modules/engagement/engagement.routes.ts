import { ENGAGEMENT_KEY_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { EngagementService } from './engagement.service.ts';

/**
 * A viewer's cards and messages are theirs alone and change when the console changes or withdraws
 * one (decision 242): no browser or proxy may answer them from a copy.
 */
const NO_STORE = 'no-store';

/** The SDK's calls (decision 165): content cards, in-app messages, their state, events and attributes. */
export const engagementRoutes: FastifyPluginAsyncZod<{ engagement: EngagementService }> = async (
  app,
  { engagement },
) => {
  serveEndpoint(app, endpoints.engagementContentCards, async (request, reply) => {
    const viewer = await engagement.viewerOf(request, {
      key: request.headers[ENGAGEMENT_KEY_HEADER],
      deviceId: request.query.deviceId,
      storeId: request.query.storeId,
      deviceField: 'query.deviceId',
    });
    void reply.header('cache-control', NO_STORE);
    return engagement.contentCards(viewer);
  });

  serveEndpoint(app, endpoints.engagementContentCardState, async (request) => {
    const viewer = await engagement.viewerOf(request, {
      key: request.headers[ENGAGEMENT_KEY_HEADER],
      deviceId: request.body.deviceId,
      storeId: request.body.storeId,
      deviceField: 'body.deviceId',
    });
    return engagement.markCard(viewer, request.params.id, request.body.action);
  });

  serveEndpoint(app, endpoints.engagementInAppMessages, async (request, reply) => {
    const viewer = await engagement.viewerOf(request, {
      key: request.headers[ENGAGEMENT_KEY_HEADER],
      deviceId: request.query.deviceId,
      storeId: request.query.storeId,
      deviceField: 'query.deviceId',
    });
    void reply.header('cache-control', NO_STORE);
    return engagement.inAppMessages(viewer);
  });

  serveEndpoint(app, endpoints.engagementInAppMessageState, async (request) => {
    const viewer = await engagement.viewerOf(request, {
      key: request.headers[ENGAGEMENT_KEY_HEADER],
      deviceId: request.body.deviceId,
      storeId: request.body.storeId,
      deviceField: 'body.deviceId',
    });
    return engagement.markMessage(viewer, request.params.id, request.body.action);
  });

  serveEndpoint(app, endpoints.engagementCustomEvent, async (request, reply) => {
    const viewer = await engagement.viewerOf(request, {
      key: request.headers[ENGAGEMENT_KEY_HEADER],
      deviceId: request.body.deviceId,
      storeId: undefined,
      deviceField: 'body.deviceId',
    });
    await engagement.customEvent(viewer, request.body.name, request.body.properties);
    return reply.status(202).send({ accepted: true });
  });

  serveEndpoint(app, endpoints.engagementCustomAttributes, async (request) => {
    const viewer = await engagement.viewerOf(request, {
      key: request.headers[ENGAGEMENT_KEY_HEADER],
      deviceId: request.body.deviceId,
      storeId: undefined,
      deviceField: 'body.deviceId',
    });
    return { attributes: await engagement.customAttributes(viewer, request.body.attributes) };
  });
};
