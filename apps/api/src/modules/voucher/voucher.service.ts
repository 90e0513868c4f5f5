import { randomUUID } from 'node:crypto';
import { normaliseVoucherCode, VOUCHER_CODE_PATTERN, type Basket, type StoreSeed } from '@storefront/contract';
import { validateBasket } from '@storefront/domain';
import type { Clock } from '../../platform/clock.ts';
import { AppError, basketNotValid, basketRuleError, invalidRequest, notFound } from '../../platform/errors.ts';
import type { Limiter } from '../../platform/rate-limit.ts';
import { assertBasketOpen, ownedBasket } from '../basket/basket-access.ts';
import { priceItems, ruleBasket, type StoredItems } from '../pricing/basket-pricing.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';
import type { BasketService } from '../basket/basket.service.ts';
import { BASKET_TTL_MS } from '../basket/basket.service.ts';
import type { BasketRow } from '../basket/basket-view.ts';
import { pricingContext } from '../pricing/pricing-context.ts';
import type { PricingContext } from '../pricing/item-pricing.ts';
import type { ProductCatalogue } from '../product/product.repository.ts';
import { assertConditionsMet, assertRedemptionsLeft, knownVoucher } from '../pricing/voucher-usable.ts';
import type { VoucherRepository } from './voucher.repository.ts';

export const VOUCHER_ATTEMPTS = { perBasket: 10, perAddress: 30, windowSeconds: 600 } as const;

export interface VoucherServiceDeps {
  repository: BasketRepository;
  baskets: BasketService;
  catalogue: ProductCatalogue;
  vouchers: VoucherRepository;
  clock: Clock;
  limits: { perBasket: Limiter; perAddress: Limiter };
}

export function voucherService({ repository, baskets, catalogue, vouchers, clock, limits }: VoucherServiceDeps) {
  type Apply = (row: BasketRow, items: StoredItems, ctx: PricingContext, store: StoreSeed) => StoredItems;

  /** Everything read before the lock: inside it, PGlite's single connection serves only the transaction. */
  async function change(basketId: string, sessionId: string | undefined, apply: Apply) {
    const now = clock.now();
    const snapshot = await catalogue.snapshot();
    const voucherMap = await vouchers.all();
    const storeOf = await baskets.storeLookup();
    const { row } = await repository.change(basketId, async (current) => {
      const row = ownedBasket(current, sessionId);
      assertBasketOpen(row, now);
      const store = storeOf(row);
      const ctx = pricingContext(snapshot, voucherMap, store, row.orderDueAt, true);
      const items = apply(row, structuredClone(row.items as StoredItems), ctx, store);
      const rules = validateBasket(ruleBasket(priceItems(items, ctx), {}));
      if (!rules.ok) throw basketRuleError(rules, 400);
      return { result: null, patch: { items, updatedAt: now, expiresAt: new Date(now.getTime() + BASKET_TTL_MS) } };
    });
    return row!;
  }

  return {
    /**
     * Applies a typed code: a discount or a free line goes into the basket; a deal answers
     * OpenDeal so the app opens the meal builder with the code.
     */
    async apply(basketId: string, sessionId: string | undefined, typed: string, address: string): Promise<Basket> {
      // The caller's own address pays for every try; the basket's budget only for its owner's, so
      // a stranger guessing sessions cannot lock the owner out of their vouchers.
      await limits.perAddress.consume(address);
      const unlocked = ownedBasket(await repository.find(basketId), sessionId);
      await limits.perBasket.consume(basketId);
      const code = normaliseVoucherCode(typed);
      if (!VOUCHER_CODE_PATTERN.test(code)) {
        throw invalidRequest('Sorry, that is not a valid voucher code.', [
          { field: 'params.code', message: 'Use 3 to 32 letters, digits or hyphens' },
        ]);
      }
      const voucher = knownVoucher(code, await vouchers.withCode(code));
      assertBasketOpen(unlocked, clock.now());
      await assertRedemptionsLeft(voucher, unlocked, vouchers);
      let action: 'Applied' | 'OpenDeal' = 'Applied';
      let dealSlug: string | null = null;
      const row = await change(basketId, sessionId, (row, items, ctx, store) => {
        assertConditionsMet(voucher, { row, items, storeCode: store.code, timeZone: store.timeZone, ctx });
        const product = voucher.productId === null ? undefined : ctx.byId.get(voucher.productId);
        const isMeal = product?.discriminator === 'Deal' || product?.discriminator === 'Coupon';
        if (voucher.kind === 'Deal' || (voucher.kind === 'ExclusiveItem' && isMeal)) {
          action = 'OpenDeal';
          dealSlug = voucher.dealSlug ?? product?.slug ?? null;
          return items;
        }
        if (voucher.kind === 'FreeItem' || voucher.kind === 'ExclusiveItem') {
          if (!items.basketItems.some((i) => i.voucherCode === code)) {
            items.basketItems.push({
              basketItemId: randomUUID(),
              productId: voucher.productId!,
              quantity: 1,
              voucherCode: code,
            });
          }
          return items;
        }
        const other = (items.vouchers ?? []).find((v) => v.code !== code);
        if (other) {
          throw basketNotValid(`Only one discount voucher can be used per order. Remove ${other.code} first.`);
        }
        if (!items.vouchers?.some((v) => v.code === code)) items.vouchers = [{ voucherId: voucher.voucherId, code }];
        return items;
      });
      const basket = await baskets.view(row);
      return { ...basket, voucherResult: { action, voucherCode: code, dealSlug } };
    },

    /** Takes a deal voucher's meal out of the basket (the meal needs its coupon). */
    async removeFromMeal(
      basketId: string,
      sessionId: string | undefined,
      groupedBasketItemId: string,
    ): Promise<Basket> {
      const row = await change(basketId, sessionId, (_row, items) => {
        const meal = items.groupedBasketItems.find((m) => m.groupedBasketItemId === groupedBasketItemId);
        if (!meal) throw new AppError(404, 'BasketItemNotFound', 'Basket item not found.');
        if (!meal.voucherCode) throw invalidRequest('This meal has no voucher to remove.');
        items.groupedBasketItems = items.groupedBasketItems.filter((m) => m !== meal);
        return items;
      });
      return baskets.view(row);
    },

    /** Takes a voucher off the basket with whatever it brought (discount or free line). */
    async removeFromCart(basketId: string, sessionId: string | undefined, typed: string): Promise<Basket> {
      const code = normaliseVoucherCode(typed);
      const row = await change(basketId, sessionId, (_row, items) => {
        const present =
          (items.vouchers ?? []).some((v) => v.code === code) ||
          items.basketItems.some((i) => i.voucherCode === code) ||
          items.groupedBasketItems.some((m) => m.voucherCode === code);
        if (!present) throw notFound('That voucher is not in your cart.');
        return {
          basketItems: items.basketItems.filter((i) => i.voucherCode !== code),
          groupedBasketItems: items.groupedBasketItems.filter((m) => m.voucherCode !== code),
          vouchers: (items.vouchers ?? []).filter((v) => v.code !== code),
        };
      });
      return baskets.view(row);
    },
  };
}

export type VoucherService = ReturnType<typeof voucherService>;
