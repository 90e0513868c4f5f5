import { productSchema, upsellOfferSchema, type UpsellOffer } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { fixedClock } from '../../platform/clock.ts';
import { registerErrorHandling } from '../../platform/errors.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { productCatalogue, type ProductCatalogue } from '../product/product.repository.ts';
import { storeDirectory } from '../store/store.repository.ts';
import { storeService } from '../store/store.service.ts';
import { marketingRoutes } from './marketing.routes.ts';
import { upsellService } from './marketing.service.ts';

// Tuesday 24 November 2026, 6 pm in Sydney (AEDT, +11:00).
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const evening = { storeCode: 'NSW002', fulfilmentDateTime: '2026-11-24T19:00', fulfilmentType: 'Delivery' };

type Trigger = 'addtocart' | 'adddealtocart';
const ask = async (
  app: Pick<FastifyInstance, 'inject'>,
  productId: number,
  trigger: Trigger,
  context: object = evening,
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/marketing/upsells',
    payload: { ...context, productId, trigger },
  });
  expect(res.statusCode).toBe(200);
  return upsellOfferSchema.array().parse(res.json());
};
const ids = (offers: UpsellOffer[]) => offers.map((o) => o.upsellId);
const offered = (offer: UpsellOffer | undefined) => offer?.products.map((p) => p.productId);

describe('POST /api/v1/marketing/upsells: matching', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  it('offers a product upsell when a required pizza is added with addtocart, products resolved', async () => {
    const offers = await ask(ctx.app, 1003, 'addtocart');
    expect(ids(offers)).toEqual([1]);
    expect(offers[0]).toMatchObject({ design: 'ProductUpsell', designCode: 'product', buttonText: 'Add to order' });
    expect(offers[0]?.products.map((p) => p.slug)).toEqual([
      'garlic-bread',
      'cheesy-garlic-bread',
      'cola-no-sugar-1-25l',
    ]);
  });

  it('matches the trigger from the body: the same pizza with adddealtocart gets nothing', async () => {
    expect(await ask(ctx.app, 1003, 'adddealtocart')).toEqual([]);
  });

  it('fires a rule with both triggers either way: a premium pizza', async () => {
    expect(ids(await ask(ctx.app, 1031, 'addtocart'))).toEqual([1, 6]);
    const dealOffers = await ask(ctx.app, 1031, 'adddealtocart');
    expect(ids(dealOffers)).toEqual([6]);
    expect(dealOffers[0]).toMatchObject({ design: 'IngredientUpsell', designCode: 'ingredient' });
  });

  it('offers deal upsells on adddealtocart only, and keeps a poster that offers no products', async () => {
    const feast = await ask(ctx.app, 7001, 'adddealtocart');
    expect(feast).toEqual([
      expect.objectContaining({ upsellId: 3, design: 'Poster', products: [], redirectLink: '/menu/desserts' }),
    ]);
    expect(await ask(ctx.app, 7001, 'addtocart')).toEqual([]);
    expect(offered((await ask(ctx.app, 7101, 'adddealtocart'))[0])).toEqual([4001, 4002]);
  });

  it('carries removeProducts for an upgrade', async () => {
    const [upgrade] = await ask(ctx.app, 3001, 'addtocart');
    expect(upgrade).toMatchObject({ upsellId: 5, removeProducts: [3001] });
    expect(offered(upgrade)).toEqual([3011]);
  });

  it('answers an empty list for a product no rule requires or an unknown product', async () => {
    expect(await ask(ctx.app, 2001, 'addtocart')).toEqual([]);
    expect(await ask(ctx.app, 999999, 'addtocart')).toEqual([]);
  });

  it('accepts lower-case fulfilmentType and no fulfilmentDateTime (ASAP: now at the store)', async () => {
    expect(ids(await ask(ctx.app, 1003, 'addtocart', { storeCode: 'nsw002', fulfilmentType: 'pickup' }))).toEqual([1]);
  });

  it('answers an empty list for an unknown store rather than 404 (logged as a warning)', async () => {
    expect(await ask(ctx.app, 1003, 'addtocart', { ...evening, storeCode: 'NOPE99' })).toEqual([]);
  });

  it('rejects a malformed body with 400 naming the fields', async () => {
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/marketing/upsells', payload });
    const bad = await post({ ...evening, productId: 'pizza', trigger: 'onhover' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['body.productId', 'body.trigger']);
    const missing = await post({ productId: 1003, trigger: 'addtocart' });
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'body.storeCode' })]);
    const skipped = await post({
      ...evening,
      fulfilmentDateTime: '2026-10-04T02:30',
      productId: 1003,
      trigger: 'addtocart',
    });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().errors).toEqual([expect.objectContaining({ field: 'body.fulfilmentDateTime' })]);
  });
});

