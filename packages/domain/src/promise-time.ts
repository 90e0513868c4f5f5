// Promise time: how many minutes from ordering until the food is ready (pickup) or arrives (delivery).
import type { ServiceType } from './service-type.ts';

export type PromiseTimeSettings = {
  deliveryTimeMinutes: number;
  pickupTimeMinutes: number;
  averageDeliveryTimeMinutes: number | null;
  averagePickupTimeMinutes: number | null;
  allowPromiseTimeAutomation: boolean;
  isAlgoPromiseTimeEnabled: boolean;
};

export type PromiseTimeAdjustments = {
  /** Suburb or surcharge adjustment; delivery only. */
  suburbAdjustmentMinutes?: number;
  /** Extra delivery adjustment; delivery only. */
  deliveryAdjustmentMinutes?: number;
};

// A zero average means the store has no history yet, so it counts as "no average".
function usableAverage(average: number | null): number | null {
  return average !== null && average > 0 ? average : null;
}

/**
 * Minutes promised to the customer. The store's own time is used unless automation and the
 * algorithm are both enabled and an average exists; adjustments are added for delivery only.
 */
export function promiseTimeMinutes(
  settings: PromiseTimeSettings,
  serviceType: ServiceType,
  { suburbAdjustmentMinutes = 0, deliveryAdjustmentMinutes = 0 }: PromiseTimeAdjustments = {},
): number {
  const automated = settings.allowPromiseTimeAutomation && settings.isAlgoPromiseTimeEnabled;
  if (serviceType === 'pickup') {
    const average = automated ? usableAverage(settings.averagePickupTimeMinutes) : null;
    return average ?? settings.pickupTimeMinutes;
  }
  const average = automated ? usableAverage(settings.averageDeliveryTimeMinutes) : null;
  return (average ?? settings.deliveryTimeMinutes) + suburbAdjustmentMinutes + deliveryAdjustmentMinutes;
}
