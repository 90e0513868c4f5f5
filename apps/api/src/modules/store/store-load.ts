import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/execute-rows.ts';

/** Recent enough to say how busy a store is now. */
export const LOAD_WINDOW_HOURS = 3;
/** Fewer finished orders than this say nothing reliable: the store's configured average stands. */
export const MIN_ORDERS_FOR_AVERAGE = 5;

export interface StoreLoad {
  averageDeliveryTimeMinutes?: number;
  averagePickupTimeMinutes?: number;
}

/**
 * Average minutes from order to door (Delivered) or counter (Collected) per store over the last
 * few hours: the "real load" a store with isAlgoPromiseTimeEnabled promises from.
 */
export async function recentStoreLoad(db: Db, now: Date): Promise<Map<number, StoreLoad>> {
  const since = new Date(now.getTime() - LOAD_WINDOW_HOURS * 60 * 60 * 1000);
  const result = await db.execute(sql`
    select o.store_id as "storeId", o.service_type as "serviceType",
           avg(extract(epoch from (e.at - o.created_at)) / 60)::float as minutes, count(*)::int as orders
      from orders o
      join order_status_events e on e.order_id = o.order_id and e.status in ('Delivered', 'Collected')
     where e.at > ${since.toISOString()}::timestamptz
     group by o.store_id, o.service_type`);
  const rows = rowsOf<{ storeId: number; serviceType: 'Delivery' | 'Pickup'; minutes: number; orders: number }>(result);
  const load = new Map<number, StoreLoad>();
  for (const row of rows) {
    if (row.orders < MIN_ORDERS_FOR_AVERAGE) continue;
    const entry = load.get(row.storeId) ?? {};
    const minutes = Math.max(1, Math.round(row.minutes));
    if (row.serviceType === 'Delivery') entry.averageDeliveryTimeMinutes = minutes;
    else entry.averagePickupTimeMinutes = minutes;
    load.set(row.storeId, entry);
  }
  return load;
}