/** Rewrites one seeded product before the app first reads the catalogue (it caches a minute). */
async function patchProduct(db: Db, productId: number, patch: object) {
  const [row] = await db.select({ data: products.data }).from(products).where(eq(products.productId, productId));
  const data = productSchema.parse({ ...productSchema.parse(row?.data), ...patch });
  await db.update(products).set({ data }).where(eq(products.productId, productId));
}

describe('POST /api/v1/marketing/upsells: stock and time', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
    const db = ctx.database.db;
    await patchProduct(db, 2001, { outOfStockStoreCodes: ['NSW002'] });
    await patchProduct(db, 6001, { outOfStockStoreCodes: ['NSW002'] });
    await patchProduct(db, 6004, {
      availability: { daysOfWeek: [0, 1, 2, 3, 4, 5, 6], fromTime: '11:00', toTime: '15:00' },
    });
  });
  afterAll(() => ctx.close());

  it('removes offered products out of stock at the store, keeping them elsewhere', async () => {
    expect(offered((await ask(ctx.app, 1003, 'addtocart'))[0])).toEqual([2002, 3012]);
    const melbourne = { ...evening, storeCode: 'VIC003' };
    expect(offered((await ask(ctx.app, 1003, 'addtocart', melbourne))[0])).toEqual([2001, 2002, 3012]);
  });

  it('removes products outside their window and drops an upsell left with nothing to offer', async () => {
    const noon = { ...evening, fulfilmentDateTime: '2026-11-24T12:00' };
    const atNoon = await ask(ctx.app, 1031, 'adddealtocart', noon);
    expect(ids(atNoon)).toEqual([6]);
    expect(offered(atNoon[0])).toEqual([6004]);
    expect(await ask(ctx.app, 1031, 'adddealtocart')).toEqual([]);
  });
});

describe('POST /api/v1/marketing/upsells: failures', () => {
  let ctx: TestContext;
  const logs: { level: number; msg: string }[] = [];

  /** The marketing routes alone, on a logger the test reads, with the catalogue it is given. */
  async function marketingApp(catalogue: ProductCatalogue) {
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const stores = storeService(storeDirectory(ctx.database.db), async () => null);
    await app.register(marketingRoutes, {
      prefix: '/api/v1',
      upsells: upsellService(catalogue, stores.requireStore),
      clock,
    });
    return app;
  }

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  it('answers 200 with an empty list and logs an error when the catalogue fails', async () => {
    const failing: ProductCatalogue = {
      snapshot: () => Promise.reject(new Error('connection reset')),
      reload: () => {},
    };
    const app = await marketingApp(failing);
    logs.length = 0;
    const offers = await ask(app, 1003, 'addtocart');
    expect(offers).toEqual([]);
    expect(logs).toEqual([expect.objectContaining({ level: 50, msg: 'upsells failed; answering an empty list' })]);
    await app.close();
  });

  it('logs an unknown store as a warning and answers an empty list', async () => {
    const app = await marketingApp(productCatalogue(ctx.database.db));
    logs.length = 0;
    expect(await ask(app, 1003, 'addtocart', { storeCode: 'NOPE99' })).toEqual([]);
    expect(logs).toEqual([expect.objectContaining({ level: 40, msg: 'upsells skipped: Store not found.' })]);
    await app.close();
  });

  it('missing product ids raise an error: logged, and the answer is still an empty list', async () => {
    const real = productCatalogue(ctx.database.db);
    const stale: ProductCatalogue = {
      reload: () => {},
      snapshot: async () => {
        const snapshot = await real.snapshot();
        return {
          ...snapshot,
          upsells: snapshot.upsells.map((u) => (u.upsellId === 1 ? { ...u, products: [2001, 999999] } : u)),
        };
      },
    };
    const app = await marketingApp(stale);
    logs.length = 0;
    expect(await ask(app, 1003, 'addtocart')).toEqual([]);
    expect(logs).toEqual([expect.objectContaining({ level: 50, msg: 'upsells failed; answering an empty list' })]);
    expect(JSON.stringify(logs[0])).toContain('Upsell 1 names product ids missing from the catalogue: 999999.');
    await app.close();
  });
});
