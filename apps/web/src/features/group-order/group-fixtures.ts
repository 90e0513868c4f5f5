// Group order states for the component tests.
import type { GroupOrder, GroupParticipant } from '@storefront/contract';
import { basketItem } from '../../test/basket-fixtures.ts';

export const GROUP_ID = '7d0c1f52-3f9b-4c53-9d5e-2f1f5a3b9a01';
export const HOST_ID = '0a8b5e3e-6c1e-4c47-9f4e-7d0c52f1a001';
export const FRIEND_ID = '0a8b5e3e-6c1e-4c47-9f4e-7d0c52f1a002';
export const BASKET_ID = '5b1f0d7e-2a3c-4d5e-8f90-1a2b3c4d5e6f';
export const SHARE_TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

export function person(over: Partial<GroupParticipant> = {}): GroupParticipant {
  return {
    participantId: HOST_ID,
    displayName: 'Hana',
    isHost: true,
    joinedAt: '2026-11-29T07:00:00+11:00',
    lines: [],
    meals: [],
    subtotal: 0,
    share: null,
    ...over,
  };
}

export const hostLine = basketItem({
  basketItemId: '11111111-1111-4111-8111-111111111111',
  name: 'Margherita',
  totalPrice: 1500,
});
export const friendLine = basketItem({
  basketItemId: '22222222-2222-4222-8222-222222222222',
  name: 'Garlic Bread',
  totalPrice: 600,
});

export function groupFixture(over: Partial<GroupOrder> = {}, you: 'host' | 'friend' = 'host'): GroupOrder {
  return {
    groupId: GROUP_ID,
    status: 'open',
    mode: null,
    shareToken: SHARE_TOKEN,
    storeId: 1,
    storeName: 'Surry Hills',
    serviceType: 'Pickup',
    orderDueAt: '2026-11-29T18:30:00+11:00',
    isAsap: false,
    participants: [
      person({ lines: [hostLine], subtotal: 1500 }),
      person({ participantId: FRIEND_ID, displayName: 'Sam', isHost: false, lines: [friendLine], subtotal: 600 }),
    ],
    itemsSubtotal: 2100,
    discount: 0,
    fees: 0,
    total: 2100,
    lockedAt: null,
    expiresAt: null,
    orderId: null,
    orderReference: null,
    you:
      you === 'host'
        ? { participantId: HOST_ID, isHost: true, basketId: BASKET_ID }
        : { participantId: FRIEND_ID, isHost: false, basketId: null },
    ...over,
  };
}
