import type { BasketServiceType, Disposition, StoreSeed } from '@storefront/contract';
import {
  addDaysToDate,
  DEFAULT_TRADING_DAYS,
  matchDeliveryZone,
  offeredTimesFor,
  promiseTimeMinutes,
  storeLocalDate,
  timeSlotsFor,
  type TimeSlotRequest,
  tradingDayFor,
  validateOrderDueAt,
} from '@storefront/domain';
import { AppError, notFound } from '../../platform/errors.ts';
import { tradingScheduleOf } from '../store/store-view.ts';

/** A delivery address as stored on the basket, with what its suburb adds. */
export interface DeliveryAddress {
  address: string;
  city: string;
  state: StoreSeed['state'];
  postalCode: string;
  latitude: number;
  longitude: number;
  suburbSurchargeCents: number;
  suburbAdjustmentMinutes: number;
}

export interface ResolvedDisposition {
  store: StoreSeed;
  serviceType: BasketServiceType;
  isAsap: boolean;
  orderDueAt: Date;
  deliveryAddress: DeliveryAddress | null;
  promiseTimeMinutes: number;
}

export const onlineOrderingOff = (
  message = 'This store is not taking online orders right now. Please try again later.',
) => new AppError(406, 'OnlineOrderingOff', message);

export const invalidOrderDateTime = () =>
  new AppError(412, 'InvalidOrderDateTime', 'The selected order time is not available. Please choose another time.');

/** Promise minutes for a basket: the store's (or its average), plus suburb and delivery adjustments. */
export function basketPromiseMinutes(
  store: StoreSeed,
  serviceType: BasketServiceType,
  address: DeliveryAddress | null,
) {
  return serviceType === 'Delivery'
    ? promiseTimeMinutes(store, 'delivery', {
        suburbAdjustmentMinutes: address?.suburbAdjustmentMinutes ?? 0,
        deliveryAdjustmentMinutes: store.pod.deliveryAdjustmentMinutes,
      })
    : promiseTimeMinutes(store, 'pickup');
}

/**
 * Checks a disposition against the store, its zone and its slots, with the same slot function
 * the app lists times with. Throws the spec's statuses: 404 unknown store, 406 online ordering
 * off or no delivery there, 412 InvalidOrderDateTime.
 */
export function resolveDisposition(
  disposition: Disposition,
  store: StoreSeed | undefined,
  now: Date,
  /** ASAP while the store is closed becomes its first offered time (a reorder at night). */
  soonestWhenAsapClosed = false,
): ResolvedDisposition {
  if (!store) throw notFound('Store not found.');
  if (store.isComingSoon || !store.canAcceptOnlineOrders) throw onlineOrderingOff();
  const serviceType = disposition.serviceType;
  if (serviceType === 'Delivery' && !store.canDeliver)
    throw onlineOrderingOff('This store does not take delivery orders online.');
  if (serviceType === 'Pickup' && !store.canPickup)
    throw onlineOrderingOff('This store does not take pickup orders online.');

  let deliveryAddress: DeliveryAddress | null = null;
  if (serviceType === 'Delivery') {
    // The schema has already required every address field for delivery.
    const point = { latitude: disposition.latitude!, longitude: disposition.longitude! };
    const match = matchDeliveryZone(store, store.deliveryZone, {
      ...point,
      suburbName: disposition.city ?? undefined,
      postcode: disposition.postalCode ?? undefined,
    });
    if (!match) {
      throw new AppError(
        406,
        'NoStoresFound',
        'This store does not deliver to this address. You may be able to pick up from a nearby store.',
      );
    }
    deliveryAddress = {
      address: disposition.address!,
      city: disposition.city!,
      state: disposition.state!,
      postalCode: disposition.postalCode!,
      ...point,
      suburbSurchargeCents: match.suburb?.surchargeCents ?? 0,
      suburbAdjustmentMinutes: match.suburb?.adjustmentTimeMinutes ?? 0,
    };
  }

  const promise = basketPromiseMinutes(store, serviceType, deliveryAddress);
  let due: RequestedTime = disposition;
  if (soonestWhenAsapClosed && disposition.isAsap) {
    const first = firstOfferedSlot(store, serviceType, promise, now);
    if (first && !first.isAsap) due = { isAsap: false, orderDueAt: first.value };
  }
  const orderDueAt = checkOrderDueAt(store, serviceType, due, promise, now);
  return { store, serviceType, isAsap: due.isAsap, orderDueAt, deliveryAddress, promiseTimeMinutes: promise };
}

/** ASAP, or a store-local 'YYYY-MM-DDTHH:mm' (or ISO instant) the customer asked for. */
type RequestedTime = { isAsap: boolean; orderDueAt?: string | null | undefined };

/** The slot question for one store-local day: its trading day, the service and the promise. */
function slotRequest(
  store: StoreSeed,
  serviceType: BasketServiceType,
  day: string,
  promiseMinutes: number,
  now: Date,
): TimeSlotRequest {
  const type = serviceType === 'Delivery' ? 'delivery' : 'pickup';
  const schedule = tradingScheduleOf(store);
  const tradingDay = tradingDayFor(
    { ...schedule, deliveryPromiseMinutes: type === 'delivery' ? promiseMinutes : schedule.deliveryPromiseMinutes },
    day,
    now,
  );
  return { tradingDay, serviceType: type, now, promiseMinutes };
}

/** The first time offered today or on the days the selector offers (ASAP when it is), or null. */
export function firstOfferedSlot(store: StoreSeed, serviceType: BasketServiceType, promiseMinutes: number, now: Date) {
  const today = storeLocalDate(now, store.timeZone);
  for (let offset = 0; offset < DEFAULT_TRADING_DAYS; offset++) {
    // The slot length changes only the labels, not which times are offered.
    const slot = timeSlotsFor(slotRequest(store, serviceType, addDaysToDate(today, offset), promiseMinutes, now))[0];
    if (slot) return slot;
  }
  return null;
}

/** The due instant, when the time is an offered slot on its store-local day (ASAP only while it is offered). */
export function checkOrderDueAt(
  store: StoreSeed,
  serviceType: BasketServiceType,
  due: RequestedTime,
  promiseMinutes: number,
  now: Date,
): Date {
  const today = storeLocalDate(now, store.timeZone);
  const day = due.isAsap || !due.orderDueAt ? today : due.orderDueAt.slice(0, 10);
  // Orders are taken for today and the days the selector offers, never further ahead.
  if (day < today || day >= addDaysToDate(today, DEFAULT_TRADING_DAYS)) throw invalidOrderDateTime();
  // Asked of the one time, not by listing the day's slots: this runs on every placement.
  const result = validateOrderDueAt({
    isAsap: due.isAsap,
    orderDueAt: due.orderDueAt ?? undefined,
    offered: offeredTimesFor(slotRequest(store, serviceType, day, promiseMinutes, now)),
    storeLocalDay: day,
    timeZone: store.timeZone,
    now,
  });
  if (!result.ok) throw invalidOrderDateTime();
  return result.dueAt;
}
