import { categorySchema, navigationEntrySchema, productViewSchema, type ProductView } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Tuesday 24 November 2026, 6 pm in Sydney (AEDT, +11:00): after lunch.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const list = async (query: Record<string, string>) => {
  const res = await get(`/api/v1/products?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode).toBe(200);
  return productViewSchema.array().parse(res.json());
};
const find = (products: ProductView[], slug: string) => products.find((p) => p.slug === slug);

describe('GET /api/v1/product/categories', () => {
  it('lists the categories customers may see, by sortOrder, without surcharges and coupons', async () => {
    const res = await get('/api/v1/product/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const categories = categorySchema.array().parse(res.json());
    const codes = categories.map((c) => c.code);
    expect(codes.slice(0, 3)).toEqual(['pizza-meals', 'pizza', 'classics-range']);
    expect(codes).toContain('WingsStreet');
    expect(codes).not.toContain('surcharges');
    expect(codes).not.toContain('coupons');
    const orders = categories.map((c) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /api/v1/navigation', () => {
  it('gives the navigation categories in order, with the pizza ranges as /menu/{category}/{range} links', async () => {
    const res = await get('/api/v1/navigation');
    expect(res.statusCode).toBe(200);
    const nav = navigationEntrySchema.array().parse(res.json());
    expect(nav.map((n) => n.code)).toEqual([
      'pizza-meals',
      'pizza',
      'lunchpizza',
      'WingsStreet',
      'sides',
      'desserts',
      'drinks',
      'offers',
    ]);
    const pizza = nav.find((n) => n.code === 'pizza');
    expect(pizza?.path).toBe('/menu/pizza');
    expect(pizza?.children.map((c) => c.path)).toEqual([
      '/menu/pizza/classics-range',
      '/menu/pizza/favourites-range',
      '/menu/pizza/supreme-range',
      '/menu/pizza/premium-range',
    ]);
    expect(nav.find((n) => n.code === 'WingsStreet')).toMatchObject({ slug: 'wingsstreet', path: '/menu/wingsstreet' });
    // fallbacks (schnitzza, unreal) and the alcohol menu are reachable by link only
    expect(nav.map((n) => n.code)).not.toContain('schnitzza');
  });
});

describe('GET /api/v1/products: categories', () => {
  it('filters by primaryCategory, by sortOrder, with every Product field of the spec', async () => {
    const pizzas = await list({ primaryCategory: 'pizza' });
    expect(pizzas[0]?.slug).toBe('half-n-half');
    expect(pizzas.map((p) => p.sortOrder)).toEqual([...pizzas.map((p) => p.sortOrder)].sort((a, b) => a - b));
    expect(pizzas.every((p) => p.categories.some((c) => c.code === 'pizza'))).toBe(true);
    expect(find(pizzas, 'lunch-pepperoni')).toBeUndefined();
    const pepperoni = find(pizzas, 'pepperoni');
    expect(pepperoni).toMatchObject({
      productType: 'Pizzas',
      discriminator: 'CustomisableProduct',
      taxonomy: ['pizza', 'classics-range'],
      isOutOfStock: false,
      isAvailable: true,
    });
    expect(pepperoni?.bases[0]).toEqual(expect.objectContaining({ compatibleWith: expect.any(Array) }));
    expect(pepperoni?.sizes[0]).toEqual(expect.objectContaining({ sizeId: 1, bases: expect.any(Array) }));
    expect(pepperoni?.categories[0]).toMatchObject({ code: 'pizza', isNavigation: true, isHidden: false });
  });

  it('matches the category by code or slug, case-insensitively (WingsStreet, wingsstreet)', async () => {
    const byCode = await list({ primaryCategory: 'WingsStreet' });
    const bySlug = await list({ primaryCategory: 'wingsstreet' });
    expect(byCode.length).toBeGreaterThan(0);
    expect(bySlug.map((p) => p.productId)).toEqual(byCode.map((p) => p.productId));
    // a meal listed under two categories shows in both
    expect(find(byCode, 'wings-and-pizza-meal')).toBeDefined();
  });

  it('narrows to a range with secondaryCategory', async () => {
    const classics = await list({ primaryCategory: 'pizza', secondaryCategory: 'classics-range' });
    expect(classics.map((p) => p.slug)).toEqual([
      'margherita',
      'hawaiian',
      'pepperoni',
      'ham-and-cheese',
      'veggie-trio',
      'cheese-lovers',
    ]);
    const dips = await list({ primaryCategory: 'sides', secondaryCategory: 'dips' });
    expect(dips.length).toBe(5);
  });

  it('answers 404 for an unknown category or a range not under the primary category', async () => {
    const queries: Record<string, string>[] = [
      { primaryCategory: 'calzones' },
      { primaryCategory: 'sides', secondaryCategory: 'classics-range' },
      { primaryCategory: 'pizza', secondaryCategory: 'nope' },
    ];
    for (const query of queries) {
      const res = await get(`/api/v1/products?${new URLSearchParams(query).toString()}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NotFound', message: 'Category not found.' });
    }
  });

  it('lists every visible product without a category, grouped by category, hidden ones only by code', async () => {
    const all = await list({});
    expect(all.length).toBeGreaterThan(70);
    expect(all[0]?.categories[0]?.code).toBe('pizza-meals');
    expect(all.some((p) => p.productType === 'Surcharges' || p.productType === 'Coupons')).toBe(false);
    const surcharges = await list({ primaryCategory: 'surcharges' });
    expect(surcharges.map((p) => p.productId)).toEqual([9001, 9002, 9003]);
    // Four coupons: three from the menu and the campaign form's free large Classic (decision 159).
    expect((await list({ primaryCategory: 'coupons' })).length).toBe(4);
  });

  it('sends only the default ingredients unless includeIngredientDetails=true', async () => {
    const lean = find(await list({ primaryCategory: 'pizza' }), 'pepperoni');
    const full = find(await list({ primaryCategory: 'pizza', includeIngredientDetails: 'true' }), 'pepperoni');
    expect(lean?.ingredients.every((i) => i.isDefault)).toBe(true);
    expect(lean?.ingredients.map((i) => i.name)).toEqual(['Pan', 'Tomato', 'Pepperoni', 'Mozzarella']);
    expect(full?.ingredients.length).toBeGreaterThan(30);
    expect(full?.ingredients.map((i) => i.ingredientCategoryCode)).toEqual(
      expect.arrayContaining(['Base', 'Sauce', 'Topping']),
    );
  });

  it('sets Cache-Control on the catalogue read', async () => {
    const res = await get('/api/v1/products?primaryCategory=pizza');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/v1/products: store and time', () => {
  const lunch = (fulfilmentDateTime: string) =>
    list({ primaryCategory: 'lunchpizza', storeCode: 'NSW002', fulfilmentDateTime, fulfilmentType: 'Delivery' });

  it('a lunch pizza (11:00–15:00) is available at 12:00 Sydney time and listed unavailable at 19:00', async () => {
    const noon = await lunch('2026-11-24T12:00');
    const evening = await lunch('2026-11-24T19:00');
    expect(find(noon, 'lunch-pepperoni')?.isAvailable).toBe(true);
    expect(find(evening, 'lunch-pepperoni')).toMatchObject({ isAvailable: false, isOutOfStock: false });
    expect(evening.map((p) => p.productId)).toEqual(noon.map((p) => p.productId));
  });

  it('the window is half-open: 11:00 and 14:59 are in, 10:59 and 15:00 are out', async () => {
    const at = async (time: string) => find(await lunch(`2026-11-24T${time}`), 'lunch-margherita')?.isAvailable;
    expect(await at('11:00')).toBe(true);
    expect(await at('14:59')).toBe(true);
    expect(await at('10:59')).toBe(false);
    expect(await at('15:00')).toBe(false);
  });

  it('the weekday lunch deal is unavailable at Saturday noon while lunch pizzas are', async () => {
    const saturday = await lunch('2026-11-28T12:00');
    expect(find(saturday, 'pizza-drink-lunch-deal')?.isAvailable).toBe(false);
    expect(find(saturday, 'lunch-hawaiian')?.isAvailable).toBe(true);
  });

  it('without a time, a store is asked about now (6 pm in Sydney): lunch is over', async () => {
    const now = await list({ primaryCategory: 'lunchpizza', storeCode: 'NSW002' });
    expect(find(now, 'lunch-pepperoni')?.isAvailable).toBe(false);
    // without a store or a time nothing is known, so nothing is marked unavailable
    expect(find(await list({ primaryCategory: 'lunchpizza' }), 'lunch-pepperoni')?.isAvailable).toBe(true);
  });

  it('marks a product out of stock at the stores in outOfStockStoreCodes only', async () => {
    const at = async (storeCode: string) =>
      find(await list({ primaryCategory: 'pizza', secondaryCategory: 'premium-range', storeCode }), 'garlic-prawn');
    expect((await at('NSW004'))?.isOutOfStock).toBe(true);
    expect((await at('nsw004'))?.isOutOfStock).toBe(true);
    expect((await at('NSW002'))?.isOutOfStock).toBe(false);
    // out of stock everywhere stays out of stock
    const supreme = await list({ primaryCategory: 'pizza', storeCode: 'NSW002' });
    expect(find(supreme, 'mediterranean-supreme')?.isOutOfStock).toBe(true);
  });

  it('accepts fulfilmentType in either case and rejects anything else by name', async () => {
    await list({ primaryCategory: 'pizza', fulfilmentType: 'pickup' });
    await list({ primaryCategory: 'pizza', fulfilmentType: 'Delivery' });
    const res = await get('/api/v1/products?fulfilmentType=drone');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'query.fulfilmentType' })]);
  });

  it('answers 404 Store not found. for an unknown storeCode', async () => {
    const res = await get('/api/v1/products?primaryCategory=pizza&storeCode=NOPE99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NotFound', message: 'Store not found.' });
  });

  it('rejects a malformed, impossible or DST-skipped fulfilmentDateTime with 400', async () => {
    for (const value of ['2026-11-24 12:00', '2026-11-24T12:00:00', '2026-02-30T12:00', '2026-10-04T02:30']) {
      const res = await get(`/api/v1/products?storeCode=NSW002&fulfilmentDateTime=${encodeURIComponent(value)}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'query.fulfilmentDateTime' })]);
    }
  });

  it('rejects unknown query names and a bad includeIngredientDetails', async () => {
    expect((await get('/api/v1/products?category=pizza')).statusCode).toBe(400);
    const res = await get('/api/v1/products?includeIngredientDetails=maybe');
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'query.includeIngredientDetails' })]);
  });
});
