// Web Push (decision 188): the VAPID public key, and saving or deleting this device's subscription.
// A signed-in customer's device follows all their orders and hears the marketing console's
// messages; a guest's device follows the order it was asked on (its basket session proves it).
// The marketing console's calls need a staff token with the marketing role.
import { z } from 'zod';
import {
  pushBroadcastSchema,
  pushDeliverySchema,
  pushEndpointQuerySchema,
  pushPublicKeySchema,
  pushRecipientsSchema,
  savePushSubscriptionSchema,
} from '../push.ts';
import { basketSessionHeadersSchema } from './basket-session-headers.ts';
import { endpoint } from './define.ts';
import { staffBearerHeadersSchema } from './staff-bearer-headers.ts';

const tags = ['push'];
const consoleTags = ['marketing console'];

export const pushEndpoints = {
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/api/v1/push/public-key',
    summary: "The server's VAPID public key for pushManager.subscribe (null: push is off here)",
    tags,
    responses: { 200: pushPublicKeySchema },
  }),
  pushSaveSubscription: endpoint({
    method: 'PUT',
    path: '/api/v1/push/subscriptions',
    summary: "Save this device's push subscription (saving it again updates it)",
    description:
      'A signed-in customer (bearer token) may leave out orderId. A guest names the order and sends the basket ' +
      "session that placed it; another session's or an unknown order is 404. 503 when push is off on this server.",
    tags,
    body: savePushSubscriptionSchema,
    headers: basketSessionHeadersSchema,
    responses: { 204: z.null() },
    problems: [400, 401, 403, 404, 503],
  }),
  pushDeleteSubscription: endpoint({
    method: 'DELETE',
    path: '/api/v1/push/subscriptions',
    summary: "Delete this device's push subscription (the endpoint is the device's own secret)",
    tags,
    query: pushEndpointQuerySchema,
    responses: { 204: z.null() },
    problems: [400],
  }),
  pushConsoleRecipients: endpoint({
    method: 'GET',
    path: '/api/v1/engagement-console/push/recipients',
    summary: "How many signed-in customers' devices a push message would reach",
    tags: consoleTags,
    headers: staffBearerHeadersSchema,
    responses: { 200: pushRecipientsSchema },
    problems: [401, 403],
  }),
  pushConsoleSend: endpoint({
    method: 'POST',
    path: '/api/v1/engagement-console/push',
    summary: "Send a push message to every signed-in customer's subscribed devices",
    description:
      'Devices whose push service cannot be reached get the message in the outbox (the local stand-in); ' +
      'a subscription the push service calls gone (404 or 410) is deleted. 503 when push is off on this server.',
    tags: consoleTags,
    headers: staffBearerHeadersSchema,
    body: pushBroadcastSchema,
    responses: { 200: pushDeliverySchema },
    problems: [400, 401, 403, 503],
  }),
};
