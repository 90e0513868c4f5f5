/** Decision 127: one point per whole dollar an order cost, once it was delivered or collected. */
export const POINTS_PER_DOLLAR = 1;
/** What points buy: reward vouchers. */
export const REWARD_OPTIONS = [
  { rewardId: 'FIVE_OFF', name: '$5 off your next order', pointsCost: 100 },
  { rewardId: 'FREE_SIDE', name: 'A free side', pointsCost: 60 },
] as const;

/** Statuses after which an order has earned its points. */
const EARNING = new Set(['Delivered', 'Collected']);
/** A payment in one of these gives nothing back: the order was not (or no longer) paid for. */
const NOT_PAID = new Set(['voided', 'refunded']);

/**
 * The points an order earns: none for an order not yet delivered or collected, cancelled,
 * voided or refunded (so a refund after delivery takes them back); else 1 per whole dollar.
 */
export function pointsForOrder(order: { status: string; paymentStatus: string | null; totalCents: number }): number {
  if (!EARNING.has(order.status)) return 0;
  if (order.paymentStatus !== null && NOT_PAID.has(order.paymentStatus)) return 0;
  return Math.floor(Math.max(0, order.totalCents) / 100) * POINTS_PER_DOLLAR;
}
