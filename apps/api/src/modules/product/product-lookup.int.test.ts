import { MAX_PRODUCT_IDS, mealShortSchema, mealViewSchema, productViewSchema } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Tuesday 24 November 2026, 6 pm in Sydney (AEDT, +11:00).
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

const expectProductNotFound = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(404);
  expect(res.json()).toMatchObject({ status: 404, code: 'NotFound', message: 'Product not found.' });
};

describe('GET /api/v1/products/slug/{slug} and /api/v1/products/{productId}', () => {
  it('answers one product by slug with its full ingredients and Cache-Control', async () => {
    const res = await get('/api/v1/products/slug/garlic-prawn');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const product = productViewSchema.parse(res.json());
    expect(product).toMatchObject({ productId: 1031, name: 'Garlic Prawn', isOutOfStock: false, isAvailable: true });
    expect(product.ingredients.some((i) => !i.isDefault)).toBe(true);
  });

  it('answers the same product by id, flagged for the store and time when asked', async () => {
    const res = await get('/api/v1/products/1031?storeCode=NSW004&fulfilmentDateTime=2026-11-24T19:00');
    expect(productViewSchema.parse(res.json())).toMatchObject({ slug: 'garlic-prawn', isOutOfStock: true });
    const lunch = await get('/api/v1/products/1041?storeCode=NSW002&fulfilmentDateTime=2026-11-24T12:00');
    expect(lunch.json()).toMatchObject({ isAvailable: true });
    const late = await get('/api/v1/products/1041?storeCode=NSW002&fulfilmentDateTime=2026-11-24T19:00');
    expect(late.json()).toMatchObject({ isAvailable: false });
  });

  it('strips optional ingredients with includeIngredientDetails=false', async () => {
    const res = await get('/api/v1/products/1003?includeIngredientDetails=false');
    expect(productViewSchema.parse(res.json()).ingredients.every((i) => i.isDefault)).toBe(true);
  });

  it('answers 404 Product not found. for an unknown slug or id', async () => {
    await expectProductNotFound('/api/v1/products/slug/calzone-supreme');
    await expectProductNotFound('/api/v1/products/999999');
  });

  it('answers 400 naming params.productId for a non-numeric or non-positive id', async () => {
    for (const id of ['abc', '0', '-4', '1.5']) {
      const res = await get(`/api/v1/products/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'InvalidRequest' });
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'params.productId' })]);
    }
  });

  it('answers 404 Store not found. for an unknown storeCode', async () => {
    const res = await get('/api/v1/products/1031?storeCode=ZZZ001');
    expect(res.json()).toMatchObject({ code: 'NotFound', message: 'Store not found.' });
  });
});

describe('GET /api/v1/productIds/List', () => {
  it('answers the known ids in the order asked, each once, skipping unknown ones', async () => {
    const res = await get('/api/v1/productIds/List?productIds=2001,1003,424242,7001,1003');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const products = productViewSchema.array().parse(res.json());
    expect(products.map((p) => p.productId)).toEqual([2001, 1003, 7001]);
  });

  it('flags stock for the store', async () => {
    const res = await get('/api/v1/productIds/List?productIds=1031,1032&storeCode=NSW004');
    expect(
      productViewSchema
        .array()
        .parse(res.json())
        .map((p) => p.isOutOfStock),
    ).toEqual([true, true]);
  });

  it(`takes at most ${MAX_PRODUCT_IDS} ids`, async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i).join(',');
    expect((await get(`/api/v1/productIds/List?productIds=${ids(MAX_PRODUCT_IDS)}`)).statusCode).toBe(200);
    const res = await get(`/api/v1/productIds/List?productIds=${ids(MAX_PRODUCT_IDS + 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'query.productIds' })]);
  });

  it('answers 400 naming query.productIds when missing or not a list of ids', async () => {
    for (const query of ['', '?productIds=', '?productIds=1,abc', '?productIds=1,,2', '?productIds=0']) {
      const res = await get(`/api/v1/productIds/List${query}`);
      expect(res.statusCode, query).toBe(400);
      // an id that is not positive is named by its position: query.productIds.0
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: expect.stringMatching(/^query\.productIds/) }),
      ]);
    }
  });
});

