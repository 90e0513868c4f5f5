import { randomBytes, randomUUID } from 'node:crypto';
import {
  closedGroupOrderStatuses,
  GROUP_ORDER_TIMEOUT_MINUTES,
  type Basket,
  type CustomerInfo,
  type GroupCardSession,
  type GroupCheckoutMode,
  type GroupMembership,
  type GroupOrder,
  type GroupOrderInvitation,
  type GroupOrderStatus,
  type GroupParticipant,
  type GroupPaymentResult,
  type GroupShareStatus,
  type ItemChoice,
} from '@storefront/contract';
import { splitGroupTotal } from '@storefront/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertBasketOpen, ownedBasket } from '../basket/basket-access.ts';
import type { BasketItemsService } from '../basket/basket-items.service.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { StoredItems } from '../pricing/basket-pricing.ts';
import type { EventBus } from '../order/order-events.ts';
import { DETAILS_NEEDED_MESSAGE, type OrderPlacedEvent } from '../order/order-placement.service.ts';
import type { OrderRepository } from '../order/order.repository.ts';
import { cardOfBasketSession } from '../payment/card-sessions.ts';
import type { AuthoriseResult, ChallengeResult, PaymentGateway } from '../payment/payment-gateway.ts';
import type { VoucherRepository } from '../voucher/voucher.repository.ts';
import {
  secretHash,
  type GroupOrderRepository,
  type GroupRow,
  type GroupSnapshot,
  type ParticipantRow,
} from './group-order.repository.ts';

/** A locked group not placed within this long expires and every payment is voided (decision 212). */
export const GROUP_ORDER_TIMEOUT_MS = GROUP_ORDER_TIMEOUT_MINUTES * 60_000;

/** What changed: the group. Streams read the group again for what they show. */
export interface GroupChange {
  groupId: string;
}
export type GroupEventBus = EventBus<GroupChange>;

export interface GroupOrderDeps {
  repository: GroupOrderRepository;
  basketRows: BasketRepository;
  baskets: BasketService;
  items: BasketItemsService;
  orders: OrderRepository;
  vouchers: VoucherRepository;
  gateway: PaymentGateway;
  events: GroupEventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the store console (and any tracker) that an order arrived. */
  onPlaced?: (change: OrderPlacedEvent) => Promise<void>;
}

/** The caller, proven by their secret. */
export interface Member {
  participantId: string;
  displayName: string;
  isHost: boolean;
}

const LIVE: readonly GroupOrderStatus[] = ['locked', 'checkingOut', 'collecting'];
const PAID: readonly GroupShareStatus[] = ['authorised', 'covered', 'captured'];
const isClosed = (status: string) => closedGroupOrderStatuses.includes(status as GroupOrderStatus);
const newSecret = () => randomBytes(32).toString('base64url');

const groupNotFound = () => notFound('Group order not found.');
const wrongSecret = () =>
  new AppError(403, 'Forbidden', 'This group order needs the link you joined with. Please open the share link again.');
const hostOnly = () => new AppError(403, 'Forbidden', 'Only the host can do this.');
const CLOSED_MESSAGES: Record<string, string> = {
  placed: 'This group order has already been placed.',
  cancelled: 'The host cancelled this group order.',
  expired: 'This group order expired before it was placed.',
};
const groupClosed = (status: string) =>
  new AppError(410, 'GroupClosed', CLOSED_MESSAGES[status] ?? 'This group order is closed.', [], {
    groupStatus: status,
  });
const NOT_OPEN_MESSAGES: Record<string, string> = {
  locked: 'The host has locked the group: no more changes.',
  checkingOut: 'The host is checking out: no more changes.',
  collecting: 'The host is checking out: no more changes.',
};
const notOpen = (status: string) =>
  new AppError(409, 'Conflict', NOT_OPEN_MESSAGES[status] ?? 'The group cannot change now.', [], {
    groupStatus: status,
  });
const alreadyPaid = (message = 'This share has already been paid.') => new AppError(409, 'ShareAlreadyPaid', message);
const paymentUnderWay = () => new AppError(409, 'PaymentPending', 'A payment for this share is under way.');
const notCollecting = () =>
  new AppError(409, 'Conflict', 'Payments start once the host has chosen to split the bill at checkout.');
const declined = () => new AppError(402, 'PaymentDeclined', 'Your card was declined. Please try another card.');

