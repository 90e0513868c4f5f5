// Group orders with split payment (issue 20). The host starts a group from a basket of theirs; the
// share link (/group/{shareToken}) lets anyone join under a name; every later call carries the
// caller's secret (x-group-secret). Lines are basket lines of the host's basket, priced as any basket
// line; the group's state streams live. Closed groups (placed, cancelled, expired) answer
// 410 GroupClosed and change nothing; a wrong secret is 403; an unknown group or link is 404.
import { itemChoiceSchema } from '../basket-items.ts';
import {
  GROUP_ORDER_TIMEOUT_MINUTES,
  GROUP_SECRET_HEADER,
  groupCardSessionBodySchema,
  groupCardSessionSchema,
  groupCheckoutBodySchema,
  groupMembershipSchema,
  groupOrderInvitationSchema,
  groupOrderLineParamsSchema,
  groupOrderParamsSchema,
  groupOrderSchema,
  groupPaymentBodySchema,
  groupPaymentResultSchema,
  groupSecretHeadersSchema,
  groupShareTokenParamsSchema,
  joinGroupOrderBodySchema,
  startGroupOrderBodySchema,
} from '../group-order.ts';
import { BASKET_SESSION_HEADER } from '../headers.ts';
import { eventStreamSchema, streamTicketQuerySchema, streamTicketSchema } from '../stream-ticket.ts';
import { basketSessionHeadersSchema } from './basket-session-headers.ts';
import { endpoint } from './define.ts';

const tags = ['group orders'];
const headers = groupSecretHeadersSchema;
const params = groupOrderParamsSchema;
const answer = { 200: groupOrderSchema };
/** 409: not allowed in the group's status (e.g. a change while locked); 410 GroupClosed. */
const problems = [400, 403, 404, 409, 410] as const;
const member = `Any member's ${GROUP_SECRET_HEADER} (host or participant).`;
const hostOnly = `Host only: the host's ${GROUP_SECRET_HEADER}; a participant's secret is 403.`;

