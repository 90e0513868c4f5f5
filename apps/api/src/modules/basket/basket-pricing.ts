import type { Basket } from '@storefront/contract';

/** Items priced from the catalogue, with the sums the basket view needs. */
export interface PricedItems {
  basketItems: Basket['basketItems'];
  groupedBasketItems: Basket['groupedBasketItems'];
  subTotal: number;
  discount: number;
  itemSavings: number;
  messages: Basket['messages'];
}

/** Stored choices of a basket: product ids and options, never prices. */
export interface StoredItems {
  basketItems: unknown[];
  groupedBasketItems: unknown[];
}

export const emptyItems = (): StoredItems => ({ basketItems: [], groupedBasketItems: [] });

/** Prices a basket's stored choices. Item lines arrive with the menu; a basket without them totals zero. */
export function priceItems(items: StoredItems): PricedItems {
  if (items.basketItems.length > 0 || items.groupedBasketItems.length > 0) {
    throw new Error('Basket items cannot be priced before the product catalogue is wired in.');
  }
  return { basketItems: [], groupedBasketItems: [], subTotal: 0, discount: 0, itemSavings: 0, messages: [] };
}
