import { addressPicklistSchema, addressSchema, problemSchema } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(() => ctx.close());

const search = (text: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/address/search', query: { text } });
const get = (moniker: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/address/${encodeURIComponent(moniker)}` });

describe('GET /api/v1/address/search', () => {
  it('answers every locality of postcode 2150', async () => {
    const res = await search('2150');
    expect(res.statusCode).toBe(200);
    const localities = addressPicklistSchema.parse(res.json()).picklist.map((s) => s.locality);
    expect(localities).toEqual(expect.arrayContaining(['Parramatta', 'Harris Park']));
  });

  it('names the offending field when the text is under 3 characters', async () => {
    const res = await search('  ab ');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = problemSchema.parse(res.json());
    expect(body).toMatchObject({ status: 400, code: 'InvalidRequest' });
    expect(body.errors).toEqual([expect.objectContaining({ field: 'query.text' })]);
  });

  it('refuses text over 200 characters and a missing text', async () => {
    const long = await search('a'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'query.text' })]);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/address/search' });
    expect(missing.statusCode).toBe(400);
  });

  it.each([
    "'; DROP TABLE customers; --",
    "1' OR '1'='1",
    '%00%00%00',
    '北京市朝阳区',
    'Zürich Straße 12',
    '🍕🍕🍕🍕',
    '../../../etc/passwd',
  ])('answers %j with a sensible picklist, never an error', async (text) => {
    const res = await search(text);
    expect(res.statusCode).toBe(200);
    expect(addressPicklistSchema.parse(res.json()).picklist.length).toBeLessThanOrEqual(25);
  });

  it('is documented in the OpenAPI document under the address tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.paths['/api/v1/address/search'].get.tags).toEqual(['address']);
    expect(doc.paths['/api/v1/address/{moniker}'].get.responses['404']).toBeDefined();
  });
});

describe('GET /api/v1/address/{moniker}', () => {
  it('gets the address a search suggestion names, with coordinates in its suburb', async () => {
    const found = addressPicklistSchema.parse((await search('12 Smith St Parramatta')).json());
    const first = found.picklist[0];
    expect(first?.text).toBe('12 Smith Street, Parramatta NSW 2150');

    const res = await get(first?.moniker ?? '');
    expect(res.statusCode).toBe(200);
    const address = addressSchema.parse(res.json());
    expect(address.addressLines).toEqual({
      street: '12 Smith Street',
      locality: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
    });
    expect(address.latitude).toBeCloseTo(-33.81, 1);
    expect(address.longitude).toBeCloseTo(151.0, 1);
    expect(address.moniker).toBe(first?.moniker);
  });

  it('answers 404 problem+json for an unknown or tampered moniker', async () => {
    const [first] = addressPicklistSchema.parse((await search('Harris Park')).json()).picklist;
    for (const moniker of ['not-a-moniker', `${first?.moniker ?? ''}x`, "'; DROP TABLE x; --"]) {
      const res = await get(moniker);
      expect(res.statusCode, moniker).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemSchema.parse(res.json())).toMatchObject({
        status: 404,
        code: 'NotFound',
        message: 'Address not found.',
      });
    }
  });
});