export const groupOrderEndpoints = {
  startGroupOrder: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders',
    summary: 'Start a group order from a basket of this session',
    description:
      `Needs the ${BASKET_SESSION_HEADER} of the basket (guest or signed in). Store, service type and time come ` +
      "from the basket; lines already in it become the host's. Answers the host's secret (keep it: it proves host " +
      'rights) and the share token; the share link is /group/{shareToken}. A basket already in a live group is 409; ' +
      'an ordered or expired basket is 410 as on the basket calls.',
    tags,
    headers: basketSessionHeadersSchema,
    body: startGroupOrderBodySchema,
    responses: { 201: groupMembershipSchema },
    problems: [400, 404, 409, 410],
  }),
  groupOrderInvitation: endpoint({
    method: 'GET',
    path: '/api/v1/group-orders/share/:shareToken',
    summary: 'What a share link is for (store, time, host name) before joining',
    description:
      'No secret needed. 404 for an unknown token; 410 GroupClosed (with `groupStatus`) once the group is placed, ' +
      'cancelled or expired, so the page can say so. A locked or checking-out group still answers 200 with its status.',
    tags,
    params: groupShareTokenParamsSchema,
    responses: { 200: groupOrderInvitationSchema },
    problems: [400, 404, 410],
  }),
  joinGroupOrder: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/share/:shareToken/participants',
    summary: 'Join a group under a display name',
    description:
      "Answers the new participant's secret. The name is trimmed, 1 to 40 characters, no control characters " +
      '(400 naming body.displayName). Joining is only possible while the group is open (409 when locked or paying; ' +
      '410 GroupClosed when placed, cancelled or expired).',
    tags,
    params: groupShareTokenParamsSchema,
    body: joinGroupOrderBodySchema,
    responses: { 201: groupMembershipSchema },
    problems: [400, 404, 409, 410],
  }),
  groupOrder: endpoint({
    method: 'GET',
    path: '/api/v1/group-orders/:groupId',
    summary: "The group's state: everyone's lines, a subtotal per person, totals, shares",
    description: `${member} Answers closed groups too (status placed, cancelled or expired), so a member sees how it ended.`,
    tags,
    params,
    headers,
    responses: answer,
    problems: [400, 403, 404],
  }),
  addGroupOrderItem: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/items',
    summary: "Add a line under the caller's name",
    description:
      `${member} The body is a basket line choice, validated and priced as POST /baskets/{basketId}/basketItems ` +
      '(400 naming fields, nothing added; 412 for an item sold out or outside its hours). Only while the group is ' +
      'open: 409 when locked or checking out, 410 GroupClosed.',
    tags,
    params,
    headers,
    body: itemChoiceSchema,
    responses: answer,
    problems: [...problems, 412],
  }),
  removeGroupOrderItem: endpoint({
    method: 'DELETE',
    path: '/api/v1/group-orders/:groupId/items/:basketItemId',
    summary: 'Remove a line: a participant their own, the host any',
    description: `${member} Another person's line is 403 for a participant; an unknown line is 404. Only while open (409, 410 as adding).`,
    tags,
    params: groupOrderLineParamsSchema,
    headers,
    responses: answer,
    problems,
  }),
  lockGroupOrder: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/lock',
    summary: 'Stop changes (no joining, adding or removing)',
    description: `${hostOnly} Locking an already locked group answers it unchanged. The group expires ${GROUP_ORDER_TIMEOUT_MINUTES} minutes after locking unless its order is placed.`,
    tags,
    params,
    headers,
    responses: answer,
    problems,
  }),
  unlockGroupOrder: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/unlock',
    summary: 'Allow changes again',
    description: `${hostOnly} Only from locked (an open group answers unchanged); once checking out, 409.`,
    tags,
    params,
    headers,
    responses: answer,
    problems,
  }),
  checkoutGroupOrder: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/checkout',
    summary: 'Choose how to pay: payAll or split',
    description:
      `${hostOnly} Locks the group. The host must have given contact details on the basket first ` +
      '(POST /baskets/{basketId}/validateOrder; 400 CustomerDetailsRequired otherwise), and the basket must be ' +
      'orderable (as validateBasket: 406 when the store is not taking online orders, 412 for the time or the ' +
      'minimum order). payAll: status checkingOut; the host places the order through the normal ' +
      'checkout of you.basketId. split: status collecting; each participant gets a share (lines plus a proportional ' +
      'part of vouchers and fees, in cents; decision 211) to pay with /payments. Choosing again while checking out ' +
      'or collecting answers the group as it is (the first choice stands).',
    tags,
    params,
    headers,
    body: groupCheckoutBodySchema,
    responses: answer,
    problems: [400, 403, 404, 406, 409, 410, 412],
  }),
  startGroupCardSession: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/payments/card-session',
    summary: "Open the gateway's hosted card page for the caller's share (or, for the host, every unpaid share)",
    description:
      `${member} Only while collecting (409 otherwise; 410 GroupClosed). A share already paid is 409 ShareAlreadyPaid. ` +
      'With cover (host only), the amount is every share still pending.',
    tags,
    params,
    headers,
    body: groupCardSessionBodySchema,
    responses: { 200: groupCardSessionSchema },
    problems,
  }),
  payGroupShare: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/payments',
    summary: "Pay the caller's share (authorise only), or as host cover every unpaid share",
    description:
      `${member} The card session must be one opened by card-session for this share. The card is authorised, ` +
      'not charged: every share is captured when the order is placed, which happens as soon as every share is ' +
      'authorised or covered. A declined card is 402 (the share stays pending). A 3-D Secure card answers ' +
      'challengeUrl: open it, then send the same call again. A share already paid is 409 ShareAlreadyPaid and ' +
      'nothing is charged; after a cancel or expiry, 410 GroupClosed and nothing is charged.',
    tags,
    params,
    headers,
    body: groupPaymentBodySchema,
    responses: { 200: groupPaymentResultSchema },
    problems: [400, 402, 403, 404, 409, 410],
  }),
  cancelGroupOrder: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/cancel',
    summary: 'Cancel the group: every card authorisation is voided',
    description: `${hostOnly} A placed group cannot be cancelled here (410 GroupClosed); cancelling twice answers the cancelled group.`,
    tags,
    params,
    headers,
    responses: answer,
    problems: [400, 403, 404, 410],
  }),
  groupOrderEventsTicket: endpoint({
    method: 'POST',
    path: '/api/v1/group-orders/:groupId/events/ticket',
    summary: "A ticket to open the group's event stream: once, within 60 seconds",
    description: member,
    tags,
    params,
    headers,
    responses: { 200: streamTicketSchema },
    problems: [400, 403, 404],
  }),
  groupOrderEvents: endpoint({
    method: 'GET',
    path: '/api/v1/group-orders/:groupId/events',
    summary: "Server-sent events of the group's state (event 'group', data a GroupOrder); the first is sent at once",
    description:
      'Opened with a ticket from POST /group-orders/{groupId}/events/ticket; each reconnection needs a new one. ' +
      "Every change (join, line, lock, checkout, payment, placement, cancel, expiry) sends the new state, seen as the ticket's holder sees it.",
    tags,
    params,
    query: streamTicketQuerySchema,
    responses: { 200: eventStreamSchema },
    problems: [400, 401, 404],
  }),
};
