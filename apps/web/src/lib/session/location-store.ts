// The location session as the shell knows it: order type, store, time and promise. Empty
// ("unlocalised") until a session is saved; it follows every basket answer (location-sync.ts), and
// the header shows whatever is here.
import { ASAP_SLOT_VALUE, asapLabel, type ServiceType } from '@storefront/domain';
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
  /** The delivery address's suburb (delivery) or null: what the header names. */
  suburb: string | null;
  /** Minutes the store promises for this session (storeInfo.promiseTimeMinutes); null when unknown. */
  promiseMinutes: number | null;
}

export const EMPTY_LOCATION: LocationSession = {
  orderType: 'unlocalised',
  storeId: NEW_SESSION_STORE_ID,
  storeName: null,
  isAsap: false,
  orderDueAt: null,
  address: null,
  suburb: null,
  promiseMinutes: null,
};

export type LocationUpdate = Omit<LocationSession, 'orderType' | 'promiseMinutes' | 'suburb'> & {
  orderType: ServiceType;
  promiseMinutes?: number | null;
  suburb?: string | null;
};

interface LocationState extends LocationSession {
  setLocation(session: LocationUpdate): void;
  clearLocation(): void;
}

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      ...EMPTY_LOCATION,
      setLocation: (session) => set({ promiseMinutes: null, suburb: null, ...session }),
      clearLocation: () => set(EMPTY_LOCATION),
    }),
    sessionPersist(
      'location',
      ({ orderType, storeId, storeName, isAsap, orderDueAt, address, suburb, promiseMinutes }) => ({
        orderType,
        storeId,
        storeName,
        isAsap,
        orderDueAt,
        address,
        suburb,
        promiseMinutes,
      }),
    ),
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
  | { localised: false }
  | {
      localised: true;
      orderType: string;
      store: string | null;
      /** Short enough for a 320 px header: the delivery suburb, or the store without the brand. */
      place: string | null;
      time: string | null;
    };

/** 'Red Roof Pizza Parramatta' -> 'Parramatta': every store carries the brand, the header has no room for it. */
export const storeShortName = (name: string): string => name.replace(/^red roof pizza\s+/i, '') || name;

/** Spec section 5: the ASAP slot reads 'ASAP ({n} mins)', or just 'ASAP' before a promise is known. */
export const asapText = (promiseMinutes: number | null | undefined): string =>
  promiseMinutes ? asapLabel(promiseMinutes) : ASAP_SLOT_VALUE;

/** What the header shows: order type, store and time (ASAP with its promise), or nothing chosen yet. */
export function orderSummary(session: LocationSession): OrderSummary {
  if (session.orderType === 'unlocalised') return { localised: false };
  const time = session.isAsap
    ? asapText(session.promiseMinutes)
    : session.orderDueAt
      ? formatDueAt(session.orderDueAt)
      : null;
  const place =
    session.orderType === 'delivery' && session.suburb
      ? session.suburb
      : session.storeName
        ? storeShortName(session.storeName)
        : null;
  return { localised: true, orderType: ORDER_TYPE_LABELS[session.orderType], store: session.storeName, place, time };
}
