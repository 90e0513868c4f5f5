// Voucher journeys (issue 6): a code in the offers link before and after choosing a location, a
// pickup-only voucher on a delivery basket switched by the offered button, and a deal voucher
// built through the meal builder. Baskets are made from the page (support/voucher-basket.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createBasketFromPage, largePepperoni, readBasketFromPage, rememberBasket } from './support/voucher-basket.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pendingVoucher = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('pinia_pendingVoucher') ?? 'null')?.state?.pendingVoucher ?? null,
  );

/**
 * Makes a basket from a same-origin page the app does not run on (a running app could persist its
 * own empty session over the one written here), then opens `path` with it as the session.
 */
async function withBasket(page: Page, options: Parameters<typeof createBasketFromPage>[1], path = '/offers') {
  await page.goto('/readyz');
  const basket = await createBasketFromPage(page, options);
  await rememberBasket(page, basket);
  await page.goto(path);
  return basket;
}

describe('/offers/{voucherCode}', () => {
  it('before a location: asks for one, keeps the code waiting, and applies it once the session exists', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/offers/SAVE20');

    // The localisation modal asks for a location; the page says the code is waiting.
    await page.locator('dialog[open]').first().waitFor();
    await page.getByText(/Your voucher SAVE20 is ready/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/offers');
    expect(await pendingVoucher(page)).toBe('SAVE20');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').first().waitFor({ state: 'detached' });

    // The location session is saved (a delivery basket with $35.85 of pizza); the offers page opens again.
    await withBasket(page, { serviceType: 'Delivery', items: [largePepperoni(3)] }, '/offers');

    await page.getByText(/^SAVE20 applied: 20% off\. You save \$\d+\.\d\d\.$/).waitFor();
    const vouchers = page.getByRole('region', { name: 'Your vouchers' });
    await vouchers.getByRole('button', { name: 'Remove voucher SAVE20' }).waitFor();
    expect(await pendingVoucher(page)).toBeNull();
    const saved = await readBasketFromPage(page);
    expect(saved.vouchers.map((v) => v.voucherCode)).toEqual(['SAVE20']);
    expect(saved.discount).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('with a basket: FREEGARLIC goes on at once, the garlic bread free, and comes off with Remove', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await withBasket(page, { serviceType: 'Pickup' }, '/offers/FREEGARLIC');

    await page.getByText('FREEGARLIC applied: Garlic Bread added to your cart free.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/offers');
    const saved = await readBasketFromPage(page);
    const garlic = saved.basketItems.find((i) => i.voucherCode === 'FREEGARLIC');
    expect(garlic).toMatchObject({ name: 'Garlic Bread', totalPrice: 0 });
    expect(saved.totalSavings).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const applied = page.getByRole('button', { name: /^Applied: Free garlic bread/ });
    await applied.waitFor();
    await page.getByRole('button', { name: 'Remove voucher FREEGARLIC' }).click();
    await page.getByRole('button', { name: /^Apply FREEGARLIC/ }).waitFor();
    expect((await readBasketFromPage(page)).basketItems).toEqual([]);
    await context.close();
  });
});

describe('the cart’s "Have a code?" field', () => {
  it('says how much more SAVE20 needs in the cart, then applies it there once the basket reaches $30', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    const small = await withBasket(page, { serviceType: 'Pickup', items: [largePepperoni(1)] }, '/cart');
    const shortfall = ((3000 - small.basketSubTotal) / 100).toFixed(2);

    const field = page.getByRole('textbox', { name: 'Have a code?' });
    await field.fill('save20');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: `Add $${shortfall} more to use SAVE20` });
    await refusal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await withBasket(page, { serviceType: 'Pickup', items: [largePepperoni(3)] }, '/cart');
    await page.getByRole('textbox', { name: 'Have a code?' }).fill('SAVE20');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(/^SAVE20 applied: 20% off\. You save \$\d+\.\d\d\.$/).waitFor();
    await page.getByRole('button', { name: 'Remove voucher SAVE20' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect((await readBasketFromPage(page)).vouchers.map((v) => v.voucherCode)).toEqual(['SAVE20']);
    await context.close();
  });
});

describe('a voucher for the other service type', () => {
  it('switches a delivery basket to pickup with the offered button, then applies PICKUP25', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    const basket = await withBasket(page, { serviceType: 'Delivery', items: [largePepperoni(2)] }, '/offers/PICKUP25');
    expect(basket.serviceType).toBe('Delivery');

    const refusal = page.getByRole('alert').filter({ hasText: 'This voucher is only available for pickup orders.' });
    await refusal.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await refusal.getByRole('button', { name: 'Change to Pickup' }).click();

    await page.getByText(/^PICKUP25 applied: 25% off pickup\. You save \$\d+\.\d\d\.$/).waitFor();
    const saved = await readBasketFromPage(page);
    expect(saved.serviceType).toBe('Pickup');
    expect(saved.storeInfo.storeId).toBe(basket.storeInfo.storeId);
    expect(saved.vouchers.map((v) => v.voucherCode)).toEqual(['PICKUP25']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a deal voucher', () => {
  it('opens the meal builder with the code, and the built deal carries it into the basket', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await withBasket(page, { serviceType: 'Pickup' }, '/coupons');
    await page.getByRole('list', { name: 'Exclusive deals' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Apply LARGE995/ }).click();
    await page.waitForURL('**/pizza-meals/large-classic-pizza-9-95?voucherCode=LARGE995');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/pizza-meals/large-classic-pizza-9-95?voucherCode=LARGE995');

    // The meal builder: every slot starts on its default choice, so the deal can go straight in.
    const add = page.getByRole('button', { name: /^Add to cart/ });
    await add.waitFor({ timeout: 15_000 });
    await add.click();
    await page.waitForURL((u) => !u.pathname.startsWith('/pizza-meals/'));
    const saved = await readBasketFromPage(page);
    const deal = saved.groupedBasketItems.find((g) => g.voucherCode === 'LARGE995');
    expect(deal).toMatchObject({ slug: 'large-classic-pizza-9-95', isVoucher: true });

    // Its saving shows with the applied vouchers.
    await page.goto('/coupons');
    await page.getByRole('region', { name: 'Your vouchers' }).getByText('LARGE995').waitFor();
    await context.close();
  });
});
