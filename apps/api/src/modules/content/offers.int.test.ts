import { offersContentSchema } from '@storefront/contract';
import { offerCards } from '@storefront/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/v1/offers', () => {
  it('answers the seeded categories and cards in order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/offers' });
    expect(res.statusCode).toBe(200);
    const body = offersContentSchema.parse(res.json());
    expect(body.offers.map((o) => o.offerId)).toEqual(offerCards.map((o) => o.offerId));
    expect(body.categories.map((c) => c.code)).toEqual(['value', 'pickup', 'lunch', 'online-exclusive']);
  });
});
