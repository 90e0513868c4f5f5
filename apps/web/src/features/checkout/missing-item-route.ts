// Where a 404 BasketItemNotFound on an order call sends the customer (spec document 2, section 8:
// "fills cart errors and routes to the menu, the meal swap, or the incomplete-meal prompt"). The
// basket read after the error carries the messages naming what sold out; the first line they flag
// decides: an item on its own goes to its menu to choose something else, an item in a meal that
// can be swapped goes to that meal's swap page, any other meal to the cart's incomplete-meal
// prompt. docs/decisions/117.
import type { Basket } from '@storefront/contract';
import { incompleteMealMessage, unavailableMessageFor } from '../../lib/cart-model.ts';

/** The menu category a product type is listed under (/menu/{category}). */
const MENU_OF_TYPE: Record<string, string> = {
  Pizzas: 'pizza',
  HalfnHalf: 'pizza',
  Sides: 'sides',
  Main: 'sides',
  Meatballs: 'sides',
  StockItemExtended: 'sides',
  Wings: 'WingsStreet',
  WingsStreet: 'WingsStreet',
  Drinks: 'drinks',
  Alcohol: 'alcohol',
  Desserts: 'desserts',
  Deals: 'pizza-meals',
  Meals: 'pizza-meals',
  Coupons: 'pizza-meals',
};

export const CART_PATH = '/cart';

export const menuPathOf = (productType: string): string => `/menu/${MENU_OF_TYPE[productType] ?? 'pizza'}`;

export function missingItemRoute(basket: Basket | null): string {
  if (!basket) return CART_PATH;
  const item = basket.basketItems.find((line) => unavailableMessageFor(basket, line.name));
  if (item) return menuPathOf(item.productType);
  const meal = basket.groupedBasketItems.find((line) => incompleteMealMessage(basket, line));
  if (meal && meal.ableToSwap) return `/pizza-meals/${meal.slug}/${meal.groupedBasketItemId}`;
  return CART_PATH;
}
