// Words and times for the order page: status names customers read, the steps of each service
// type, and times in the store's own time zone (a Perth store's 6 pm is 6 pm on the receipt).
import type { OrderStatusName, OrderStatusView } from '@storefront/contract';

export const STATUS_LABEL: Record<OrderStatusName, string> = {
  Received: 'Order received',
  Preparing: 'Preparing',
  Baking: 'In the oven',
  QualityCheck: 'Quality check',
  Ready: 'Ready',
  OutForDelivery: 'On its way',
  Delivered: 'Delivered',
  Collected: 'Collected',
  Cancelled: 'Cancelled',
};

type ServiceType = OrderStatusView['serviceType'];

export function statusSentence(status: OrderStatusName, serviceType: ServiceType): string {
  switch (status) {
    case 'Received':
      return 'The store has your order.';
    case 'Preparing':
      return 'We are making your order.';
    case 'Baking':
      return 'Your order is in the oven.';
    case 'QualityCheck':
      return 'A last check before it leaves the kitchen.';
    case 'Ready':
      return serviceType === 'Pickup' ? 'Your order is ready to collect.' : 'Your order is ready for the driver.';
    case 'OutForDelivery':
      return 'Your driver is on the way.';
    case 'Delivered':
      return 'Your order has been delivered. Enjoy!';
    case 'Collected':
      return 'Your order has been collected. Enjoy!';
    case 'Cancelled':
      return 'Your order was cancelled by the store.';
  }
}

/** 'Delivery from' until the order has arrived: 'Delivered from' on a received order is untrue. */
export function fromStoreSentence(serviceType: ServiceType, status: OrderStatusName): string {
  if (serviceType === 'Pickup') return status === 'Collected' ? 'Collected from' : 'Pickup from';
  return status === 'Delivered' ? 'Delivered from' : 'Delivery from';
}

const COMMON_STEPS: OrderStatusName[] = ['Received', 'Preparing', 'Baking', 'QualityCheck', 'Ready'];

/** Each status the order passes through, in order, for its service type. */
export function stepsFor(serviceType: ServiceType): OrderStatusName[] {
  return serviceType === 'Pickup' ? [...COMMON_STEPS, 'Collected'] : [...COMMON_STEPS, 'OutForDelivery', 'Delivered'];
}

export type StepState = 'done' | 'current' | 'upcoming';

export interface Step {
  status: OrderStatusName;
  label: string;
  state: StepState;
  /** When the order reached this step (last time, if it was set twice). */
  at: string | null;
}

export function orderSteps(view: Pick<OrderStatusView, 'serviceType' | 'status' | 'history'>): Step[] {
  const steps = stepsFor(view.serviceType);
  const current = steps.indexOf(view.status);
  return steps.map((status, index) => {
    const reached = view.history.filter((h) => h.status === status).at(-1);
    const state: StepState =
      current === -1
        ? reached
          ? 'done'
          : 'upcoming'
        : index < current
          ? 'done'
          : index === current
            ? 'current'
            : 'upcoming';
    return { status, label: STATUS_LABEL[status], state, at: reached?.at ?? null };
  });
}

/** The store's reason when it cancelled, if it gave one. */
export const cancellationReason = (view: Pick<OrderStatusView, 'history'>): string | null =>
  view.history.filter((h) => h.status === 'Cancelled').at(-1)?.reason ?? null;

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-AU', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'Australia/Sydney' });
  }
}

/** '6:45 pm' in the store's zone. */
export function storeTime(iso: string, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));
}

/** '11 Nov 2026' on the store's calendar. */
export function storeDate(iso: string, timeZone: string): string {
  return formatter(timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/**
 * '12 Nov 2026' on the visitor's own calendar (the browser's zone): for what names no store, such as
 * points and deals, so a customer in Perth sees the day it was for them.
 */
export function localDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** 'Tue 12 May, 6:45 pm' in the store's zone. */
export function storeDateTime(iso: string, timeZone: string): string {
  return formatter(timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
}

/** 'Sydney' for 'Australia/Sydney': said next to times so interstate visitors are not misled. */
export const zoneCity = (timeZone: string): string => (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');

/** A Google Maps search for the store's address (opened in a new tab). */
export const mapSearchHref = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Cash on a pickup is paid over the counter: the page says so, with the amount, until it is collected. */
export const paysAtStore = (order: Pick<OrderStatusView, 'serviceType' | 'paymentMethod' | 'status'>): boolean =>
  order.serviceType === 'Pickup' &&
  order.paymentMethod.toLowerCase() === 'cash' &&
  order.status !== 'Collected' &&
  order.status !== 'Cancelled';

/** 'tel:' href for an Australian phone number as printed ('02 9999 0000', '13 11 66'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
