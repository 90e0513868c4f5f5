// Order status transitions as an explicit table, so every allowed move is visible in one place.
import type { ServiceType } from './service-type.ts';

export const ORDER_STATUSES = [
  'Received',
  'Preparing',
  'Baking',
  'QualityCheck',
  'Ready',
  'OutForDelivery',
  'Delivered',
  'Collected',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ['Delivered', 'Collected', 'Cancelled'];

type TransitionTable = Readonly<Record<OrderStatus, readonly OrderStatus[]>>;

// Forward moves only; Cancelled is added for every non-final status below.
const KITCHEN: Pick<TransitionTable, 'Received' | 'Preparing' | 'Baking' | 'QualityCheck'> = {
  Received: ['Preparing'],
  Preparing: ['Baking'],
  Baking: ['QualityCheck'],
  QualityCheck: ['Ready'],
};

const FORWARD: Readonly<Record<ServiceType, TransitionTable>> = {
  delivery: {
    ...KITCHEN,
    Ready: ['OutForDelivery'],
    OutForDelivery: ['Delivered'],
    Delivered: [],
    Collected: [],
    Cancelled: [],
  },
  pickup: {
    ...KITCHEN,
    Ready: ['Collected'],
    OutForDelivery: [],
    Delivered: [],
    Collected: [],
    Cancelled: [],
  },
};

export function isFinal(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Statuses an order may move to next; empty for final statuses. */
export function nextStatuses(status: OrderStatus, serviceType: ServiceType): OrderStatus[] {
  if (isFinal(status)) return [];
  return [...FORWARD[serviceType][status], 'Cancelled'];
}

export function canTransition(from: OrderStatus, to: OrderStatus, serviceType: ServiceType): boolean {
  return nextStatuses(from, serviceType).includes(to);
}
