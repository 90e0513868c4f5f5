import { BASKET_SESSION_HEADER, endpoints, GROUP_SECRET_HEADER } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { openEventStream, type EventStream } from '../../platform/sse.ts';
import type { StreamTickets } from '../../platform/stream-tickets.ts';
import type { OrderEventBus } from '../order/order-events.ts';
import type { GroupEventBus, GroupOrderService } from './group-order.service.ts';

/** How often groups past their timeout are expired (reads expire a group on their own too). */
export const GROUP_EXPIRY_SWEEP_MS = 60_000;

interface Watcher {
  stream: EventStream;
  participantId: string;
  /** The stream's sends, one after another: each reads the group when its turn comes, so a later
   *  change is never overtaken by an earlier one's slower read. */
  queue: Promise<void>;
}

/** Group orders (docs/group-orders.md): the endpoint table's group-order entries and the live stream. */
export const groupOrderRoutes: FastifyPluginAsyncZod<{
  groups: GroupOrderService;
  events: GroupEventBus;
  orderEvents: OrderEventBus;
  tickets: StreamTickets;
  /** Off in tests that drive time themselves. */
  sweep?: boolean;
}> = async (app, { groups, events, orderEvents, tickets, sweep = true }) => {
  const secretOf = (headers: { [GROUP_SECRET_HEADER]?: string | undefined }) => headers[GROUP_SECRET_HEADER];

  // Open streams by group; each member's view is read for them (the `you` part differs).
  const watchers = new Map<string, Set<Watcher>>();
  const sendLatest = (groupId: string, watcher: Watcher) => {
    watcher.queue = watcher.queue
      .then(async () => {
        const view = await groups.viewAs(groupId, watcher.participantId);
        if (view) watcher.stream.send('group', view);
      })
      .catch((error: unknown) => app.log.warn({ err: error, groupId }, 'group update failed'));
  };
  const unsubscribe = events.subscribe(({ groupId }) => {
    for (const watcher of watchers.get(groupId) ?? []) sendLatest(groupId, watcher);
  });
  // A payAll group is placed through the normal checkout: its order's arrival moves the group on.
  const unsubscribeOrders = orderEvents.subscribe(({ orderId }) => {
    if (watchers.size === 0) return;
    void groups
      .orderChanged(orderId)
      .catch((error: unknown) => app.log.warn({ err: error, orderId }, 'group order not updated'));
  });
  const timer = sweep
    ? setInterval(() => {
        void groups.expireDue().catch((error: unknown) => app.log.warn({ err: error }, 'group expiry failed'));
      }, GROUP_EXPIRY_SWEEP_MS)
    : null;
  timer?.unref();
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeOrders();
    if (timer) clearInterval(timer);
  });

  serveEndpoint(app, endpoints.startGroupOrder, async (request, reply) => {
    const membership = await groups.start(
      request.headers[BASKET_SESSION_HEADER],
      request.body.basketId,
      request.body.displayName,
    );
    return reply.code(201).send(membership);
  });

  serveEndpoint(app, endpoints.groupOrderInvitation, async (request) => groups.invitation(request.params.shareToken));

  serveEndpoint(app, endpoints.joinGroupOrder, async (request, reply) => {
    const membership = await groups.join(request.params.shareToken, request.body.displayName);
    return reply.code(201).send(membership);
  });

  serveEndpoint(app, endpoints.groupOrder, async (request) =>
    groups.read(request.params.groupId, secretOf(request.headers)),
  );

  serveEndpoint(app, endpoints.addGroupOrderItem, async (request) =>
    groups.addItem(request.params.groupId, secretOf(request.headers), request.body),
  );

  serveEndpoint(app, endpoints.removeGroupOrderItem, async (request) =>
    groups.removeItem(request.params.groupId, secretOf(request.headers), request.params.basketItemId),
  );

  serveEndpoint(app, endpoints.lockGroupOrder, async (request) =>
    groups.lock(request.params.groupId, secretOf(request.headers)),
  );

  serveEndpoint(app, endpoints.unlockGroupOrder, async (request) =>
    groups.unlock(request.params.groupId, secretOf(request.headers)),
  );

  serveEndpoint(app, endpoints.checkoutGroupOrder, async (request) =>
    groups.checkout(request.params.groupId, secretOf(request.headers), request.body.mode),
  );

  serveEndpoint(app, endpoints.startGroupCardSession, async (request) =>
    groups.startCardSession(request.params.groupId, secretOf(request.headers), request.body),
  );

  serveEndpoint(app, endpoints.payGroupShare, async (request) =>
    groups.pay(request.params.groupId, secretOf(request.headers), request.body),
  );

  serveEndpoint(app, endpoints.cancelGroupOrder, async (request) =>
    groups.cancel(request.params.groupId, secretOf(request.headers)),
  );

  serveEndpoint(app, endpoints.groupOrderEventsTicket, async (request) => {
    const member = await groups.member(request.params.groupId, secretOf(request.headers));
    return tickets.issue('group-order', `${request.params.groupId}:${member.participantId}`);
  });

  serveEndpoint(app, endpoints.groupOrderEvents, async (request, reply) => {
    const { groupId } = request.params;
    // Checked before the stream opens, so a bad ticket gets a plain 401.
    const subject = await tickets.redeem(request.query.ticket, 'group-order');
    const [ticketGroup, participantId] = subject.split(':');
    if (ticketGroup !== groupId || !participantId) {
      throw new AppError(401, 'Unauthorized', 'This live-updates link is for another group. Please reconnect.');
    }
    if (!(await groups.viewAs(groupId, participantId))) throw notFound('Group order not found.');
    const stream = openEventStream(request, reply);
    // Watching before the first read: a change made meanwhile is in that read or sent after it.
    const watcher: Watcher = { stream, participantId, queue: Promise.resolve() };
    const streams = watchers.get(groupId) ?? new Set<Watcher>();
    watchers.set(groupId, streams.add(watcher));
    stream.onClose(() => {
      streams.delete(watcher);
      if (streams.size === 0) watchers.delete(groupId);
    });
    sendLatest(groupId, watcher);
    return reply;
  });
};
