// The header's one fact about the signed-in customer's orders: the most recent live one, if any.
// Kept tiny and free of the API client: the header is on the first load; the watch that fills it
// (live-order-watch.ts) is loaded after the first paint.
import { create } from 'zustand';

export interface LiveOrderLink {
  orderId: string;
  /** Out for delivery: "Order on its way"; otherwise "Order in progress". */
  onItsWay: boolean;
}

export const useLiveOrder = create<{ liveOrder: LiveOrderLink | null }>(() => ({ liveOrder: null }));
