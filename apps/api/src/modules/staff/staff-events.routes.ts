import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { openEventStream } from '../../platform/sse.ts';
import type { StreamTickets } from '../../platform/stream-tickets.ts';
import type { OrderEventBus } from '../order/order-events.ts';
import type { OrderService } from '../order/order.service.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import type { StaffAuth } from './staff-auth.ts';
import { staffWithRole } from './staff-roles.service.ts';

/**
 * The console's live feed. EventSource cannot send the bearer token as a header, and the token
 * lasts a shift; so the feed is opened with a ticket that lasts a minute and works once.
 */
export const staffEventsRoutes: FastifyPluginAsyncZod<{
  auth: StaffAuth;
  orders: OrderService;
  events: OrderEventBus;
  stores: StoreDirectory;
  tickets: StreamTickets;
}> = async (app, { auth, orders, events, stores, tickets }) => {
  serveEndpoint(app, endpoints.staffEventsTicket, async (request) => {
    const member = await staffWithRole(auth, request, 'store');
    return tickets.issue('staff-orders', member.username);
  });

  serveEndpoint(app, endpoints.staffEvents, async (request, reply) => {
    const username = await tickets.redeem(request.query.ticket, 'staff-orders');
    const member = await auth.memberNamed(username);
    const store = await stores.byCode(member.storeCode);
    const stream = openEventStream(request, reply);
    const unsubscribe = events.subscribe((change) => {
      if (change.storeId !== store?.storeId) return;
      void orders
        .byId(change.orderId)
        .then((order) => order && orders.consoleView(order))
        .then((view) => view && stream.send('order', view))
        .catch((error: unknown) => request.log.error({ err: error }, 'console stream update failed'));
    });
    stream.onClose(unsubscribe);
    return reply;
  });
};
