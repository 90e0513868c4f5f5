import { customerSchema, savedPlacesSchema } from '@storefront/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  deliveryFrom1002,
  newCustomer,
  pickupAt1002,
  placeCashOrder,
  type TestCustomer,
} from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

const call = (who: TestCustomer, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/customer/${who.customerId}${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const places = async (who: TestCustomer) => savedPlacesSchema.parse((await call(who, 'GET', '/disposition')).json());
const summary = async (who: TestCustomer) =>
  customerSchema.parse((await call(who, 'GET', '')).json()).dispositionPreference;

it("after ordering, a signed-in customer's pickup store, then delivery address, is saved; the order type only once both are", async () => {
  const nina = await newCustomer(ctx, clock, 'nina');
  expect(await places(nina)).toEqual({ serviceType: null, store: null, address: null });

  await placeCashOrder(ctx, nina.headers, pickupAt1002);
  const afterPickup = await places(nina);
  expect(afterPickup.store?.storeId).toBe(1002);
  expect(afterPickup.store?.name).toBeTruthy();
  expect(afterPickup.address).toBeNull();
  expect(afterPickup.serviceType).toBeNull();
  expect(await summary(nina)).toEqual({ storeId: 1002, address: null, serviceType: null });

  await placeCashOrder(ctx, nina.headers, deliveryFrom1002, [{ productId: 1003, quantity: 2, sizeId: 2 }]);
  const afterDelivery = await places(nina);
  expect(afterDelivery.address).toEqual({
    address: '12 Smith Street',
    city: 'Parramatta',
    state: 'NSW',
    postalCode: '2150',
    latitude: -33.8136,
    longitude: 151.0034,
  });
  expect(afterDelivery.serviceType).toBe('Delivery');
  expect(await summary(nina)).toEqual({
    storeId: 1002,
    address: '12 Smith Street, Parramatta NSW 2150',
    serviceType: 'delivery',
  });
});

it("a guest's order saves nothing for anyone", async () => {
  const omar = await newCustomer(ctx, clock, 'omar');
  await placeCashOrder(ctx, {}, pickupAt1002);
  expect(await places(omar)).toEqual({ serviceType: null, store: null, address: null });
});

it('saves and forgets the store and address by hand; the preferred type needs both, and goes when one goes', async () => {
  const pia = await newCustomer(ctx, clock, 'pia');
  const early = await call(pia, 'POST', '/disposition', { serviceType: 'Pickup' });
  expect(early.statusCode).toBe(409);
  expect(early.body).toContain('body.serviceType');

  expect((await call(pia, 'POST', '/store', { storeId: 1002 })).statusCode).toBe(200);
  const { latitude, longitude, address, city, state, postalCode } = deliveryFrom1002;
  const saved = await call(pia, 'POST', '/address', { address, city, state, postalCode, latitude, longitude });
  expect(saved.statusCode).toBe(200);
  expect(savedPlacesSchema.parse(saved.json()).serviceType).toBeNull();

  const chosen = await call(pia, 'POST', '/disposition', { serviceType: 'pickup' });
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json().serviceType).toBe('Pickup');

  const forgotten = savedPlacesSchema.parse((await call(pia, 'DELETE', '/address')).json());
  expect(forgotten).toMatchObject({ address: null, serviceType: null });
  expect(forgotten.store?.storeId).toBe(1002);
  expect(savedPlacesSchema.parse((await call(pia, 'DELETE', '/store')).json())).toEqual({
    serviceType: null,
    store: null,
    address: null,
  });
  expect(await summary(pia)).toBeNull();
});

it('saves no delivery address that no store delivers to: 406 NoStoresFound, and the saved one stays', async () => {
  const rae = await newCustomer(ctx, clock, 'rae');
  const { latitude, longitude, address, city, state, postalCode } = deliveryFrom1002;
  expect(
    (await call(rae, 'POST', '/address', { address, city, state, postalCode, latitude, longitude })).statusCode,
  ).toBe(200);
  const birdsville = {
    address: '12 Smith Street',
    city: 'Birdsville',
    state: 'QLD',
    postalCode: '4482',
    latitude: -25.8986,
    longitude: 139.3512,
  };
  const refused = await call(rae, 'POST', '/address', birdsville);
  expect(refused.statusCode).toBe(406);
  expect(refused.json()).toMatchObject({
    code: 'NoStoresFound',
    message: 'No stores deliver to this address. You may be able to pick up from a nearby store.',
  });
  expect((await places(rae)).address).toMatchObject({ address: '12 Smith Street', city: 'Parramatta' });
  expect((await summary(rae))?.address).toBe('12 Smith Street, Parramatta NSW 2150');
});

it('refuses an unknown store or a bad address with 400 naming the field, and changes nothing', async () => {
  const quinn = await newCustomer(ctx, clock, 'quinn');
  const unknown = await call(quinn, 'POST', '/store', { storeId: 999999 });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.body).toContain('body.storeId');
  const badAddress = await call(quinn, 'POST', '/address', { ...deliveryFrom1002, postalCode: 'abc' });
  expect(badAddress.statusCode).toBe(400);
  expect(badAddress.body).toContain('postalCode');
  const badType = await call(quinn, 'POST', '/disposition', { serviceType: 'DineIn' });
  expect(badType.statusCode).toBe(400);
  expect(await places(quinn)).toEqual({ serviceType: null, store: null, address: null });
});
