import {
  COUPON_NOT_AVAILABLE_TODAY_MESSAGE,
  ITEM_UNAVAILABLE_MESSAGE,
  type Basket,
  type Disposition,
  type ReorderChange,
  type ReorderResult,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baskets as basketRows, orders } from '../../db/schema/index.ts';
import type { CustomerIdentity } from '../../platform/customer-identity.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { BasketItemsService } from '../basket/basket-items.service.ts';
import type { StoredItems } from '../pricing/basket-pricing.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { VoucherService } from '../voucher/voucher.service.ts';

type SignedIn = Extract<CustomerIdentity, { kind: 'customer' }>;

/**
 * Reorder and copyBasket: a past order's lines put into a NEW basket at today's prices, for the
 * store and time of that basket. Each line is added through the ordinary basket calls (so every
 * menu, stock, time and voucher rule applies); a line that cannot be added is left out, and every
 * difference from the order is listed line by line. The old order is never touched.
 */
export function reorderService(deps: {
  db: Db;
  baskets: BasketService;
  items: BasketItemsService;
  vouchers: VoucherService;
}) {
  const { db } = deps;

  /** The caller's own order and its stored choices; anyone else's order is simply not found. */
  async function ownOrder(customerId: string, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, orderId), eq(orders.customerId, customerId)));
    if (!order) throw notFound('Order not found.');
    const [row] = await db.select().from(basketRows).where(eq(basketRows.basketId, order.basketId));
    return {
      order,
      ordered: order.basket as Basket,
      stored: (row?.items ?? { basketItems: [], groupedBasketItems: [] }) as StoredItems,
    };
  }

  /** The order's own store and service type, as soon as possible (its first time while it is closed). */
  function sameAsOrder(ordered: Basket): Disposition {
    const address = ordered.deliveryAddress;
    return {
      serviceType: ordered.serviceType,
      isAsap: true,
      storeId: ordered.storeInfo.storeId,
      ...(ordered.serviceType === 'Delivery' && address ? address : {}),
    };
  }

  const failed = (error: unknown) => {
    if (error instanceof AppError && error.status < 500) return true;
    throw error;
  };

  async function rebuild(caller: SignedIn, orderId: string, disposition: Disposition | null, clientAddress: string) {
    const { ordered, stored } = await ownOrder(caller.customerId, orderId);
    let basket = disposition
      ? await deps.baskets.create(disposition, 'Web', caller)
      : await deps.baskets.create(sameAsOrder(ordered), 'Web', caller, { soonestWhenAsapClosed: true });
    const { basketId, sessionId } = basket;
    const changes: ReorderChange[] = [];
    const couponLines = new Map<string, { name: string; quantity: number; previousPrice: number }[]>();
    const noteCoupon = (code: string, line: { name: string; quantity: number; previousPrice: number }) =>
      couponLines.set(code, [...(couponLines.get(code) ?? []), line]);

    /** Adds one line and compares what it costs today with what it cost then. */
    async function addLine(
      before: { name: string; quantity: number; totalPrice: number },
      add: () => Promise<Basket>,
      lineIds: (b: Basket) => { id: string; totalPrice: number }[],
      voucherCode: string | null,
    ) {
      const known = new Set(lineIds(basket).map((l) => l.id));
      try {
        basket = await add();
      } catch (error) {
        failed(error);
        changes.push({
          kind: voucherCode ? 'CouponNotAvailableToday' : 'Unavailable',
          name: before.name,
          quantity: before.quantity,
          previousPrice: before.totalPrice,
          currentPrice: null,
          message: voucherCode ? COUPON_NOT_AVAILABLE_TODAY_MESSAGE : ITEM_UNAVAILABLE_MESSAGE,
        });
        return;
      }
      const added = lineIds(basket).find((l) => !known.has(l.id));
      if (added && added.totalPrice !== before.totalPrice) {
        changes.push({
          kind: 'PriceChanged',
          name: before.name,
          quantity: before.quantity,
          previousPrice: before.totalPrice,
          currentPrice: added.totalPrice,
          message: `The price has changed from ${dollars(before.totalPrice)} to ${dollars(added.totalPrice)}.`,
        });
      }
    }

    for (const item of stored.basketItems) {
      const before = ordered.basketItems.find((b) => b.basketItemId === item.basketItemId);
      const line = { name: before?.name ?? 'Item', quantity: item.quantity, totalPrice: before?.totalPrice ?? 0 };
      // A line a voucher added comes back with its voucher, or not at all.
      if (item.voucherCode) {
        noteCoupon(item.voucherCode, { ...line, previousPrice: line.totalPrice });
        continue;
      }
      const { basketItemId: _id, voucherCode: _code, ...choice } = item;
      await addLine(
        line,
        () => deps.items.addItem(basketId, sessionId, choice),
        (b) => b.basketItems.map((l) => ({ id: l.basketItemId, totalPrice: l.totalPrice })),
        null,
      );
    }

    for (const meal of stored.groupedBasketItems) {
      const before = ordered.groupedBasketItems.find((g) => g.groupedBasketItemId === meal.groupedBasketItemId);
      const line = { name: before?.name ?? 'Meal', quantity: meal.quantity, totalPrice: before?.totalPrice ?? 0 };
      const { groupedBasketItemId: _id, voucherCode, voucherId: _voucherId, ...choice } = meal;
      await addLine(
        line,
        () => deps.items.addMeal(basketId, sessionId, { ...choice, ...(voucherCode ? { voucherCode } : {}) }),
        (b) => b.groupedBasketItems.map((l) => ({ id: l.groupedBasketItemId, totalPrice: l.totalPrice })),
        voucherCode ?? null,
      );
    }

    // Cart vouchers (and the free lines they added) are applied again: a time-limited one may not be today.
    for (const { code } of stored.vouchers ?? []) if (!couponLines.has(code)) couponLines.set(code, []);
    for (const [code, lines] of couponLines) {
      try {
        basket = await deps.vouchers.apply(basketId, sessionId, code, clientAddress);
      } catch (error) {
        failed(error);
        const before = (ordered.vouchers ?? []).find((v) => v.voucherCode === code);
        for (const line of lines.length > 0
          ? lines
          : [{ name: before?.name ?? code, quantity: 1, previousPrice: before?.discount ?? 0 }]) {
          changes.push({
            kind: 'CouponNotAvailableToday',
            ...line,
            currentPrice: null,
            message: COUPON_NOT_AVAILABLE_TODAY_MESSAGE,
          });
        }
      }
    }

    const result: ReorderResult = {
      basket: await deps.baskets.get(basketId, sessionId),
      changes,
      previousTotal: ordered.basketTotal,
    };
    return result;
  }

  return {
    /** A new basket at the order's own store and service type, ASAP. */
    reorder: (caller: SignedIn, orderId: string, clientAddress: string) =>
      rebuild(caller, orderId, null, clientAddress),
    /** A new basket at the customer's current location session. */
    copyBasket: (caller: SignedIn, orderId: string, disposition: Disposition, clientAddress: string) =>
      rebuild(caller, orderId, disposition, clientAddress),
  };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export type ReorderService = ReturnType<typeof reorderService>;
