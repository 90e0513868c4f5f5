// The location session as the shell knows it: order type, store and time. Empty ("unlocalised")
// until the location issue saves a session; the header shows whatever is here.
import type { ServiceType } from '@storefront/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

export type OrderType = ServiceType | 'unlocalised';

/** Spec section 3: a new session has no store yet; its store id is 0. */
export const NEW_SESSION_STORE_ID = 0;

export interface LocationSession {
  orderType: OrderType;
  storeId: number;
  storeName: string | null;
  isAsap: boolean;
  /** Store-local 'YYYY-MM-DDTHH:mm', or null for ASAP or no session. */
  orderDueAt: string | null;
  /** Delivery address line (delivery) or null. */
  address: string | null;
}

export const EMPTY_LOCATION: LocationSession = {
  orderType: 'unlocalised',
  storeId: NEW_SESSION_STORE_ID,
  storeName: null,
  isAsap: false,
  orderDueAt: null,
  address: null,
};

interface LocationState extends LocationSession {
  setLocation(session: Omit<LocationSession, 'orderType'> & { orderType: ServiceType }): void;
  clearLocation(): void;
}

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      ...EMPTY_LOCATION,
      setLocation: (session) => set(session),
      clearLocation: () => set(EMPTY_LOCATION),
    }),
    sessionPersist('location', ({ orderType, storeId, storeName, isAsap, orderDueAt, address }) => ({
      orderType,
      storeId,
      storeName,
      isAsap,
      orderDueAt,
      address,
    })),
  ),
);

const ORDER_TYPE_LABELS: Record<ServiceType, string> = { delivery: 'Delivery', pickup: 'Pickup' };
// Fixed names rather than Intl: en-AU abbreviates some months oddly ('June', 'Sept').
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DUE_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** '2025-06-21T18:30' -> 'Sat 21 Jun, 6:30 pm' (wall-clock time at the store, no conversion). */
export function formatDueAt(orderDueAt: string): string | null {
  const m = DUE_AT.exec(orderDueAt);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${weekday} ${d} ${MONTHS[mo - 1]}, ${hour12}:${String(mi).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

export type OrderSummary =
  { localised: false } | { localised: true; orderType: string; store: string | null; time: string | null };

/** What the header shows: order type, store and time, or nothing chosen yet. */
export function orderSummary(session: LocationSession): OrderSummary {
  if (session.orderType === 'unlocalised') return { localised: false };
  const time = session.isAsap ? 'ASAP' : session.orderDueAt ? formatDueAt(session.orderDueAt) : null;
  return { localised: true, orderType: ORDER_TYPE_LABELS[session.orderType], store: session.storeName, time };
}
