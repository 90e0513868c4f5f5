import { describe, expect, it } from 'vitest';
import { productKinds } from '@storefront/contract';
import { PRODUCT_TYPES } from '@storefront/domain';
import type { Product } from '@storefront/contract';
import { categories, products, stores } from './index.ts';
import { ingredientProductIds, pizzaBases } from './menu/ingredients.ts';

const ofType = (type: Product['productType']): Product[] => products.filter((product) => product.productType === type);
const bySlug = (slug: string): Product => {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
};
const productIds = new Set(products.map((product) => product.productId));

describe('menu coverage', () => {
  it('has at least 60 products, of every type and every kind', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((product) => product.productType))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(products.map((product) => product.discriminator))).toEqual(new Set(productKinds));
  });

  it('has at least 20 pizzas across the four ranges', () => {
    const ranges = ['classics-range', 'favourites-range', 'supreme-range', 'premium-range'];
    const ranged = ofType('Pizzas').filter((pizza) => ranges.some((range) => pizza.taxonomy.includes(range)));
    expect(ranged.length).toBeGreaterThanOrEqual(20);
    for (const range of ranges) expect(ranged.some((pizza) => pizza.taxonomy.includes(range))).toBe(true);
  });

  it('has the fallback menus, a half-and-half and lunch pizzas', () => {
    for (const code of ['schnitzza', 'unreal', 'lunchpizza']) {
      expect(ofType('Pizzas').some((pizza) => pizza.categories.some((category) => category.code === code))).toBe(true);
    }
    expect(ofType('HalfnHalf')).toHaveLength(1);
  });

  it('has at least 20 toppings, including prawns, and the four sauces', () => {
    const margherita = bySlug('margherita');
    const toppings = margherita.ingredients.filter((ingredient) => ingredient.ingredientCategoryCode === 'Topping');
    expect(toppings.length).toBeGreaterThanOrEqual(20);
    expect(toppings.map((topping) => topping.name)).toContain('Prawns');
    const sauces = margherita.ingredients
      .filter((ingredient) => ingredient.ingredientCategoryCode === 'Sauce')
      .map((sauce) => sauce.name);
    expect(sauces).toEqual(['Tomato', 'BBQ', 'Garlic', 'Peri Peri']);
  });
});

