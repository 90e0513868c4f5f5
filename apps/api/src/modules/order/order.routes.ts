import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer, type CustomerIdentitySource } from '../../platform/customer-identity.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrderService } from './order.service.ts';

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  identity: CustomerIdentitySource;
}> = async (app, { orders, identity }) => {
  // The basket session that placed the order, or (on another device) the customer who placed it.
  serveEndpoint(app, endpoints.orderStatus, async (request) => {
    const who = await identity(request);
    return orders.statusFor(request.params.orderId, request.headers[BASKET_SESSION_HEADER], who.customerId);
  });

  // Answered like the status: the placing basket session or the signed-in customer.
  serveEndpoint(app, endpoints.orderStockChoice, async (request) => {
    const who = await identity(request);
    const { orderId, questionId } = request.params;
    return orders.answerStockQuestion(
      orderId,
      questionId,
      request.body.choice,
      request.headers[BASKET_SESSION_HEADER],
      who.customerId,
    );
  });

  serveEndpoint(app, endpoints.orderByReference, async (request) =>
    orders.statusByReference(request.params.orderReference, request.headers[BASKET_SESSION_HEADER]),
  );

  serveEndpoint(app, endpoints.orderTracker, async (request) =>
    orders.statusFor(request.body.orderId, request.body.sessionId),
  );

  serveEndpoint(app, endpoints.trackOrders, async (request) => {
    const customer = await requireCustomer(identity, request);
    if (request.params.userId !== customer.userId && request.params.userId !== customer.customerId) {
      throw new AppError(403, 'Forbidden', 'These orders belong to another customer.');
    }
    return orders.trackOrders(customer.customerId, request.query.hourLimit);
  });
};
