// Group order calls (docs/group-orders.md) and the memberships this tab holds. Starting or joining
// answers a secret that every later call sends as x-group-secret; it is kept in session storage
// (pinia_groupOrders, keyed by share token) so a reload keeps the person in the group.
import type {
  GroupCardSession,
  GroupMembership,
  GroupOrder,
  GroupOrderInvitation,
  GroupPaymentResult,
  GROUP_DISPLAY_NAME_MAX,
  GROUP_SECRET_HEADER,
  ItemChoice,
  CustomerInfoInput,
  Basket,
} from '@storefront/contract';
import { BASKET_SESSION_HEADER } from '@storefront/contract/http';
import { ApiError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/api/call-api.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { persistKey, readSession, writeSession } from '../../lib/storage.ts';

// The contract's constants, without loading its schemas at run time (the types keep them in step).
export const SECRET_HEADER: typeof GROUP_SECRET_HEADER = 'x-group-secret';
export const NAME_MAX: typeof GROUP_DISPLAY_NAME_MAX = 40;

export interface Membership {
  groupId: string;
  participantId: string;
  secret: string;
  shareToken: string;
  /** The host's basket (to find the group again from the cart); null for other people. */
  basketId: string | null;
}

const STORAGE_KEY = persistKey('groupOrders');

function readMemberships(): Record<string, Membership> {
  try {
    const parsed: unknown = JSON.parse(readSession(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Membership>) : {};
  } catch {
    return {};
  }
}

export const membershipFor = (shareToken: string): Membership | null => readMemberships()[shareToken] ?? null;

export const membershipOfBasket = (basketId: string): Membership | null =>
  Object.values(readMemberships()).find((m) => m.basketId === basketId) ?? null;

export function rememberMembership(answer: GroupMembership): Membership {
  const membership: Membership = {
    groupId: answer.groupId,
    participantId: answer.participantId,
    secret: answer.secret,
    shareToken: answer.shareToken,
    basketId: answer.group.you.basketId,
  };
  writeSession(STORAGE_KEY, JSON.stringify({ ...readMemberships(), [answer.shareToken]: membership }));
  return membership;
}

export function forgetMembership(shareToken: string): void {
  const { [shareToken]: _gone, ...rest } = readMemberships();
  writeSession(STORAGE_KEY, JSON.stringify(rest));
}

const secret = (m: Membership) => ({ [SECRET_HEADER]: m.secret });
const group = (m: Membership) => ({ params: { groupId: m.groupId }, headers: secret(m) });

export const startGroup = (basketId: string, sessionId: string, displayName: string): Promise<GroupMembership> =>
  callApi('startGroupOrder', {
    body: { basketId, displayName },
    headers: { [BASKET_SESSION_HEADER]: sessionId },
  });

export const fetchInvitation = (shareToken: string, signal?: AbortSignal): Promise<GroupOrderInvitation> =>
  callApi('groupOrderInvitation', { params: { shareToken }, signal, auth: false });

export const joinGroup = (shareToken: string, displayName: string): Promise<GroupMembership> =>
  callApi('joinGroupOrder', { params: { shareToken }, body: { displayName }, auth: false });

export const fetchGroup = (m: Membership, signal?: AbortSignal): Promise<GroupOrder> =>
  callApi('groupOrder', { ...group(m), signal, auth: false });

export const addLine = (m: Membership, choice: ItemChoice): Promise<GroupOrder> =>
  callApi('addGroupOrderItem', { ...group(m), body: choice, auth: false });

export const removeLine = (m: Membership, basketItemId: string): Promise<GroupOrder> =>
  callApi('removeGroupOrderItem', {
    params: { groupId: m.groupId, basketItemId },
    headers: secret(m),
    auth: false,
  });

export const lockGroup = (m: Membership): Promise<GroupOrder> =>
  callApi('lockGroupOrder', { ...group(m), auth: false });
export const unlockGroup = (m: Membership): Promise<GroupOrder> =>
  callApi('unlockGroupOrder', { ...group(m), auth: false });
export const cancelGroup = (m: Membership): Promise<GroupOrder> =>
  callApi('cancelGroupOrder', { ...group(m), auth: false });

export const checkoutGroup = (m: Membership, mode: 'payAll' | 'split'): Promise<GroupOrder> =>
  callApi('checkoutGroupOrder', { ...group(m), body: { mode }, auth: false });

/** The host's contact details on the basket, which the group's checkout needs first. */
export const giveContactDetails = (basketId: string, sessionId: string, details: CustomerInfoInput): Promise<Basket> =>
  callApi('validateOrder', { params: { basketId }, headers: { [BASKET_SESSION_HEADER]: sessionId }, body: details });

/**
 * Pay for everyone: the host's basket, read afresh (it holds everyone's lines now), becomes this
 * tab's current basket, so the normal checkout orders it. False when this tab lacks its session.
 */
export async function openHostBasket(basketId: string): Promise<boolean> {
  const sessionId = useBasketSession.getState().sessions[basketId]?.sid;
  if (!sessionId) return false;
  const basket = await callApi('basket', { params: { basketId }, headers: { [BASKET_SESSION_HEADER]: sessionId } });
  useBasketSession.getState().setBasket(basket);
  return true;
}

export const startShareCardSession = (m: Membership, returnUrl: string, cover: boolean): Promise<GroupCardSession> =>
  callApi('startGroupCardSession', { ...group(m), body: { returnUrl, cover }, auth: false });

export const payShare = (
  m: Membership,
  body: { cardSessionId: string; returnUrl: string; cover: boolean },
): Promise<GroupPaymentResult> => callApi('payGroupShare', { ...group(m), body, auth: false });

export const fetchEventsTicket = (m: Membership): Promise<{ ticket: string }> =>
  callApi('groupOrderEventsTicket', { ...group(m), auth: false });

export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;
export const problemCode = (error: unknown): string | undefined => (error instanceof ApiError ? error.code : undefined);

/** The message of a 400's field error for one field (e.g. body.displayName), if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.problem?.errors.find((e) => e.field === field)?.message;
}
