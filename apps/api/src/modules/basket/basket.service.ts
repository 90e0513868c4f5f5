import { randomBytes, randomUUID } from 'node:crypto';
import type { Basket, Disposition, StoreSeed } from '@storefront/contract';
import { belowMinimumOrderValueMessage, storeLocalDateTime, validateBasket } from '@storefront/domain';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerIdentity } from '../../platform/customer-identity.ts';
import { AppError, basketNotValid, basketRuleError, notFound } from '../../platform/errors.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import { assertBasketOpen, ownedBasket } from './basket-access.ts';
import {
  basketPromiseMinutes,
  checkOrderDueAt,
  onlineOrderingOff,
  resolveDisposition,
  type DeliveryAddress,
} from './basket-disposition.ts';
import type { ProductCatalogue } from '../product/product.repository.ts';
import { reconcileVouchers } from '../pricing/voucher-reconcile.ts';
import type { VoucherSource } from '../pricing/voucher-usable.ts';
import { emptyItems, priceItems, ruleBasket, type PricedItems, type StoredItems } from '../pricing/basket-pricing.ts';
import { pricingContext } from '../pricing/pricing-context.ts';
import type { BasketRepository } from './basket.repository.ts';
import { toBasketView, type BasketRow } from './basket-view.ts';

/** A basket left alone this long expires (the app drops its basket sessions after 24 hours too). */
export const BASKET_TTL_MS = 24 * 60 * 60 * 1000;

export interface BasketServiceDeps {
  repository: BasketRepository;
  stores: StoreDirectory;
  clock: Clock;
  catalogue: ProductCatalogue;
  vouchers: VoucherSource;
  deliveryFeeCents: () => Promise<number>;
}

