import { endpoints } from '@storefront/contract';
import { toStoreIso } from '@storefront/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { OrderService } from '../order/order.service.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import type { StaffAuth } from './staff-auth.ts';
import { staffWithRole } from './staff-roles.service.ts';

export const staffRoutes: FastifyPluginAsyncZod<{
  auth: StaffAuth;
  orders: OrderService;
  stores: StoreDirectory;
}> = async (app, { auth, orders, stores }) => {
  serveEndpoint(app, endpoints.staffLogin, async (request) => {
    const session = await auth.login(request.body.username, request.body.password, request.ip);
    const store = await stores.byCode(session.staff.storeCode);
    return {
      token: session.token,
      staff: { ...session.staff, storeName: store?.name ?? session.staff.storeCode },
      expiresAt: toStoreIso(session.expiresAt, store?.timeZone ?? 'Australia/Sydney'),
    };
  });

  serveEndpoint(app, endpoints.staffOrders, async (request) => {
    const member = await staffWithRole(auth, request, 'store');
    return orders.forStore(member.storeCode);
  });

  serveEndpoint(app, endpoints.staffOrderStatus, async (request) => {
    const member = await staffWithRole(auth, request, 'store');
    return orders.changeStatus(request.params.orderId, request.body.status, member, request.body.reason ?? null);
  });

  serveEndpoint(app, endpoints.staffLineUnavailable, async (request) => {
    const member = await staffWithRole(auth, request, 'store');
    return orders.markLineUnavailable(request.params.orderId, request.params.lineId, member);
  });
};
