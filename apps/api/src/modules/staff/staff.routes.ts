import {
  consoleOrderSchema,
  orderIdParamsSchema,
  problemSchema,
  staffLoginSchema,
  staffSessionSchema,
  statusChangeSchema,
} from '@storefront/contract';
import { toStoreIso } from '@storefront/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openEventStream } from '../../platform/sse.ts';
import type { OrderEventBus } from '../order/order-events.ts';
import type { OrderService } from '../order/order.service.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import type { StaffAuth } from './staff-auth.ts';

const tags = ['store console'];
const problems = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };
const bearer = (authorization: string | undefined) => authorization?.match(/^Bearer (.+)$/i)?.[1];

export const staffRoutes: FastifyPluginAsyncZod<{
  auth: StaffAuth;
  orders: OrderService;
  events: OrderEventBus;
  stores: StoreDirectory;
}> = async (app, { auth, orders, events, stores }) => {
  app.post(
    '/staff/login',
    {
      schema: {
        tags,
        summary: 'Sign in to the store console',
        body: staffLoginSchema,
        response: { 200: staffSessionSchema, ...problems },
      },
    },
    async (req) => {
      const session = await auth.login(req.body.username, req.body.password);
      const store = await stores.byCode(session.staff.storeCode);
      return {
        token: session.token,
        staff: { ...session.staff, storeName: store?.name ?? session.staff.storeCode },
        expiresAt: toStoreIso(session.expiresAt, store?.timeZone ?? 'Australia/Sydney'),
      };
    },
  );

  app.get(
    '/staff/orders',
    {
      schema: {
        tags,
        summary: "The store's live orders, then today's finished ones",
        response: { 200: z.array(consoleOrderSchema), ...problems },
      },
    },
    async (req) => {
      const member = await auth.memberFor(bearer(req.headers.authorization));
      return orders.forStore(member.storeCode);
    },
  );

  app.patch(
    '/staff/orders/:orderId/status',
    {
      schema: {
        tags,
        summary: 'Move an order to its next status, or cancel it with a reason (voids or refunds the payment)',
        params: orderIdParamsSchema,
        body: statusChangeSchema,
        response: { 200: consoleOrderSchema, ...problems },
      },
    },
    async (req) => {
      const member = await auth.memberFor(bearer(req.headers.authorization));
      return orders.changeStatus(req.params.orderId, req.body.status, member, req.body.reason ?? null);
    },
  );

  app.get(
    '/staff/orders/events',
    {
      schema: {
        tags,
        summary: "Server-sent events: each new or changed order of the staff member's store (event 'order')",
        querystring: z.strictObject({ token: z.string().min(1).max(200) }),
      },
    },
    async (req, reply) => {
      const member = await auth.memberFor(req.query.token);
      const store = await stores.byCode(member.storeCode);
      const stream = openEventStream(req, reply);
      const unsubscribe = events.subscribe((change) => {
        if (change.storeId !== store?.storeId) return;
        void orders
          .byId(change.orderId)
          .then((order) => order && orders.consoleView(order))
          .then((view) => view && stream.send('order', view))
          .catch((error: unknown) => req.log.error({ err: error }, 'console stream update failed'));
      });
      stream.onClose(unsubscribe);
    },
  );
};