export function basketService({ repository, stores, vouchers, clock, catalogue, deliveryFeeCents }: BasketServiceDeps) {
  async function storeOf(row: BasketRow): Promise<StoreSeed> {
    const store = await stores.byStoreId(row.storeId);
    if (!store) throw notFound('Store not found.');
    return store;
  }

  /** The basket as answered; `notices` are messages of the change just made (VoucherAutoRemove). */
  async function view(row: BasketRow, notices: Basket['messages'] = []): Promise<Basket> {
    const store = await storeOf(row);
    const ctx = pricingContext(await catalogue.snapshot(), await vouchers.all(), store, row.orderDueAt, true);
    return viewPriced(row, store, priceItems(row.items as StoredItems, ctx), notices);
  }

  /**
   * The basket as answered from lines a change has just priced (leniently, for the row's store and
   * due time, as `view` would), so a change prices the basket once, not twice.
   */
  async function viewPriced(
    row: BasketRow,
    store: StoreSeed,
    priced: PricedItems,
    notices: Basket['messages'] = [],
  ): Promise<Basket> {
    return toBasketView(
      row,
      store,
      { ...priced, messages: [...notices, ...priced.messages] },
      await deliveryFeeCents(),
    );
  }

  async function resolve(disposition: Disposition, now: Date, soonestWhenAsapClosed = false) {
    return resolveDisposition(disposition, await stores.byStoreId(disposition.storeId), now, soonestWhenAsapClosed);
  }

  /**
   * A synchronous store lookup from one read of the directory, for use inside a basket's
   * transaction (on PGlite's single connection nothing else may query until it ends).
   */
  async function storeLookup(): Promise<(row: Pick<BasketRow, 'storeId'>) => StoreSeed> {
    const byId = await stores.byId();
    return (row) => {
      const store = byId.get(row.storeId);
      if (!store) throw notFound('Store not found.');
      return store;
    };
  }

  /** validate, with the stored row it checked: placement claims the basket only while it is still that version. */
  async function validateWithRow(
    basketId: string,
    sessionId: string | undefined,
  ): Promise<{ basket: Basket; row: BasketRow }> {
    const now = clock.now();
    const row = ownedBasket(await repository.find(basketId), sessionId);
    assertBasketOpen(row, now);
    const store = await storeOf(row);
    if (store.isComingSoon || !store.canAcceptOnlineOrders) throw onlineOrderingOff();
    const address = row.deliveryAddress as DeliveryAddress | null;
    checkOrderDueAt(
      store,
      row.serviceType,
      { isAsap: row.isAsap, orderDueAt: row.isAsap ? null : storeLocalDateTime(row.orderDueAt, store.timeZone) },
      basketPromiseMinutes(store, row.serviceType, address),
      now,
    );
    const basket = await view(row);
    const unavailable = basket.messages.find((m) => m.code === 'BasketItemNotFound');
    if (unavailable) throw new AppError(404, 'BasketItemNotFound', unavailable.message);
    if (basket.basketItems.length === 0 && basket.groupedBasketItems.length === 0) {
      throw basketNotValid('Your cart is currently empty. Browse the menu and start your order.');
    }
    const type = row.serviceType === 'Delivery' ? 'delivery' : 'pickup';
    const minimum = type === 'delivery' ? store.minimumDeliveryOrderValue : store.minimumPickupOrderValue;
    const ignoresMinimum = basket.groupedBasketItems.some((meal) => meal.ignoreMinSpend);
    if (!ignoresMinimum && basket.basketSubTotal < minimum) {
      throw basketNotValid(belowMinimumOrderValueMessage(type, minimum));
    }
    const rules = validateBasket(
      ruleBasket(
        { ...basket, subTotal: basket.basketSubTotal, discount: 0, itemSavings: 0 },
        { maxAlcoholUnits: basket.maxAlcoholUnits },
      ),
    );
    if (!rules.ok) throw basketRuleError(rules, 412);
    return { basket, row };
  }

  return {
    storeOf,
    storeLookup,
    view,
    viewPriced,

    /** The disposition's own customerId and userId are the client's word, so they are never used. */
    async create(
      disposition: Disposition,
      channelType: 'Web' | 'App',
      caller: CustomerIdentity,
      { soonestWhenAsapClosed = false } = {},
    ): Promise<Basket> {
      const now = clock.now();
      const resolved = await resolve(disposition, now, soonestWhenAsapClosed);
      const row = await repository.insert({
        basketId: randomUUID(),
        sessionId: randomBytes(24).toString('base64url'),
        channelType,
        serviceType: resolved.serviceType,
        storeId: resolved.store.storeId,
        isAsap: resolved.isAsap,
        orderDueAt: resolved.orderDueAt,
        deliveryAddress: resolved.deliveryAddress,
        customerId: caller.customerId,
        items: emptyItems(),
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + BASKET_TTL_MS),
      });
      return view(row);
    },

    async get(basketId: string, sessionId: string | undefined): Promise<Basket> {
      const row = ownedBasket(await repository.find(basketId), sessionId);
      assertBasketOpen(row, clock.now());
      return view(row);
    },

    /** A new location session on the same basket: store, service type, time or address. */
    async updateDisposition(
      basketId: string,
      sessionId: string | undefined,
      disposition: Disposition,
      caller: CustomerIdentity,
    ): Promise<Basket> {
      const now = clock.now();
      const resolved = await resolve(disposition, now);
      const snapshot = await catalogue.snapshot();
      const voucherMap = await vouchers.all();
      const { row, result: notices } = await repository.change(basketId, (current) => {
        assertBasketOpen(ownedBasket(current, sessionId), now);
        // A new time, store or service type can end a voucher's conditions.
        const ctx = pricingContext(snapshot, voucherMap, resolved.store, resolved.orderDueAt, true);
        const reconciled = reconcileVouchers(
          current!.items as StoredItems,
          {
            serviceType: resolved.serviceType,
            storeCode: resolved.store.code,
            dueLocal: storeLocalDateTime(resolved.orderDueAt, resolved.store.timeZone),
          },
          ctx,
        );
        return {
          result: reconciled.messages,
          patch: {
            items: reconciled.items,
            serviceType: resolved.serviceType,
            storeId: resolved.store.storeId,
            isAsap: resolved.isAsap,
            orderDueAt: resolved.orderDueAt,
            deliveryAddress: resolved.deliveryAddress,
            // Signing in mid-order binds the basket; a guest call keeps whom it was bound to.
            customerId: caller.customerId ?? current!.customerId,
            updatedAt: now,
            expiresAt: new Date(now.getTime() + BASKET_TTL_MS),
          },
        };
      });
      return view(row!, notices);
    },

    async expire(basketId: string, sessionId: string | undefined): Promise<void> {
      const now = clock.now();
      await repository.change(basketId, (current) => {
        const row = ownedBasket(current, sessionId);
        // Expiring an ordered basket changes nothing: the order keeps it.
        if (row.status !== 'Open') return { result: null };
        return { result: null, patch: { status: 'Expired', updatedAt: now } };
      });
    },

    /** Everything an order needs from the basket, checked again right now. */
    async validate(basketId: string, sessionId: string | undefined): Promise<Basket> {
      return (await validateWithRow(basketId, sessionId)).basket;
    },

    validateWithRow,
  };
}

export type BasketService = ReturnType<typeof basketService>;