describe('GET /api/v1/surcharges', () => {
  it('lists the surcharge products by sortOrder', async () => {
    const res = await get('/api/v1/surcharges');
    expect(res.statusCode).toBe(200);
    const surcharges = productViewSchema.array().parse(res.json());
    expect(surcharges.map((s) => [s.productId, s.totalPrice])).toEqual([
      [9001, 795],
      [9002, 300],
      [9003, 200],
    ]);
    expect(surcharges.every((s) => s.discriminator === 'Surcharge' && s.ignoreMinSpend)).toBe(true);
  });
});

describe('GET /api/v1/meals/slug/{slug}/short', () => {
  it('answers the meal in short: id, slug, name, price and a summary of its slots', async () => {
    const res = await get('/api/v1/meals/slug/family-feast/short');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const meal = mealShortSchema.parse(res.json());
    expect(meal).toMatchObject({ productId: 7001, slug: 'family-feast', name: 'Family Feast', totalPrice: 4495 });
    expect(meal.slots.map((s) => [s.name, s.quantity, s.defaultProductId])).toEqual([
      ['Large Pizzas', 2, 1003],
      ['Side', 1, 2001],
      ['1.25L Drink', 1, 3011],
    ]);
    expect(meal.slots[0]?.optionCount).toBe(12);
  });

  it('answers 404 Product not found. for an unknown slug or one that is not a meal', async () => {
    await expectProductNotFound('/api/v1/meals/slug/no-such-meal/short');
    await expectProductNotFound('/api/v1/meals/slug/pepperoni/short');
  });
});

describe('GET /api/v1/meals/{productId}', () => {
  it('resolves every slot to its products, in order', async () => {
    const res = await get('/api/v1/meals/7001');
    expect(res.statusCode).toBe(200);
    const meal = mealViewSchema.parse(res.json());
    expect(meal).toMatchObject({ slug: 'family-feast', discriminator: 'Deal', isSoldOut: false });
    const [pizzas, sides, drinks] = meal.mealSlots;
    expect(pizzas?.products.map((p) => p.productId)).toEqual(pizzas?.allowedProductIds);
    expect(sides?.products.map((p) => p.slug)).toContain('garlic-bread');
    // Lemon Squash 1.25L is out of stock everywhere
    expect(drinks?.products.find((p) => p.productId === 3014)?.isOutOfStock).toBe(true);
  });

  it('flags products out of stock at the store when storeCode is given', async () => {
    const premium = await get('/api/v1/meals/7105?storeCode=NSW004&fulfilmentDateTime=2026-11-24T19:00');
    const slot = mealViewSchema.parse(premium.json()).mealSlots[0];
    expect(slot?.products.filter((p) => p.isOutOfStock).map((p) => p.productId)).toEqual([1031, 1032]);
    expect(slot?.isSoldOut).toBe(false);
  });

  it('is sold out when a slot has nothing orderable: the lunch deal after lunch', async () => {
    const evening = mealViewSchema.parse(
      (await get('/api/v1/meals/7103?storeCode=NSW002&fulfilmentDateTime=2026-11-24T19:00')).json(),
    );
    expect(evening).toMatchObject({ isAvailable: false, isSoldOut: true });
    expect(evening.mealSlots[0]?.isSoldOut).toBe(true);
    const noon = mealViewSchema.parse(
      (await get('/api/v1/meals/7103?storeCode=NSW002&fulfilmentDateTime=2026-11-24T12:00')).json(),
    );
    expect(noon).toMatchObject({ isAvailable: true, isSoldOut: false });
  });

  it('answers 404 for an unknown id or a product that is not a meal, 400 for a bad id', async () => {
    await expectProductNotFound('/api/v1/meals/999999');
    await expectProductNotFound('/api/v1/meals/1003');
    const res = await get('/api/v1/meals/family-feast');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'params.productId' })]);
  });
});

describe('OpenAPI', () => {
  it('documents every product and marketing call', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/product/categories',
        '/api/v1/products',
        '/api/v1/products/slug/{slug}',
        '/api/v1/products/{productId}',
        '/api/v1/productIds/List',
        '/api/v1/surcharges',
        '/api/v1/meals/slug/{slug}/short',
        '/api/v1/meals/{productId}',
        '/api/v1/navigation',
        '/api/v1/marketing/upsells',
      ]),
    );
  });
});
