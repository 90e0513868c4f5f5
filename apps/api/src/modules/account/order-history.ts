import type { Basket, OrderHistoryEntry, OrderHistoryPage, OrderStatusName } from '@storefront/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

/** One past order as the history lists it: the lines in words, at the prices paid. */
export function historyEntry(row: OrderRow): OrderHistoryEntry {
  const basket = row.basket as Basket;
  const lines = [
    ...basket.basketItems.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      totalPrice: item.totalPrice,
      voucherCode: item.voucherCode ?? null,
    })),
    ...basket.groupedBasketItems.map((meal) => ({
      name: meal.name,
      quantity: meal.quantity,
      totalPrice: meal.totalPrice,
      voucherCode: meal.voucherCode ?? null,
    })),
  ];
  return {
    orderId: row.orderId,
    orderReference: row.orderReference,
    placedAt: row.createdAt.toISOString(),
    store: { storeId: row.storeId, name: basket.storeInfo.name, timeZone: basket.storeInfo.timeZone },
    serviceType: row.serviceType,
    status: row.status as OrderStatusName,
    basketTotal: row.basketTotal,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** A customer's orders, newest first, a page at a time. */
export function orderHistory(db: Db) {
  return {
    async page(customerId: string, page: number, pageSize: number): Promise<OrderHistoryPage> {
      const mine = eq(orders.customerId, customerId);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(mine);
      const rows = await db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        orders: rows.map(historyEntry),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },
  };
}

export type OrderHistory = ReturnType<typeof orderHistory>;
