import { randomUUID } from 'node:crypto';
import { basketSchema, WEB_SCOPE, type Basket } from '@storefront/contract';
import { expect } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { testCard } from '../../local/payment-sandbox/test-cards.ts';
import type { Clock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { accessTokens } from '../customer/access-tokens.ts';
import { customerSecrets } from '../customer/customer-secrets.ts';

// Account tests make customers straight in the database and sign their tokens with the app's
// secret: sign-in itself (captchas, codes) has its own tests.
export const SECRET = 'account-tests-secret-0123456789-abcdefghij';

export const pickupAt1002 = { serviceType: 'Pickup', isAsap: true, storeId: 1002 };
export const deliveryFrom1002 = {
  serviceType: 'Delivery',
  isAsap: true,
  storeId: 1002,
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  latitude: -33.8136,
  longitude: 151.0034,
};
export const details = {
  firstName: 'Alex',
  lastName: 'Citizen',
  mobileNumber: '0412 345 678',
  email: 'alex@example.com',
};

export interface TestCustomer {
  customerId: string;
  userId: string;
  email: string;
  headers: { authorization: string };
}

export async function accountTestApp(clock: Clock, env: Record<string, string> = {}) {
  return buildTestApp({ clock, env: { CUSTOMER_AUTH_SECRET: SECRET, ...env } });
}

export async function newCustomer(ctx: TestContext, clock: Clock, name: string): Promise<TestCustomer> {
  const customerId = randomUUID();
  const userId = randomUUID();
  const email = `${name}.${customerId.slice(0, 8)}@example.com`;
  await ctx.database.db.insert(customers).values({
    customerId,
    userId,
    email,
    emailVerified: true,
    mobileNumber: null,
    firstName: name,
    lastName: 'Tester',
    hasEmailAccount: true,
    acceptTerms: true,
    createdAt: clock.now(),
  });
  return { customerId, userId, email, headers: await signedInHeaders(clock, customerId, userId) };
}

/** A fresh access token for the customer at the clock's time (tests that move the clock on hours). */
export async function signedInHeaders(clock: Clock, customerId: string, userId: string) {
  const { token } = await accessTokens(customerSecrets(SECRET), clock).issue({ customerId, userId, scope: WEB_SCOPE });
  return { authorization: `Bearer ${token}` };
}

/** A paid-in-store order from a new basket; `headers` signs it in (or not). */
export async function placeCashOrder(
  ctx: TestContext,
  headers: Record<string, string>,
  disposition: object = pickupAt1002,
  items: object[] = [{ productId: 1003, quantity: 1, sizeId: 2 }],
  voucherCodes: string[] = [],
  contact: object = details,
): Promise<{ basket: Basket; orderId: string; orderReference: string }> {
  const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', headers, payload: disposition });
  expect(created.statusCode, created.body).toBe(201);
  const basket = basketSchema.parse(created.json());
  const h = { 'x-session-id': basket.sessionId, ...headers };
  const url = `/api/v1/baskets/${basket.basketId}`;
  for (const item of items) {
    const added = await ctx.app.inject({ method: 'POST', url: `${url}/basketItems`, headers: h, payload: item });
    expect(added.statusCode, added.body).toBe(200);
  }
  for (const code of voucherCodes) {
    const applied = await ctx.app.inject({ method: 'POST', url: `${url}/applyvoucher/${code}`, headers: h });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const validated = await ctx.app.inject({ method: 'POST', url: `${url}/validateOrder`, headers: h, payload: contact });
  expect(validated.statusCode, validated.body).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `${url}/orders/cash`,
    headers: { ...h, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { basket, orderId: placed.json().orderId, orderReference: placed.json().orderReference };
}

/** The hosted fields for saving a card: a session for the account, the card posted straight to the sandbox. */
export async function enterCardFor(
  ctx: TestContext,
  who: TestCustomer,
  brand: 'Visa' | 'Mastercard' | 'Amex',
  outcome: 'success' | 'declined' | 'insufficient_funds',
): Promise<string> {
  const start = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/customer/${who.customerId}/card/initialise`,
    headers: who.headers,
    payload: { returnUrl: '/account/payment' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const { flexToken, tokeniseUrl } = start.json();
  const posted = await ctx.app.inject({
    method: 'POST',
    url: new URL(tokeniseUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number: testCard(brand, outcome).number,
      expiry: '04/29',
      securityCode: brand === 'Amex' ? '1234' : '123',
      name: 'Alex Citizen',
    }).toString(),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return flexToken as string;
}

/** A saved card for `who`, through the hosted fields and POST /customer/{id}/card. */
export async function saveCardFor(ctx: TestContext, who: TestCustomer, brand: 'Visa' | 'Mastercard' | 'Amex' = 'Visa') {
  const flexToken = await enterCardFor(ctx, who, brand, 'success');
  const saved = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/customer/${who.customerId}/card`,
    headers: who.headers,
    payload: { flexToken },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json() as { cardId: string; last4: string };
}
