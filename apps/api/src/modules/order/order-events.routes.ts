import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { notFound } from '../../platform/errors.ts';
import { openEventStream, type EventStream } from '../../platform/sse.ts';
import type { StreamTickets } from '../../platform/stream-tickets.ts';
import type { OrderEventBus } from './order-events.ts';
import type { OrderService } from './order.service.ts';

/** An order's live status: a ticket for the basket session that placed it, then the stream. */
export const orderEventsRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  events: OrderEventBus;
  tickets: StreamTickets;
}> = async (app, { orders, events, tickets }) => {
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

  serveEndpoint(app, endpoints.orderEventsTicket, async (request) => {
    // The status rules decide: not yours or unknown is 404, past the tracking window 403.
    await orders.statusFor(request.params.orderId, request.headers[BASKET_SESSION_HEADER]);
    return tickets.issue('order-status', request.params.orderId);
  });

  serveEndpoint(app, endpoints.orderEvents, async (request, reply) => {
    // Checked before the stream opens, so a bad ticket gets a plain 401.
    await tickets.redeem(request.query.ticket, 'order-status', request.params.orderId);
    const order = await orders.byId(request.params.orderId);
    if (!order) throw notFound('Order not found.');
    const first = await orders.view(order);
    const stream = openEventStream(request, reply);
    stream.send('status', first);
    const streams = watchers.get(order.orderId) ?? new Set<EventStream>();
    watchers.set(order.orderId, streams.add(stream));
    stream.onClose(() => {
      streams.delete(stream);
      if (streams.size === 0) watchers.delete(order.orderId);
    });
    return reply;
  });
};
