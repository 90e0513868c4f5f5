// Order service (spec document 1, section 7): an order's status for the basket session that placed
// it, tracking from another device by lookup, and the live status stream opened with a ticket.
import { z } from 'zod';
import { BASKET_SESSION_HEADER, TRACKING_GRANT_HEADER } from '../headers.ts';
import { orderLookupBodySchema, orderLookupResultSchema, trackingGrantHeadersSchema } from '../order-lookup.ts';
import {
  orderIdParamsSchema,
  orderReferenceParamsSchema,
  orderStatusViewSchema,
  trackerBodySchema,
  trackOrdersParamsSchema,
  trackOrdersQuerySchema,
} from '../order.ts';
import { stockChoiceBodySchema, stockQuestionParamsSchema } from '../out-of-stock.ts';
import { eventStreamSchema, streamTicketQuerySchema, streamTicketSchema } from '../stream-ticket.ts';
import { basketSessionHeadersSchema } from './basket-session-headers.ts';
import { endpoint } from './define.ts';

const tags = ['orders'];
const problems = [400, 403, 404] as const;

export const orderEndpoints = {
  orderStockChoice: endpoint({
    method: 'POST',
    path: '/api/v1/order/:orderId/stock-questions/:questionId/choice',
    summary: "The customer's answer to a line the store found out of stock: swap, drop or cancel",
    description:
      'Authorised like GET /order/{orderId}/status (the basket session or the signed-in customer who placed it; ' +
      "anyone else's order is 404). The first answer stands: a repeat, or an answer after the deadline when the " +
      "store's default has applied, gets the order with the standing answer. Swap only when a replacement is offered (409).",
    tags,
    params: stockQuestionParamsSchema,
    headers: basketSessionHeadersSchema,
    body: stockChoiceBodySchema,
    responses: { 200: orderStatusViewSchema },
    problems: [400, 401, 403, 404, 409],
  }),
  orderStatus: endpoint({
    method: 'GET',
    path: '/api/v1/order/:orderId/status',
    summary: "An order's status and history, for the basket session or the signed-in customer that placed it",
    description:
      'With the basket session that placed the order, or the bearer token of the customer who placed it (any device). ' +
      "Unknown, another customer's and another session's orders are the same 404; 401 for a token that cannot be verified.",
    tags,
    params: orderIdParamsSchema,
    headers: basketSessionHeadersSchema,
    responses: { 200: orderStatusViewSchema },
    problems: [400, 401, 403, 404],
  }),
  orderByReference: endpoint({
    method: 'GET',
    path: '/api/v1/order/status/reference/:orderReference',
    summary: 'An order by its short reference',
    tags,
    params: orderReferenceParamsSchema,
    headers: basketSessionHeadersSchema,
    responses: { 200: orderStatusViewSchema },
    problems,
  }),
  orderTracker: endpoint({
    method: 'POST',
    path: '/api/v1/order/tracker',
    summary: 'Track an order with its session id',
    tags,
    body: trackerBodySchema,
    responses: { 200: orderStatusViewSchema },
    problems,
  }),
  trackOrders: endpoint({
    method: 'GET',
    path: '/api/v1/order/trackOrders/:userId',
    summary: "The signed-in customer's orders within the tracking window",
    description: "Needs the customer's bearer token: 401 without one, 403 for another customer's id.",
    tags,
    params: trackOrdersParamsSchema,
    query: trackOrdersQuerySchema,
    responses: { 200: z.array(orderStatusViewSchema) },
    problems: [400, 401, 403, 404],
  }),
  orderLookup: endpoint({
    method: 'POST',
    path: '/api/v1/order/lookup',
    summary: 'Find an order by its reference and the mobile number or e-mail given on it',
    description:
      'Answers the order and a tracking grant. Any mismatch is 404 alike; 403 after the 8-hour tracking window; ' +
      '429 past the attempts allowed per address and per reference.',
    tags,
    body: orderLookupBodySchema,
    responses: { 200: orderLookupResultSchema },
    problems: [400, 403, 404, 429],
  }),
  orderByGrant: endpoint({
    method: 'GET',
    path: '/api/v1/order/lookup/:orderId',
    summary: `An order again for its tracking grant (${TRACKING_GRANT_HEADER}), whose time moves on with each use`,
    tags,
    params: orderIdParamsSchema,
    headers: trackingGrantHeadersSchema,
    responses: { 200: orderLookupResultSchema },
    problems: [400, 403, 404, 429],
  }),
  orderEventsTicket: endpoint({
    method: 'POST',
    path: '/api/v1/order/:orderId/events/ticket',
    summary: "A ticket to open the order's event stream: once, within 60 seconds",
    description: `Needs the ${BASKET_SESSION_HEADER} header of the basket the order was placed from, as the status call does.`,
    tags,
    params: orderIdParamsSchema,
    headers: basketSessionHeadersSchema,
    responses: { 200: streamTicketSchema },
    problems,
  }),
  orderEvents: endpoint({
    method: 'GET',
    path: '/api/v1/order/:orderId/events',
    summary: "Server-sent events of an order's status (event 'status'); the first is sent at once",
    description: 'Opened with a ticket from POST /order/{orderId}/events/ticket; each reconnection needs a new one.',
    tags,
    params: orderIdParamsSchema,
    query: streamTicketQuerySchema,
    responses: { 200: eventStreamSchema },
    problems: [400, 401, 404],
  }),
};