function assertNotClosed(group: GroupRow) {
  if (isClosed(group.status)) throw groupClosed(group.status);
}
function assertOpen(group: GroupRow) {
  assertNotClosed(group);
  if (group.status !== 'open') throw notOpen(group.status);
}
const expiresAt = (group: GroupRow) =>
  group.lockedAt && !isClosed(group.status) ? new Date(group.lockedAt.getTime() + GROUP_ORDER_TIMEOUT_MS) : null;

export function groupOrderService(deps: GroupOrderDeps) {
  const { repository, basketRows, baskets, items, orders, vouchers, gateway, events, clock, log } = deps;

  const publish = (groupId: string) =>
    events
      .publish({ groupId })
      .catch((error: unknown) => log.warn({ err: error, groupId }, 'group change not published'));

  async function basketRowOf(group: GroupRow) {
    const row = await basketRows.find(group.basketId);
    if (!row) throw groupNotFound();
    return row;
  }

  /** The group's state for everyone; `you` is filled in per caller (personalise). */
  async function baseView(group: GroupRow): Promise<Omit<GroupOrder, 'you'> & { hostBasketId: string }> {
    const snapshot = await repository.snapshot(group);
    const basket = await baskets.view(await basketRowOf(group));
    const order = group.orderId ? await orders.byId(group.orderId) : undefined;
    const host = snapshot.participants.find((p) => p.isHost)!;
    const owner = new Map(snapshot.lines.map((line) => [line.basketItemId, line.participantId]));
    const participants: GroupParticipant[] = snapshot.participants.map((p) => {
      const lines = basket.basketItems.filter(
        (line) => (owner.get(line.basketItemId) ?? host.participantId) === p.participantId,
      );
      const meals = p.isHost ? basket.groupedBasketItems : [];
      return {
        participantId: p.participantId,
        displayName: p.displayName,
        isHost: p.isHost,
        joinedAt: p.joinedAt.toISOString(),
        lines,
        meals,
        subtotal: [...lines, ...meals].reduce((sum, line) => sum + line.totalPrice, 0),
        share:
          p.shareStatus === null
            ? null
            : {
                amountCents: p.shareCents ?? 0,
                status: p.shareStatus as GroupShareStatus,
                card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
              },
      };
    });
    const expiry = expiresAt(group);
    return {
      groupId: group.groupId,
      status: group.status as GroupOrderStatus,
      mode: group.mode as GroupCheckoutMode | null,
      shareToken: group.shareToken,
      storeId: basket.storeInfo.storeId,
      storeName: basket.storeInfo.name,
      serviceType: basket.serviceType,
      orderDueAt: basket.orderDueAt,
      isAsap: basket.isAsap,
      participants,
      itemsSubtotal: basket.basketSubTotal,
      discount: basket.discount,
      fees: basket.serviceCharges.reduce((sum, charge) => sum + charge.total, 0),
      total: basket.basketTotal,
      lockedAt: group.lockedAt?.toISOString() ?? null,
      expiresAt: expiry?.toISOString() ?? null,
      orderId: group.orderId,
      orderReference: order?.orderReference ?? null,
      hostBasketId: group.basketId,
    };
  }

  const personalise = (
    { hostBasketId, ...base }: Awaited<ReturnType<typeof baseView>>,
    member: Member,
  ): GroupOrder => ({
    ...base,
    you: { participantId: member.participantId, isHost: member.isHost, basketId: member.isHost ? hostBasketId : null },
  });

  const memberOf = (p: ParticipantRow): Member => ({
    participantId: p.participantId,
    displayName: p.displayName,
    isHost: p.isHost,
  });

  /**
   * Voids every authorisation of the group and closes it (cancelled or expired). Shares not yet
   * authorised are voided too, so a payment finishing afterwards is voided at once (finishShare).
   */
  async function close(groupId: string, status: 'cancelled' | 'expired'): Promise<boolean> {
    const toVoid = await repository.change(groupId, async (snapshot, tx) => {
      if (!snapshot) throw groupNotFound();
      const { group, participants } = snapshot;
      if (isClosed(group.status)) return null;
      if (group.placing) throw new AppError(409, 'Conflict', 'The order is being placed right now.');
      const now = clock.now();
      await repository.patchGroup(tx, groupId, {
        status,
        updatedAt: now,
        ...(group.coverStatus ? { coverStatus: 'voided' } : {}),
      });
      const authorisations: string[] = [];
      if (group.coverAuthorisationId) authorisations.push(group.coverAuthorisationId);
      for (const p of participants) {
        if (p.shareStatus === null || p.shareStatus === 'nothing') continue;
        if (p.authorisationId) authorisations.push(p.authorisationId);
        await repository.patchParticipant(tx, p.participantId, { shareStatus: 'voided' });
      }
      return authorisations;
    });
    if (!toVoid) return false;
    await Promise.all(toVoid.map((id) => voidQuietly(id, groupId)));
    await publish(groupId);
    return true;
  }

  const voidQuietly = (authorisationId: string, groupId: string) =>
    gateway
      .void(authorisationId, { idempotencyKey: `group-void:${authorisationId}` })
      .catch((error: unknown) => log.error({ err: error, groupId, authorisationId }, 'group payment not voided'));

  /** Brings a group up to date: a payAll basket that was ordered is placed; past its timeout it expires. */
  async function settle(group: GroupRow): Promise<GroupRow> {
    let changed = false;
    if (group.status === 'checkingOut') {
      const basket = await basketRows.find(group.basketId);
      if (basket?.status === 'Ordered' && basket.orderId) {
        const now = clock.now();
        changed = await repository.transition(group.groupId, ['checkingOut'], {
          status: 'placed',
          orderId: basket.orderId,
          updatedAt: now,
        });
      }
    }
    const expiry = expiresAt(group);
    if (!changed && LIVE.includes(group.status as GroupOrderStatus) && expiry && clock.now() >= expiry) {
      changed = await close(group.groupId, 'expired').catch((error: unknown) => {
        // Being placed right now: the placement decides.
        if (error instanceof AppError && error.status === 409) return false;
        throw error;
      });
    } else if (changed) {
      await publish(group.groupId);
    }
    return changed ? ((await repository.byId(group.groupId)) ?? group) : group;
  }

  async function load(groupId: string): Promise<GroupRow> {
    const group = await repository.byId(groupId);
    if (!group) throw groupNotFound();
    return settle(group);
  }

  /** The group and the caller its secret proves: 404 for an unknown group, 403 for a wrong or missing secret. */
  async function authenticate(groupId: string, secret: string | undefined) {
    const group = await load(groupId);
    const participant = secret ? await repository.participantBySecret(groupId, secret) : undefined;
    if (!participant) throw wrongSecret();
    return { group, member: memberOf(participant), participant };
  }

  async function viewFor(groupId: string, member: Member): Promise<GroupOrder> {
    const group = await repository.byId(groupId);
    if (!group) throw groupNotFound();
    return personalise(await baseView(group), member);
  }

  async function membership(group: GroupRow, member: Member, secret: string): Promise<GroupMembership> {
    return {
      groupId: group.groupId,
      participantId: member.participantId,
      secret,
      shareToken: group.shareToken,
      group: await viewFor(group.groupId, member),
    };
  }

  async function openByToken(shareToken: string) {
    const group = await repository.byShareToken(shareToken);
    if (!group) throw notFound('No group order has this link.');
    return settle(group);
  }

  /** Records an authorised share, unless the group closed meanwhile: then the money is given back. */
  async function finishShare(groupId: string, participantId: string, authorisationId: string) {
    const record = await gateway.getAuthorisation(authorisationId).catch(() => null);
    const closedAs = await repository.change(groupId, async (snapshot, tx) => {
      if (!snapshot) throw groupNotFound();
      if (isClosed(snapshot.group.status)) return snapshot.group.status;
      await repository.patchParticipant(tx, participantId, {
        shareStatus: 'authorised',
        authorisationId,
        cardBrand: record?.card?.brand ?? null,
        cardLast4: record?.card?.last4 ?? null,
      });
      return null;
    });
    if (closedAs) {
      await voidQuietly(authorisationId, groupId);
      await repository.patchParticipant(repository.db, participantId, { shareStatus: 'voided', authorisationId });
      throw groupClosed(closedAs);
    }
    await publish(groupId);
    await tryPlace(groupId);
  }

  async function finishCover(groupId: string, authorisationId: string) {
    const closedAs = await repository.change(groupId, async (snapshot, tx) => {
      if (!snapshot) throw groupNotFound();
      if (isClosed(snapshot.group.status)) return snapshot.group.status;
      await repository.patchGroup(tx, groupId, {
        coverStatus: 'authorised',
        coverAuthorisationId: authorisationId,
        updatedAt: clock.now(),
      });
      for (const p of snapshot.participants) {
        if (p.coveredByHost) await repository.patchParticipant(tx, p.participantId, { shareStatus: 'covered' });
      }
      return null;
    });
    if (closedAs) {
      await voidQuietly(authorisationId, groupId);
      throw groupClosed(closedAs);
    }
    await publish(groupId);
    await tryPlace(groupId);
  }

  /**
   * Places the order once every share is authorised or covered. The claim (placing) is taken under
   * the group's lock, so of any number of callers only one places; the basket's own lock and the
   * order's unique payment reference stand behind it.
   */
  async function tryPlace(groupId: string): Promise<void> {
    const claimed = await repository.change(groupId, async (snapshot, tx) => {
      if (!snapshot) return null;
      const { group, participants } = snapshot;
      if (group.status !== 'collecting' || group.placing || group.coverStatus === 'paying') return null;
      const ready = participants.every(
        (p) => p.shareStatus === 'nothing' || PAID.includes(p.shareStatus as GroupShareStatus),
      );
      if (!ready) return null;
      await repository.patchGroup(tx, groupId, { placing: true, updatedAt: clock.now() });
      return snapshot;
    });
    if (!claimed) return;
    const { group } = claimed;
    let placed: { orderId: string; orderReference: string; storeId: number; customerId: string | null };
    try {
      const row = await basketRowOf(group);
      const basket = await baskets.validate(group.basketId, row.sessionId);
      if (basket.basketTotal !== group.splitTotalCents) {
        throw new AppError(409, 'Conflict', 'The basket changed after the shares were set.');
      }
      const now = clock.now();
      const committed = await orders.commit({
        basket,
        customerInfo: basket.customerInfo as CustomerInfo,
        payment: {
          method: 'card',
          status: 'authorised',
          authorisationId: null,
          attemptId: null,
          card: null,
          reference: `group:${groupId}`,
          groupAuthorisationIds: [
            ...claimed.participants.flatMap((p) =>
              p.shareStatus === 'authorised' && p.authorisationId ? [p.authorisationId] : [],
            ),
            ...(group.coverStatus === 'authorised' && group.coverAuthorisationId ? [group.coverAuthorisationId] : []),
          ],
        },
        voucherDefinitions: await vouchers.all(),
        agentName: null,
        now,
      });
      placed = { ...committed, storeId: basket.storeInfo.storeId };
    } catch (error) {
      // Not placed: the shares stay authorised; the host may cancel, or the timeout voids them.
      log.error({ err: error, groupId }, 'group order not placed');
      await repository.patchGroup(repository.db, groupId, { placing: false, updatedAt: clock.now() });
      return;
    }
    await repository.patchGroup(repository.db, groupId, {
      status: 'placed',
      placing: false,
      orderId: placed.orderId,
      updatedAt: clock.now(),
    });
    await deps
      .onPlaced?.({ orderId: placed.orderId, storeId: placed.storeId, customerId: placed.customerId })
      .catch((error: unknown) => log.error({ err: error }, 'order event not published'));
    await capture(groupId, placed.orderId);
    await publish(groupId);
  }

  /** Captures every share's authorisation (and the host's cover) of a placed order. */
  async function capture(groupId: string, orderId: string) {
    const group = await repository.byId(groupId);
    if (!group) return;
    const { participants } = await repository.snapshot(group);
    let all = true;
    for (const p of participants) {
      if (p.shareStatus !== 'authorised' || !p.authorisationId) continue;
      const ok = await gateway
        .capture(p.authorisationId, p.shareCents ?? 0, { idempotencyKey: `capture:${orderId}:${p.participantId}` })
        .then(
          () => true,
          (error: unknown) => {
            log.error({ err: error, orderId, participantId: p.participantId }, 'group share not captured');
            return false;
          },
        );
      if (ok) await repository.patchParticipant(repository.db, p.participantId, { shareStatus: 'captured' });
      all &&= ok;
    }
    if (group.coverAuthorisationId && group.coverStatus === 'authorised') {
      const ok = await gateway
        .capture(group.coverAuthorisationId, group.coverCents ?? 0, { idempotencyKey: `capture:${orderId}:cover` })
        .then(
          () => true,
          (error: unknown) => {
            log.error({ err: error, orderId }, 'group cover not captured');
            return false;
          },
        );
      if (ok) {
        await repository.patchGroup(repository.db, groupId, { coverStatus: 'captured' });
        for (const p of participants) {
          if (p.coveredByHost)
            await repository.patchParticipant(repository.db, p.participantId, { shareStatus: 'captured' });
        }
      }
      all &&= ok;
    }
    if (all) await orders.recordPaymentStatus(orderId, 'captured');
  }

  /** Handles the gateway's answer to a share's (or the cover's) authorisation or challenge. */
  async function outcome(
    result: AuthoriseResult | ChallengeResult,
    on: { authorised(id: string): Promise<void>; challenge(id: string): Promise<void>; declined(): Promise<void> },
  ): Promise<string | null> {
    if (result.status === 'authorised') {
      await on.authorised(result.authorisationId);
      return null;
    }
    if (result.status === 'declined') {
      await on.declined();
      throw declined();
    }
    await on.challenge(result.authorisationId);
    return result.challengeUrl;
  }

  async function payShare(
    groupId: string,
    participant: ParticipantRow,
    body: { cardSessionId: string; returnUrl: string },
  ): Promise<string | null> {
    const { participantId } = participant;
    const claim = await repository.change(groupId, async (snapshot, tx) => {
      if (!snapshot) throw groupNotFound();
      assertNotClosed(snapshot.group);
      if (snapshot.group.status !== 'collecting') throw notCollecting();
      const me = snapshot.participants.find((p) => p.participantId === participantId)!;
      if (PAID.includes(me.shareStatus as GroupShareStatus)) throw alreadyPaid();
      if (me.shareStatus === 'nothing') throw new AppError(409, 'Conflict', 'You have no lines to pay for.');
      if (me.shareStatus === 'paying') {
        if (me.coveredByHost) throw alreadyPaid('The host is paying this share.');
        if (me.authorisationId && me.cardSessionId === body.cardSessionId) {
          return { challenge: me.authorisationId, amount: me.shareCents ?? 0 };
        }
        throw paymentUnderWay();
      }
      await repository.patchParticipant(tx, participantId, {
        shareStatus: 'paying',
        cardSessionId: body.cardSessionId,
        authorisationId: null,
      });
      return { challenge: null, amount: me.shareCents ?? 0 };
    });
    const backToPending = async () => {
      await repository.change(groupId, async (snapshot, tx) => {
        const me = snapshot?.participants.find((p) => p.participantId === participantId);
        if (me?.shareStatus === 'paying' && !me.coveredByHost) {
          await repository.patchParticipant(tx, participantId, {
            shareStatus: 'pending',
            cardSessionId: null,
            authorisationId: null,
          });
        }
      });
      await publish(groupId);
    };
    const handlers = {
      authorised: (id: string) => finishShare(groupId, participantId, id),
      challenge: async (id: string) => {
        await repository.patchParticipant(repository.db, participantId, { authorisationId: id });
        await publish(groupId);
      },
      declined: backToPending,
    };
    if (claim.challenge) return outcome(await gateway.completeChallenge(claim.challenge), handlers);
    await publish(groupId);
    let result: AuthoriseResult;
    try {
      const card = await cardOfBasketSession(gateway, participantId, body.cardSessionId);
      result = await gateway.authorise({
        token: card.token,
        amountCents: claim.amount,
        idempotencyKey: `group-share:${participantId}:${body.cardSessionId}`,
        reference: participantId,
        returnUrl: body.returnUrl,
      });
    } catch (error) {
      await backToPending();
      throw error;
    }
    return outcome(result, handlers);
  }

  async function payCover(groupId: string, body: { cardSessionId: string; returnUrl: string }): Promise<string | null> {
    const claim = await repository.change(groupId, async (snapshot, tx) => {
      if (!snapshot) throw groupNotFound();
      const { group, participants } = snapshot;
      assertNotClosed(group);
      if (group.status !== 'collecting') throw notCollecting();
      if (group.coverStatus === 'paying') {
        if (group.coverAuthorisationId && group.coverCardSessionId === body.cardSessionId) {
          return { challenge: group.coverAuthorisationId, amount: group.coverCents ?? 0 };
        }
        throw paymentUnderWay();
      }
      const pending = participants.filter((p) => p.shareStatus === 'pending');
      if (pending.length === 0) throw alreadyPaid('Every share is already paid or being paid.');
      const amount = pending.reduce((sum, p) => sum + (p.shareCents ?? 0), 0);
      for (const p of pending) {
        await repository.patchParticipant(tx, p.participantId, { shareStatus: 'paying', coveredByHost: true });
      }
      await repository.patchGroup(tx, groupId, {
        coverStatus: 'paying',
        coverCents: amount,
        coverCardSessionId: body.cardSessionId,
        coverAuthorisationId: null,
        updatedAt: clock.now(),
      });
      return { challenge: null, amount };
    });
    const uncover = async () => {
      await repository.change(groupId, async (snapshot, tx) => {
        if (!snapshot || snapshot.group.coverStatus !== 'paying') return;
        await repository.patchGroup(tx, groupId, {
          coverStatus: null,
          coverCents: null,
          coverCardSessionId: null,
          coverAuthorisationId: null,
        });
        for (const p of snapshot.participants) {
          if (p.coveredByHost && p.shareStatus === 'paying') {
            await repository.patchParticipant(tx, p.participantId, { shareStatus: 'pending', coveredByHost: false });
          }
        }
      });
      await publish(groupId);
    };
    const handlers = {
      authorised: (id: string) => finishCover(groupId, id),
      challenge: async (id: string) => {
        await repository.patchGroup(repository.db, groupId, { coverAuthorisationId: id });
        await publish(groupId);
      },
      declined: uncover,
    };
    if (claim.challenge) return outcome(await gateway.completeChallenge(claim.challenge), handlers);
    await publish(groupId);
    let result: AuthoriseResult;
    try {
      const card = await cardOfBasketSession(gateway, groupId, body.cardSessionId);
      result = await gateway.authorise({
        token: card.token,
        amountCents: claim.amount,
        idempotencyKey: `group-cover:${groupId}:${body.cardSessionId}`,
        reference: groupId,
        returnUrl: body.returnUrl,
      });
    } catch (error) {
      await uncover();
      throw error;
    }
    return outcome(result, handlers);
  }

  /**
   * The basket's lines that came without a name (there before the group started, or added on the
   * basket itself) are the host's: at checkout they get the host's name, as the group's lines have theirs.
   */
  async function labelHostLines(basketId: string, hostName: string) {
    await basketRows.change(basketId, (current) => {
      if (!current || current.status !== 'Open') return { result: null };
      const stored = current.items as StoredItems;
      if (stored.basketItems.every((item) => item.groupMember !== undefined)) return { result: null };
      const basketItems = stored.basketItems.map((item) =>
        item.groupMember === undefined ? { ...item, groupMember: hostName } : item,
      );
      return { result: null, patch: { items: { ...stored, basketItems }, updatedAt: clock.now() } };
    });
  }

  /** Shares of the basket's total, in proportion to each person's lines (decision 211). */
  function sharesOf(snapshot: GroupSnapshot, basket: Basket) {
    const host = snapshot.participants.find((p) => p.isHost)!;
    const owner = new Map(snapshot.lines.map((line) => [line.basketItemId, line.participantId]));
    const subtotal = new Map(snapshot.participants.map((p) => [p.participantId, 0]));
    for (const line of basket.basketItems) {
      const id = owner.get(line.basketItemId) ?? host.participantId;
      subtotal.set(id, (subtotal.get(id) ?? 0) + line.totalPrice);
    }
    for (const meal of basket.groupedBasketItems) {
      subtotal.set(host.participantId, (subtotal.get(host.participantId) ?? 0) + meal.totalPrice);
    }
    return splitGroupTotal(
      basket.basketTotal,
      snapshot.participants.map((p, index) => ({
        id: p.participantId,
        subtotalCents: subtotal.get(p.participantId) ?? 0,
        joinedOrder: index,
      })),
    );
  }

  return {
    /** Starts a group on a basket of this session; lines already in it are the host's. */
    async start(sessionId: string | undefined, basketId: string, displayName: string): Promise<GroupMembership> {
      const now = clock.now();
      const row = ownedBasket(await basketRows.find(basketId), sessionId);
      assertBasketOpen(row, now);
      const groupId = randomUUID();
      const participantId = randomUUID();
      const secret = newSecret();
      const created = await repository.create(
        {
          groupId,
          basketId,
          shareToken: newSecret(),
          status: 'open',
          createdAt: now,
          updatedAt: now,
        },
        { participantId, groupId, displayName, isHost: true, secretHash: secretHash(secret), joinedAt: now },
      );
      if (!created) throw new AppError(409, 'Conflict', 'This basket already has a group order.');
      const group = (await repository.byId(groupId))!;
      return membership(group, { participantId, displayName, isHost: true }, secret);
    },

    async invitation(shareToken: string): Promise<GroupOrderInvitation> {
      const group = await openByToken(shareToken);
      assertNotClosed(group);
      const view = await baseView(group);
      const host = view.participants.find((p) => p.isHost)!;
      return {
        groupId: group.groupId,
        status: view.status,
        hostName: host.displayName,
        storeName: view.storeName,
        serviceType: view.serviceType,
        orderDueAt: view.orderDueAt,
        isAsap: view.isAsap,
        participantCount: view.participants.length,
      };
    },

    async join(shareToken: string, displayName: string): Promise<GroupMembership> {
      const found = await openByToken(shareToken);
      const participantId = randomUUID();
      const secret = newSecret();
      const group = await repository.change(found.groupId, async (snapshot, tx) => {
        if (!snapshot) throw groupNotFound();
        assertOpen(snapshot.group);
        await repository.addParticipant(tx, {
          participantId,
          groupId: found.groupId,
          displayName,
          isHost: false,
          secretHash: secretHash(secret),
          joinedAt: clock.now(),
        });
        return snapshot.group;
      });
      await publish(group.groupId);
      return membership(group, { participantId, displayName, isHost: false }, secret);
    },

    async read(groupId: string, secret: string | undefined): Promise<GroupOrder> {
      const { group, member } = await authenticate(groupId, secret);
      return personalise(await baseView(group), member);
    },

    /** The caller a stream ticket is for (checked like a read). */
    async member(groupId: string, secret: string | undefined): Promise<Member> {
      return (await authenticate(groupId, secret)).member;
    },

    /** The group as one member sees it (streams); null once the member or group is gone. */
    async viewAs(groupId: string, participantId: string): Promise<GroupOrder | null> {
      const group = await repository.byId(groupId);
      const participant = await repository.participant(participantId);
      if (!group || !participant || participant.groupId !== groupId) return null;
      return personalise(await baseView(await settle(group)), memberOf(participant));
    },

    /**
     * Adds a line of the host's basket under the caller's name, priced by the basket service. The
     * owner is written first (with the line's id), so a line never exists without its owner; a line
     * that lost a race with a lock is taken out again.
     */
    async addItem(groupId: string, secret: string | undefined, choice: ItemChoice): Promise<GroupOrder> {
      const { group, member } = await authenticate(groupId, secret);
      assertOpen(group);
      const row = await basketRowOf(group);
      const basketItemId = randomUUID();
      await repository.addLine({ basketItemId, groupId, participantId: member.participantId, createdAt: clock.now() });
      try {
        await items.addItem(group.basketId, row.sessionId, choice, { basketItemId, groupMember: member.displayName });
      } catch (error) {
        await repository.removeLine(basketItemId);
        throw error;
      }
      const now = await repository.byId(groupId);
      if (now && now.status !== 'open') {
        await items.removeItem(group.basketId, row.sessionId, basketItemId).catch(() => undefined);
        await repository.removeLine(basketItemId);
        assertOpen(now);
      }
      await publish(groupId);
      return viewFor(groupId, member);
    },

    async removeItem(groupId: string, secret: string | undefined, basketItemId: string): Promise<GroupOrder> {
      const { group, member } = await authenticate(groupId, secret);
      assertOpen(group);
      const row = await basketRowOf(group);
      const line = await repository.line(groupId, basketItemId);
      if (!member.isHost && line?.participantId !== member.participantId) {
        const inBasket = (row.items as { basketItems: { basketItemId: string }[] }).basketItems.some(
          (item) => item.basketItemId === basketItemId,
        );
        if (inBasket) throw new AppError(403, 'Forbidden', "Only the host can remove someone else's line.");
        throw new AppError(404, 'BasketItemNotFound', 'Basket item not found.');
      }
      await items.removeItem(group.basketId, row.sessionId, basketItemId);
      if (line) await repository.removeLine(basketItemId);
      await publish(groupId);
      return viewFor(groupId, member);
    },

    async lock(groupId: string, secret: string | undefined): Promise<GroupOrder> {
      const { member } = await authenticate(groupId, secret);
      if (!member.isHost) throw hostOnly();
      const now = clock.now();
      await repository.change(groupId, async (snapshot, tx) => {
        if (!snapshot) throw groupNotFound();
        assertNotClosed(snapshot.group);
        if (snapshot.group.status === 'open') {
          await repository.patchGroup(tx, groupId, { status: 'locked', lockedAt: now, updatedAt: now });
        }
      });
      await publish(groupId);
      return viewFor(groupId, member);
    },

    async unlock(groupId: string, secret: string | undefined): Promise<GroupOrder> {
      const { member } = await authenticate(groupId, secret);
      if (!member.isHost) throw hostOnly();
      await repository.change(groupId, async (snapshot, tx) => {
        if (!snapshot) throw groupNotFound();
        assertNotClosed(snapshot.group);
        if (snapshot.group.status === 'locked') {
          await repository.patchGroup(tx, groupId, { status: 'open', lockedAt: null, updatedAt: clock.now() });
        } else if (snapshot.group.status !== 'open') {
          throw notOpen(snapshot.group.status);
        }
      });
      await publish(groupId);
      return viewFor(groupId, member);
    },

    /**
     * The host's choice: payAll (the normal checkout of the basket) or split (a share each). The
     * first choice stands: a second call, concurrent or later, answers the group as it is.
     */
    async checkout(groupId: string, secret: string | undefined, mode: GroupCheckoutMode): Promise<GroupOrder> {
      const { group, member } = await authenticate(groupId, secret);
      if (!member.isHost) throw hostOnly();
      assertNotClosed(group);
      if (group.status === 'checkingOut' || group.status === 'collecting') return viewFor(groupId, member);
      const row = await basketRowOf(group);
      const basket = await baskets.validate(group.basketId, row.sessionId);
      if (!basket.customerInfo) throw new AppError(400, 'CustomerDetailsRequired', DETAILS_NEEDED_MESSAGE);
      const now = clock.now();
      const moved = await repository.change(groupId, async (snapshot, tx) => {
        if (!snapshot) throw groupNotFound();
        const current = snapshot.group;
        assertNotClosed(current);
        if (current.status !== 'open' && current.status !== 'locked') return false;
        if (mode === 'split') {
          for (const share of sharesOf(snapshot, basket)) {
            await repository.patchParticipant(tx, share.id, {
              shareCents: share.amountCents,
              shareStatus: share.amountCents === 0 ? 'nothing' : 'pending',
            });
          }
        }
        await repository.patchGroup(tx, groupId, {
          status: mode === 'split' ? 'collecting' : 'checkingOut',
          mode,
          lockedAt: current.lockedAt ?? now,
          splitTotalCents: mode === 'split' ? basket.basketTotal : null,
          updatedAt: now,
        });
        return true;
      });
      if (moved) {
        await labelHostLines(group.basketId, member.displayName);
        await publish(groupId);
      }
      return viewFor(groupId, member);
    },

    async startCardSession(
      groupId: string,
      secret: string | undefined,
      body: { returnUrl: string; cover: boolean },
    ): Promise<GroupCardSession> {
      const { group, member, participant } = await authenticate(groupId, secret);
      if (body.cover && !member.isHost) throw hostOnly();
      assertNotClosed(group);
      if (group.status !== 'collecting') throw notCollecting();
      let amountCents: number;
      let reference: string;
      if (body.cover) {
        const { participants } = await repository.snapshot(group);
        amountCents = participants
          .filter((p) => p.shareStatus === 'pending')
          .reduce((sum, p) => sum + (p.shareCents ?? 0), 0);
        if (amountCents === 0) throw alreadyPaid('Every share is already paid or being paid.');
        reference = groupId;
      } else {
        if (PAID.includes(participant.shareStatus as GroupShareStatus) || participant.coveredByHost)
          throw alreadyPaid();
        if (participant.shareStatus === 'nothing' || !participant.shareCents) {
          throw new AppError(409, 'Conflict', 'You have no lines to pay for.');
        }
        amountCents = participant.shareCents;
        reference = participant.participantId;
      }
      const session = await gateway.createCardSession({ basketId: reference, amountCents, returnUrl: body.returnUrl });
      return { sessionId: session.sessionId, url: session.url, amountCents };
    },

    /** Authorises the caller's share (or, host with cover, every pending share); places the order when all are in. */
    async pay(
      groupId: string,
      secret: string | undefined,
      body: { cardSessionId: string; returnUrl: string; cover: boolean },
    ): Promise<GroupPaymentResult> {
      const { group, member, participant } = await authenticate(groupId, secret);
      if (body.cover && !member.isHost) throw hostOnly();
      assertNotClosed(group);
      const challengeUrl = body.cover ? await payCover(groupId, body) : await payShare(groupId, participant, body);
      return { group: await viewFor(groupId, member), challengeUrl };
    },

    async cancel(groupId: string, secret: string | undefined): Promise<GroupOrder> {
      const { group, member } = await authenticate(groupId, secret);
      if (!member.isHost) throw hostOnly();
      if (group.status !== 'cancelled') {
        assertNotClosed(group);
        await close(groupId, 'cancelled');
        const after = await repository.byId(groupId);
        if (after && after.status !== 'cancelled') assertNotClosed(after);
      }
      return viewFor(groupId, member);
    },

    /** Expires every group past its timeout (run every minute; reads expire a group too). */
    async expireDue(): Promise<number> {
      let expired = 0;
      for (const group of await repository.lockedGroups()) {
        if ((await settle(group)).status === 'expired') expired += 1;
      }
      return expired;
    },

    /** An order was placed or moved: a payAll group on its basket becomes placed. */
    async orderChanged(orderId: string): Promise<void> {
      const order = await orders.byId(orderId);
      if (!order) return;
      for (const group of await repository.byBasket(order.basketId)) {
        if (group.status === 'checkingOut') await settle(group);
      }
    },
  };
}

export type GroupOrderService = ReturnType<typeof groupOrderService>;
