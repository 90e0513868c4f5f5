// Store console (beyond the spec: the chain's staff move orders through the kitchen). Every call but
// the sign-in sends the staff bearer token; the live feed is opened with a ticket instead, because
// EventSource cannot send headers.
import { z } from 'zod';
import {
  consoleOrderSchema,
  orderIdParamsSchema,
  staffLoginSchema,
  staffSessionSchema,
  statusChangeSchema,
} from '../order.ts';
import { stockLineParamsSchema } from '../out-of-stock.ts';
import { eventStreamSchema, streamTicketQuerySchema, streamTicketSchema } from '../stream-ticket.ts';
import { endpoint } from './define.ts';
import { staffBearerHeadersSchema } from './staff-bearer-headers.ts';

const tags = ['store console'];
const problems = [400, 401, 404, 409] as const;
/** A signed-in account without the store role (a content editor) may not run a store console. */
const consoleProblems = [400, 401, 403, 404, 409] as const;

/** The staff token from the sign-in; without a valid one the call is 401. */
export const staffEndpoints = {
  staffLogin: endpoint({
    method: 'POST',
    path: '/api/v1/staff/login',
    summary: 'Sign in to the store console',
    description:
      'Wrong passwords are limited per username and per client address; past the limit the sign-in is locked (429 with Retry-After), for longer each time, whatever the password.',
    tags,
    body: staffLoginSchema,
    responses: { 200: staffSessionSchema },
    problems: [...problems, 429],
  }),
  staffOrders: endpoint({
    method: 'GET',
    path: '/api/v1/staff/orders',
    summary: "The store's live orders, then today's finished ones",
    tags,
    headers: staffBearerHeadersSchema,
    responses: { 200: z.array(consoleOrderSchema) },
    problems: consoleProblems,
  }),
  staffOrderStatus: endpoint({
    method: 'PATCH',
    path: '/api/v1/staff/orders/:orderId/status',
    summary: 'Move an order to its next status, or cancel it with a reason (voids or refunds the payment)',
    tags,
    params: orderIdParamsSchema,
    body: statusChangeSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: consoleOrderSchema },
    problems: consoleProblems,
  }),
  staffLineUnavailable: endpoint({
    method: 'POST',
    path: '/api/v1/staff/orders/:orderId/lines/:lineId/unavailable',
    summary: 'Mark a line of a received order out of stock: the customer is asked to swap, drop or cancel',
    description:
      'Received orders only, standalone item lines only, one open question per order (409 otherwise). ' +
      'Marking the same line again answers the order as it stands. The server suggests a replacement of the ' +
      'same category at the same or a lower price (decision 186).',
    tags,
    params: stockLineParamsSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: consoleOrderSchema },
    problems: consoleProblems,
  }),
  staffEventsTicket: endpoint({
    method: 'POST',
    path: '/api/v1/staff/orders/events/ticket',
    summary: "A ticket to open the store's event stream: once, within 60 seconds",
    description: 'Needs the staff bearer token.',
    tags,
    headers: staffBearerHeadersSchema,
    responses: { 200: streamTicketSchema },
    problems: [401, 403],
  }),
  staffEvents: endpoint({
    method: 'GET',
    path: '/api/v1/staff/orders/events',
    summary: "Server-sent events: each new or changed order of the staff member's store (event 'order')",
    description: 'Opened with a ticket from POST /staff/orders/events/ticket; each reconnection needs a new one.',
    tags,
    query: streamTicketQuerySchema,
    responses: { 200: eventStreamSchema },
    problems: [400, 401],
  }),
};
