import { randomUUID } from 'node:crypto';
import type { Basket, ItemChoice, MealChoice, SwapRequest, ToppingChoice } from '@storefront/contract';
import { portionOfQuantity, storeLocalDateTime, validateBasket } from '@storefront/domain';
import type { Clock } from '../../platform/clock.ts';
import { AppError, basketNotValid, basketRuleError, invalidRequest } from '../../platform/errors.ts';
import type { ProductCatalogue } from '../product/product.repository.ts';
import { reconcileVouchers } from '../pricing/voucher-reconcile.ts';
import { assertConditionsMet, assertRedemptionsLeft, type VoucherSource } from '../pricing/voucher-usable.ts';
import { normaliseVoucherCode } from '@storefront/contract';
import { assertBasketOpen, ownedBasket } from './basket-access.ts';
import { priceItems, ruleBasket, type StoredItems } from '../pricing/basket-pricing.ts';
import { notValid, priceItem, type PricingContext, type StoredItem } from '../pricing/item-pricing.ts';
import { DEAL_NEEDS_COUPON_MESSAGE, priceMeal, slotSizeId, type StoredMeal } from '../pricing/meal-pricing.ts';
import { pricingContext } from '../pricing/pricing-context.ts';
import type { BasketRepository } from './basket.repository.ts';
import type { BasketRow } from './basket-view.ts';
import type { BasketService } from './basket.service.ts';
import { BASKET_TTL_MS } from './basket.service.ts';

const itemNotFound = () => new AppError(404, 'BasketItemNotFound', 'Basket item not found.');

export interface BasketItemsDeps {
  repository: BasketRepository;
  baskets: BasketService;
  catalogue: ProductCatalogue;
  vouchers: VoucherSource;
  clock: Clock;
}

type Change = (
  items: StoredItems,
  strict: PricingContext,
  basket: { row: BasketRow; storeCode: string; timeZone: string },
) => StoredItems;

/**
 * Every change to a basket's lines: the basket row is locked, the changed line is priced
 * strictly from the catalogue, the whole basket is checked against the shared rules (alcohol,
 * free drinks, payment type), and nothing is written when any check fails.
 */