describe('menu integrity', () => {
  it('has unique product ids and slugs, apart from the ingredient ids', () => {
    expect(productIds.size).toBe(products.length);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    for (const id of ingredientProductIds()) expect(productIds.has(id)).toBe(false);
  });

  it('refers only to categories that exist, with the same details', () => {
    for (const product of products) {
      expect(product.categories.length).toBeGreaterThan(0);
      for (const ref of product.categories) {
        const { parentCode: _parentCode, ...category } = categories.find(
          (candidate) => candidate.code === ref.code,
        ) ?? { parentCode: null };
        expect(ref).toEqual(category);
      }
    }
  });

  it('gives every range category an existing parent', () => {
    const codes = new Set(categories.map((category) => category.code));
    for (const category of categories)
      if (category.parentCode !== null) expect(codes.has(category.parentCode)).toBe(true);
    expect(categories.filter((category) => category.parentCode === 'pizza').map((category) => category.slug)).toEqual([
      'classics-range',
      'favourites-range',
      'supreme-range',
      'premium-range',
    ]);
  });

  it('keeps every size’s bases consistent with the bases’ compatible sizes', () => {
    for (const product of products) {
      const sizeIds = product.sizes.map((size) => size.sizeId);
      for (const size of product.sizes) {
        const expected = product.bases
          .filter((base) => base.compatibleWith.includes(size.sizeId))
          .map((base) => base.productId);
        expect(size.bases, `${product.slug} size ${size.name}`).toEqual(expected);
      }
      for (const base of product.bases) {
        expect(base.compatibleWith.length, `${product.slug} ${base.name}`).toBeGreaterThan(0);
        for (const sizeId of base.compatibleWith) expect(sizeIds).toContain(sizeId);
        const source = pizzaBases.find((candidate) => candidate.productId === base.productId);
        for (const sizeId of base.compatibleWith) expect(source?.compatibleWith).toContain(sizeId);
      }
    }
  });

  it('makes stuffed crust only in large and gluten free only in personal and large', () => {
    const supreme = bySlug('supreme');
    expect(supreme.sizes.map((size) => [size.sizeId, size.name])).toEqual([
      [1, 'Personal'],
      [2, 'Large'],
      [3, 'Family'],
    ]);
    expect(supreme.bases.find((base) => base.name === 'Stuffed Crust')?.compatibleWith).toEqual([2]);
    expect(supreme.bases.find((base) => base.name === 'Gluten Free')?.compatibleWith).toEqual([1, 2]);
  });

  it('prices pizzas by size, from the cheapest size', () => {
    for (const product of [...ofType('Pizzas'), ...ofType('HalfnHalf')]) {
      expect(product.sizes.length).toBeGreaterThan(0);
      expect(product.totalPrice).toBe(Math.min(...product.sizes.map((size) => size.priceCents)));
      const prices = product.sizes.map((size) => size.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const size of product.sizes) expect(size.energyKj).toBeGreaterThan(0);
    }
  });

  it('lets pizzas be customised within the limits, with defaults inside them', () => {
    for (const pizza of ofType('Pizzas')) {
      expect(pizza.customisation).toEqual([
        { type: 'Sauce', min: 0, max: 1 },
        { type: 'Base', min: 1, max: 1 },
        { type: 'Topping', min: 0, max: 10 },
      ]);
      const defaults = (code: string) =>
        pizza.ingredients.filter((item) => item.isDefault && item.ingredientCategoryCode === code);
      expect(defaults('Sauce')).toHaveLength(1);
      expect(defaults('Base')).toHaveLength(1);
      expect(defaults('Topping').length).toBeGreaterThan(0);
      expect(defaults('Topping').length).toBeLessThanOrEqual(10);
    }
  });

  it('offers only existing products in meal slots, defaulting to an allowed one', () => {
    const withSlots = products.filter((product) => product.mealSlots !== undefined);
    for (const type of ['Meals', 'Deals', 'Coupons', 'HalfnHalf'] as const) {
      for (const product of ofType(type)) expect(product.mealSlots?.length, product.slug).toBeGreaterThan(0);
    }
    for (const product of withSlots) {
      const slotIds = product.mealSlots?.map((slot) => slot.slotId) ?? [];
      expect(new Set(slotIds).size).toBe(slotIds.length);
      for (const slot of product.mealSlots ?? []) {
        for (const id of slot.allowedProductIds)
          expect(productIds.has(id), `${product.slug} slot ${slot.name}: ${id}`).toBe(true);
        expect(slot.allowedProductIds).toContain(slot.defaultProductId);
      }
    }
  });

  it('has the named meals and deals', () => {
    const feast = bySlug('family-feast');
    expect(feast.mealSlots?.map((slot) => [slot.name, slot.quantity])).toEqual([
      ['Large Pizzas', 2],
      ['Side', 1],
      ['1.25L Drink', 1],
    ]);
    expect(bySlug('pizza-drink-lunch-deal').availability).toEqual({
      daysOfWeek: [1, 2, 3, 4, 5],
      fromTime: '11:00',
      toTime: '15:00',
    });
    expect(ofType('Deals').some((deal) => deal.requiresCoupon)).toBe(true);
    expect(ofType('Meals').some((meal) => meal.ignoreMinSpend)).toBe(true);
    expect(products.some((product) => product.paymentType === 'Exclusive')).toBe(true);
  });

  it('limits lunch pizzas to 11:00–15:00', () => {
    const lunch = products.filter((product) => product.categories.some((category) => category.code === 'lunchpizza'));
    expect(lunch.length).toBeGreaterThanOrEqual(3);
    for (const product of lunch) expect(product.availability).toMatchObject({ fromTime: '11:00', toTime: '15:00' });
  });

  it('has free promotional drinks and nothing else free but a coupon', () => {
    const free = products.filter((product) => product.isFreePromoDrink);
    expect(free.length).toBeGreaterThanOrEqual(2);
    for (const drink of free) {
      expect(drink.productType).toBe('Drinks');
      expect(drink.totalPrice).toBe(0);
    }
    const otherFree = products.filter((product) => product.totalPrice === 0 && !product.isFreePromoDrink);
    expect(otherFree.every((product) => product.productType === 'Coupons')).toBe(true);
  });

  it('declares standard drinks for alcohol only', () => {
    for (const product of products) {
      if (product.productType === 'Alcohol') expect(product.alcoholUnits).toBeGreaterThan(0);
      else expect(product.alcoholUnits).toBe(0);
    }
    expect(bySlug('pale-ale-375ml-can').alcoholUnits).toBe(1.4);
    expect(bySlug('apple-cider-375ml').alcoholUnits).toBe(1.6);
  });

  it('gives every standard food and drink item its energy, as sold or per size; alcohol none', () => {
    const labelled = ['Wings', 'WingsStreet', 'Sides', 'Main', 'Meatballs', 'StockItemExtended', 'Desserts', 'Drinks'];
    for (const product of products) {
      if (product.sizes.length > 0) {
        expect(product.energyKj, product.slug).toBeUndefined();
        for (const size of product.sizes) expect(size.energyKj, product.slug).toBeGreaterThan(0);
      } else if (labelled.includes(product.productType)) {
        expect(product.energyKj, product.slug).toBeTypeOf('number');
      } else expect(product.energyKj, product.slug).toBeUndefined();
    }
    expect(bySlug('garlic-bread').energyKj).toBe(2900);
    expect(bySlug('spring-water-600ml').energyKj).toBe(0);
  });

  it('keeps surcharges and coupons in hidden categories', () => {
    for (const product of [...ofType('Surcharges'), ...ofType('Coupons')]) {
      expect(product.categories.every((category) => category.isHidden)).toBe(true);
    }
    for (const surcharge of ofType('Surcharges')) expect(surcharge.discriminator).toBe('Surcharge');
    expect(ofType('Surcharges').map((surcharge) => surcharge.name)).toEqual(
      expect.arrayContaining(['Delivery Fee', 'Public Holiday Surcharge']),
    );
  });

  it('marks some products out of stock, everywhere or at real stores', () => {
    expect(products.filter((product) => product.isOutOfStock).length).toBeGreaterThanOrEqual(2);
    const partly = products.filter((product) => product.outOfStockStoreCodes.length > 0);
    expect(partly.length).toBeGreaterThanOrEqual(2);
    const codes = new Set(stores.map((store) => store.code));
    for (const product of partly)
      for (const code of product.outOfStockStoreCodes) expect(codes.has(code), code).toBe(true);
  });

  it('declares allergens on food, with prawns as crustacea', () => {
    for (const product of [...ofType('Pizzas'), ...ofType('Sides'), ...ofType('Desserts')]) {
      if (product.slug !== 'potato-wedges' && product.slug !== 'garden-salad')
        expect(product.allergens.length, product.slug).toBeGreaterThan(0);
    }
    expect(bySlug('garlic-prawn').allergens).toContain('crustacea');
    expect(bySlug('margherita').allergens).toEqual(expect.arrayContaining(['gluten', 'wheat', 'milk']));
  });

  it('gives every product an image slug', () => {
    for (const product of products) expect(product.imageSlug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('diets and allergen data (decision 178)', () => {
  const tagNames = (slug: string) => bySlug(slug).tags.map((tag) => tag.name);

  it('has allergen data for every product sold on the menu', () => {
    for (const product of products.filter((p) => p.productType !== 'Surcharges'))
      expect(product.allergensKnown, product.slug).toBe(true);
  });

  it('derives a pizza diet from its standard ingredients', () => {
    expect(tagNames('veggie-trio')).toContain('Vegetarian');
    expect(tagNames('unreal-pepperoni')).toContain('Vegan');
    expect(tagNames('pepperoni')).not.toContain('Vegetarian');
    // Parmesan is made with animal rennet.
    expect(tagNames('cheese-lovers')).not.toContain('Vegetarian');
    // Garlic sauce holds milk and egg: vegetarian, not vegan.
    expect(tagNames('truffle-mushroom')).toEqual([]);
    expect(tagNames('garlic-bread')).toContain('Vegetarian');
  });

  it('tags soft drinks vegan, and prices topping portions from the catalogue', () => {
    expect(tagNames('cola-600ml')).toContain('Vegan');
    const mozzarella = bySlug('margherita').ingredients.find((i) => i.name === 'Mozzarella');
    expect(mozzarella?.portionPriceCents).toEqual({ light: 0, normal: 0, extra: mozzarella?.priceCents });
  });
});
