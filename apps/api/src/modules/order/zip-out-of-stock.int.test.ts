// Spec document 2, section 8: ZipPayOutOfStock. An item sells out while the customer approves the
// Zip payment on Zip's page: the Zip order is refused with that code and its message, and the
// approved Zip payment is cancelled (voided), so nothing is charged.
import { productSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { stores } from '@storefront/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { PaymentSandbox } from '../../local/payment-sandbox/payment-sandbox.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { zipOutOfStockMessage } from './zip-out-of-stock.ts';

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const GARLIC_BREAD = 2001;
const storeIdOf = (code: string) => stores.find((s) => s.code === code)!.storeId;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  // Garlic bread is sold out at Parramatta (NSW002) only. The catalogue is cached for a minute, so
  // "sold out while paying" is played by a cart built at another store and moved to Parramatta.
  const db = ctx.database.db;
  const [row] = await db.select({ data: products.data }).from(products).where(eq(products.productId, GARLIC_BREAD));
  const data = productSchema.parse({ ...productSchema.parse(row?.data), outOfStockStoreCodes: ['NSW002'] });
  await db.update(products).set({ data }).where(eq(products.productId, GARLIC_BREAD));
});
afterAll(() => ctx.close());

const client = checkoutClient(() => ctx);
const pickupAt = (code: string) => ({ serviceType: 'Pickup', isAsap: true, storeId: storeIdOf(code) });

describe('ZipPayOutOfStock', () => {
  it('a Zip order whose item sold out during the Zip payment: 409 ZipPayOutOfStock, and the Zip payment is cancelled', async () => {
    const basket = await client.readyBasket(
      [
        { productId: 1003, quantity: 1, sizeId: 2 },
        { productId: GARLIC_BREAD, quantity: 1 },
      ],
      pickupAt('NSW001'),
    );
    expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
    const paymentId = await client.payOnProviderPage(basket, 'initialiseZipPay', 'approve');
    expect((await client.call(basket, 'PATCH', '', pickupAt('NSW002'))).statusCode).toBe(200);

    const res = await client.place(basket, 'zip', { paymentId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ZipPayOutOfStock',
      message: zipOutOfStockMessage('Sorry, Garlic Bread is sold out at this store.'),
    });
    expect(res.json().message).toBe(
      'Sorry, Garlic Bread is sold out at this store. Your Zip payment has been cancelled and you have not been charged. Please review your cart.',
    );

    const sandbox = new PaymentSandbox({ db: ctx.database.db, clock, returnOrigins: [] });
    const { authorisationId } = await sandbox.getRedirectPayment(paymentId);
    expect((await sandbox.getAuthorisation(authorisationId!)).status).toBe('voided');
  });

  it('other methods keep the plain 404 BasketItemNotFound', async () => {
    const basket = await client.readyBasket(
      [
        { productId: 1003, quantity: 1, sizeId: 2 },
        { productId: GARLIC_BREAD, quantity: 1 },
      ],
      pickupAt('NSW001'),
    );
    expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
    expect((await client.call(basket, 'PATCH', '', pickupAt('NSW002'))).statusCode).toBe(200);
    const res = await client.place(basket, 'cash');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BasketItemNotFound');
  });
});