export function basketItemsService({ repository, baskets, catalogue, vouchers, clock }: BasketItemsDeps) {
  async function mutate(basketId: string, sessionId: string | undefined, change: Change): Promise<Basket> {
    const now = clock.now();
    const snapshot = await catalogue.snapshot();
    const voucherMap = await vouchers.all();
    const storeOf = await baskets.storeLookup();
    const { row, result } = await repository.change(basketId, async (current) => {
      const basket = ownedBasket(current, sessionId);
      assertBasketOpen(basket, now);
      const store = storeOf(basket);
      const strict = pricingContext(snapshot, voucherMap, store, basket.orderDueAt, false);
      const lenient = pricingContext(snapshot, voucherMap, store, basket.orderDueAt, true);
      const changed = change(structuredClone(basket.items as StoredItems), strict, {
        row: basket,
        storeCode: store.code,
        timeZone: store.timeZone,
      });
      const { items, messages } = reconcileVouchers(
        changed,
        {
          serviceType: basket.serviceType,
          storeCode: store.code,
          dueLocal: storeLocalDateTime(basket.orderDueAt, store.timeZone),
        },
        lenient,
      );
      // Priced once, in a fresh context as a read of the basket prices it: for the rules and the answer.
      const priced = priceItems(items, pricingContext(snapshot, voucherMap, store, basket.orderDueAt, true));
      const rules = validateBasket(ruleBasket(priced, {}));
      if (!rules.ok) throw basketRuleError(rules, 400);
      return {
        result: { notices: messages, priced, store },
        patch: { items, updatedAt: now, expiresAt: new Date(now.getTime() + BASKET_TTL_MS) },
      };
    });
    return baskets.viewPriced(row!, result.store, result.priced, result.notices);
  }

  const findItem = (items: StoredItems, basketItemId: string) => {
    const index = items.basketItems.findIndex((item) => item.basketItemId === basketItemId);
    if (index < 0) throw itemNotFound();
    return index;
  };
  const findMeal = (items: StoredItems, groupedBasketItemId: string) => {
    const index = items.groupedBasketItems.findIndex((meal) => meal.groupedBasketItemId === groupedBasketItemId);
    if (index < 0) throw itemNotFound();
    return index;
  };

  return {
    /** `line` lets a group order choose the new line's id and name whose it is (modules/group-order). */
    addItem: (
      basketId: string,
      sessionId: string | undefined,
      choice: ItemChoice,
      line: { basketItemId?: string; groupMember?: string } = {},
    ) =>
      mutate(basketId, sessionId, (items, ctx) => {
        const item: StoredItem = {
          ...choice,
          basketItemId: line.basketItemId ?? randomUUID(),
          ...(line.groupMember === undefined ? {} : { groupMember: line.groupMember }),
        };
        priceItem(item, ctx);
        items.basketItems.push(item);
        return items;
      }),

    updateItem: (basketId: string, sessionId: string | undefined, basketItemId: string, choice: ItemChoice) =>
      mutate(basketId, sessionId, (items, ctx) => {
        const index = findItem(items, basketItemId);
        const item: StoredItem = { ...choice, basketItemId };
        priceItem(item, ctx);
        items.basketItems[index] = item;
        return items;
      }),

    removeItem: (basketId: string, sessionId: string | undefined, basketItemId: string) =>
      mutate(basketId, sessionId, (items) => {
        items.basketItems.splice(findItem(items, basketItemId), 1);
        return items;
      }),

    setQuantities: (
      basketId: string,
      sessionId: string | undefined,
      lines: { basketItemId: string; quantity: number }[],
    ) =>
      mutate(basketId, sessionId, (items) => {
        for (const line of lines) {
          const index = findItem(items, line.basketItemId);
          items.basketItems[index]!.quantity = line.quantity;
        }
        items.basketItems = items.basketItems.filter((item) => item.quantity > 0);
        return items;
      }),

    clear: (basketId: string, sessionId: string | undefined) =>
      mutate(basketId, sessionId, () => ({ basketItems: [], groupedBasketItems: [], vouchers: [] })),

    /** Ingredient upsells: add toppings (or a base, replacing the current one) and remove others. */
    swap: (basketId: string, sessionId: string | undefined, basketItemId: string, request: SwapRequest) =>
      mutate(basketId, sessionId, (items, ctx) => {
        const index = findItem(items, basketItemId);
        const original = items.basketItems[index]!;
        const product = ctx.byId.get(original.productId);
        if (!product || product.discriminator !== 'CustomisableProduct' || product.productType === 'HalfnHalf') {
          throw invalidRequest('Only a customisable pizza can swap ingredients.');
        }
        const category = (id: number) => product.ingredients.find((i) => i.productId === id)?.ingredientCategoryCode;
        const current = priceItem(original, ctx);
        let toppings: ToppingChoice[] = current.basketItemParts
          .filter((p) => p.category === 'Topping')
          .map((p) => ({ productId: p.productId, portion: p.portion ?? portionOfQuantity(p.quantity) }))
          .filter((t) => !request.removeProductIds.includes(t.productId));
        let baseId = original.baseId;
        let sauceId = original.sauceId;
        request.addBasketItemParts.forEach((part, i) => {
          const kind = category(part.productId);
          if (kind === 'Base') baseId = part.productId;
          else if (kind === 'Sauce') sauceId = part.productId;
          else if (kind === 'Topping') {
            const existing = toppings.find((t) => t.productId === part.productId);
            // Adding a topping the pizza already has makes its portion extra.
            toppings = existing
              ? toppings.map((t) => (t.productId === part.productId ? { productId: t.productId, portion: 'extra' } : t))
              : [...toppings, { productId: part.productId, portion: portionOfQuantity(part.quantity) }];
          } else {
            throw invalidRequest(`Invalid request: body.addBasketItemParts.${i}.productId.`, [
              { field: `body.addBasketItemParts.${i}.productId`, message: `Not an ingredient of ${product.name}` },
            ]);
          }
        });
        const changed: StoredItem = { ...original, baseId, sauceId, toppings };
        if (request.updateSingle && original.quantity > 1) {
          const single: StoredItem = { ...changed, quantity: 1, basketItemId: randomUUID() };
          priceItem(single, ctx);
          items.basketItems[index] = { ...original, quantity: original.quantity - 1 };
          items.basketItems.splice(index + 1, 0, single);
        } else {
          priceItem(changed, ctx);
          items.basketItems[index] = changed;
        }
        return items;
      }),

    async addMeal(basketId: string, sessionId: string | undefined, choice: MealChoice) {
      const { voucherCode: typed, ...rest } = choice;
      // A deal built from a voucher: the code must be this deal's, with redemptions left.
      const voucher = typed === undefined ? undefined : (await vouchers.all()).get(normaliseVoucherCode(typed));
      if (typed !== undefined) {
        if (!voucher?.isActive || voucher.productId !== choice.productId) throw notValid(DEAL_NEEDS_COUPON_MESSAGE);
        await assertRedemptionsLeft(voucher, ownedBasket(await repository.find(basketId), sessionId), vouchers);
      }
      return mutate(basketId, sessionId, (items, ctx, basket) => {
        const meal: StoredMeal = { ...rest, groupedBasketItemId: randomUUID() };
        if (voucher) {
          assertConditionsMet(voucher, { ...basket, items, ctx });
          if (items.groupedBasketItems.some((m) => m.voucherCode === voucher.code)) {
            throw basketNotValid(`The voucher ${voucher.code} is already in your cart.`);
          }
          meal.voucherCode = voucher.code;
          meal.voucherId = voucher.voucherId;
        }
        priceMeal(meal, ctx);
        items.groupedBasketItems.push(meal);
        return items;
      });
    },

    updateMeal: (basketId: string, sessionId: string | undefined, groupedBasketItemId: string, choice: MealChoice) =>
      mutate(basketId, sessionId, (items, ctx) => {
        const index = findMeal(items, groupedBasketItemId);
        const previous = items.groupedBasketItems[index]!;
        const meal: StoredMeal = {
          ...choice,
          groupedBasketItemId,
          voucherCode: previous.voucherCode ?? null,
          voucherId: previous.voucherId ?? null,
        };
        priceMeal(meal, ctx);
        items.groupedBasketItems[index] = meal;
        return items;
      }),

    removeMeal: (basketId: string, sessionId: string | undefined, groupedBasketItemId: string) =>
      mutate(basketId, sessionId, (items) => {
        items.groupedBasketItems.splice(findMeal(items, groupedBasketItemId), 1);
        return items;
      }),

    /**
     * Spec document 2, section 4: an incomplete meal's "continue" unbundles it. The items that can
     * still be had become lines of their own (the meal's quantity times theirs, in the size the
     * meal gave them) at their own prices; sold-out ones are left out; the meal goes.
     */
    unbundleMeal: (basketId: string, sessionId: string | undefined, groupedBasketItemId: string) =>
      mutate(basketId, sessionId, (items, ctx) => {
        const [meal] = items.groupedBasketItems.splice(findMeal(items, groupedBasketItemId), 1);
        const slots = ctx.byId.get(meal!.productId)?.mealSlots ?? [];
        for (const chosen of meal!.slots) {
          const slot = slots.find((s) => s.slotId === chosen.slotId);
          for (const choice of chosen.items) {
            const product = ctx.byId.get(choice.productId);
            if (!product) continue;
            const sizeId = choice.sizeId ?? (slot ? slotSizeId(slot, product) : undefined);
            const item: StoredItem = {
              ...choice,
              ...(sizeId === undefined ? {} : { sizeId }),
              quantity: choice.quantity * meal!.quantity,
              basketItemId: randomUUID(),
            };
            try {
              priceItem(item, ctx);
            } catch (error) {
              // Sold out, or outside its hours: that item is what made the meal incomplete.
              if (error instanceof AppError && error.code === 'BasketNotValid') continue;
              throw error;
            }
            items.basketItems.push(item);
          }
        }
        return items;
      }),
  };
}

export type BasketItemsService = ReturnType<typeof basketItemsService>;
