// Cart journeys: lines with parts, quantity, remove, empty the cart with its confirm and messages,
// the empty state, the cart sheet from the bottom navigation, and checkout.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, readBasket, startPickupBasket } from './support/basket.ts';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createBasketFromPage, largePepperoni, readBasketFromPage, rememberBasket } from './support/voucher-basket.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const EMPTY = 'Your cart is currently empty. Browse the menu and start your order.';

describe('cart', () => {
  it('is empty before anything is added', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/cart');
    await page.getByText(EMPTY).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`changes quantities, removes a line and empties the cart at ${viewport.width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/');
      const basket = await startPickupBasket(page);
      await addItems(page, basket, [
        { productId: 1003, quantity: 1, sizeId: 2, baseId: 703 },
        { productId: 2001, quantity: 1 },
      ]);
      await page.goto('/cart');
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      await lines.getByText('Large · Stuffed Crust (+$4.00) · Tomato sauce').waitFor();
      const total = page.locator('.cart-totals__total dd');
      expect(await total.textContent()).toBe('$21.90');
      expect(await seriousA11yViolations(page), name).toEqual([]);

      await page.getByRole('button', { name: 'Increase Garlic Bread quantity' }).click();
      await page.getByText('You have succesfully updated Garlic Bread in your cart.').waitFor();
      await page.waitForFunction(() => document.querySelector('.cart-totals__total dd')?.textContent === '$27.85');
      expect((await readBasket(page, basket)).basketTotal).toBe(2785);

      await page.getByRole('button', { name: 'Remove Garlic Bread' }).click();
      await page.getByText('You have succesfully removed Garlic Bread from your cart.').waitFor();
      await page.waitForFunction(() => document.querySelector('.cart-totals__total dd')?.textContent === '$15.95');

      await page.getByRole('button', { name: 'Empty cart' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('Are you sure you want to empty your cart?').waitFor();
      await confirm.getByRole('button', { name: 'Empty cart' }).click();
      await page.getByText('Your cart has been emptied.').waitFor();
      await page.getByText(EMPTY).waitFor();
      expect((await readBasket(page, basket)).basketItems).toEqual([]);
      await context.close();
    });
  }

  it('opens from the bottom navigation with the items, and checks out (a scheduled pickup)', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await page.goto('/');
    const basket = await startPickupBasket(page, { scheduled: true });
    expect(basket.isAsap).toBe(false);
    await addItems(page, basket, [{ productId: 1001, quantity: 2, sizeId: 2 }]);
    await page.goto('/menu/pizza');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your cart' });
    await sheet.getByRole('heading', { name: 'Margherita' }).waitFor();
    await sheet.getByText('$23.90').first().waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)).then(() => undefined));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout'));
    await context.close();
  });
});

describe('the cart delivery/pickup toggle modal', () => {
  it('switches a delivery basket to pickup at the same store, items kept, without leaving the cart', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await page.goto('/readyz');
    const basket = await createBasketFromPage(page, { serviceType: 'Delivery', items: [largePepperoni(2)] });
    await rememberBasket(page, basket);
    await page.goto('/cart');
    await page.getByText(/2 items for delivery from Red Roof Pizza Parramatta/).waitFor();

    await page.getByRole('button', { name: 'Change to pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery or pickup?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Delivery' }).getAttribute('aria-checked')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: 'Pickup' }).click();
    await page.getByRole('status').getByText('Pickup details saved').waitFor();
    await page.getByText(/2 items for pickup from Red Roof Pizza Parramatta/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
    const saved = await readBasketFromPage(page);
    expect(saved).toMatchObject({ basketId: basket.basketId, serviceType: 'Pickup' });
    expect(saved.storeInfo.storeId).toBe(basket.storeInfo.storeId);
    expect(saved.basketItems.map((item) => item.quantity)).toEqual([2]);
    await context.close();
  });
});
