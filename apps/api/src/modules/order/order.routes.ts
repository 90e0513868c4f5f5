import {
  BASKET_SESSION_HEADER,
  orderIdParamsSchema,
  orderReferenceParamsSchema,
  orderStatusViewSchema,
  problemSchema,
  trackerBodySchema,
  trackOrdersParamsSchema,
  trackOrdersQuerySchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openEventStream, type EventStream } from '../../platform/sse.ts';
import type { OrderEventBus } from './order-events.ts';
import type { OrderService } from './order.service.ts';

const tags = ['orders'];
const headers = z.object({ [BASKET_SESSION_HEADER]: z.string().min(1).max(100).optional() });
const problems = { 400: problemSchema, 403: problemSchema, 404: problemSchema };

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService; events: OrderEventBus }> = async (
  app,
  { orders, events },
) => {
  const sid = (h: Record<string, unknown>) => h[BASKET_SESSION_HEADER] as string | undefined;

  // Open tracking streams by order. A change is read once and written to every stream of that
  // order (thousands may watch one order on a big night), not read again per stream.
  const watchers = new Map<string, Set<EventStream>>();
  const unsubscribe = events.subscribe((change) => {
    const streams = watchers.get(change.orderId);
    if (!streams || streams.size === 0) return;
    void orders
      .byId(change.orderId)
      .then((order) => order && orders.view(order))
      .then((view) => {
        if (view) for (const stream of streams) stream.send('status', view);
      })
      .catch((error: unknown) => app.log.warn({ err: error, orderId: change.orderId }, 'tracking update failed'));
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/order/:orderId/status',
    {
      schema: {
        tags,
        summary: "An order's status and history, for the basket session that placed it",
        params: orderIdParamsSchema,
        headers,
        response: { 200: orderStatusViewSchema, ...problems },
      },
    },
    async (req) => orders.statusFor(req.params.orderId, sid(req.headers)),
  );

  app.get(
    '/order/status/reference/:orderReference',
    {
      schema: {
        tags,
        summary: 'An order by its short reference',
        params: orderReferenceParamsSchema,
        headers,
        response: { 200: orderStatusViewSchema, ...problems },
      },
    },
    async (req) => orders.statusByReference(req.params.orderReference, sid(req.headers)),
  );

  app.post(
    '/order/tracker',
    {
      schema: {
        tags,
        summary: 'Track an order with its session id',
        body: trackerBodySchema,
        response: { 200: orderStatusViewSchema, ...problems },
      },
    },
    async (req) => orders.statusFor(req.body.orderId, req.body.sessionId),
  );

  app.get(
    '/order/trackOrders/:userId',
    {
      schema: {
        tags,
        summary: "A customer's orders within the tracking window",
        params: trackOrdersParamsSchema,
        querystring: trackOrdersQuerySchema,
        response: { 200: z.array(orderStatusViewSchema), ...problems },
      },
    },
    async (req) => orders.trackOrders(req.params.userId, req.query.hourLimit),
  );

  app.get(
    '/order/:orderId/events',
    {
      schema: {
        tags,
        summary: "Server-sent events of an order's status (event 'status'); the first is sent at once",
        params: orderIdParamsSchema,
        querystring: z.strictObject({ sessionId: z.string().min(1).max(100) }),
      },
    },
    async (req, reply) => {
      // Checked before the stream opens, so a stranger gets a plain 404.
      const first = await orders.statusFor(req.params.orderId, req.query.sessionId);
      const stream = openEventStream(req, reply);
      stream.send('status', first);
      const streams = watchers.get(first.orderId) ?? new Set<EventStream>();
      watchers.set(first.orderId, streams.add(stream));
      stream.onClose(() => {
        streams.delete(stream);
        if (streams.size === 0) watchers.delete(first.orderId);
      });
    },
  );
};
