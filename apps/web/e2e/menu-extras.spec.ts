// Menu extras: the dietary filter leaves only vegan products (and keeps itself in the URL), and a
// half-and-half with extra cheese on one half is priced right in the builder, the cart and on the
// server (decisions 178 and 182).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBasket, startPickupBasket } from './support/basket.ts';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function freshBasket(viewport: { width: number; height: number } = viewports.desktop) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto('/');
  const basket = await startPickupBasket(page);
  return { context, page, basket };
}

const productCards = (page: Page) => page.getByRole('list', { name: /products$/ }).getByRole('article');

describe('dietary filters', () => {
  it('a vegan filter leaves only vegan products, says how many, and stays in the URL', async () => {
    const { context, page } = await freshBasket(viewports.mobile);
    await page.goto('/menu/sides');
    await page.getByRole('heading', { level: 3, name: 'Garlic Bread', exact: true }).waitFor();
    const before = await productCards(page).count();

    await page.getByText('Dietary and allergen filters').click();
    await page.getByRole('group', { name: 'Dietary' }).getByRole('checkbox', { name: 'Vegan' }).check();
    await page.waitForURL((url) => url.searchParams.get('diet') === 'vegan');
    await page.getByRole('heading', { level: 3, name: 'Garlic Bread', exact: true }).waitFor({ state: 'detached' });

    const cards = productCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(before);
    for (let i = 0; i < count; i += 1) {
      expect(await cards.nth(i).getByRole('list', { name: 'Tags' }).getByText('Vegan', { exact: true }).count()).toBe(
        1,
      );
    }
    await page.getByText(`${count} ${count === 1 ? 'product matches' : 'products match'}: Vegan.`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Kept for the visit: another menu page opens with the filter in its URL.
    await page.goto('/menu/desserts');
    await page.waitForURL((url) => url.pathname === '/menu/desserts' && url.searchParams.get('diet') === 'vegan');
    await context.close();
  });
});

describe('topping portions', () => {
  it('a half-and-half with extra cheese on one half at the right price', async () => {
    const { context, page, basket } = await freshBasket();
    await page.goto('/menu/pizza/product/halfnhalf/half-n-half');
    const builder = page.getByRole('dialog', { name: "Half 'n' Half" });
    // Large: $16.95, Pepperoni on the first half and Hawaiian on the second, as it comes.
    const add = builder.getByRole('button', { name: /Add to cart/ });
    await builder.getByText('Customise the first half').click();
    const firstHalf = builder.locator('details', { hasText: 'Customise the first half' });
    await firstHalf.getByRole('group', { name: 'Mozzarella portion' }).getByRole('radio', { name: 'Extra' }).check();
    // Extra mozzarella: its add price ($2.00) again, on the first half only.
    await builder
      .getByText(/\$18\.95/)
      .first()
      .waitFor();
    expect(await add.textContent()).toContain('$18.95');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await add.click();
    await page.getByText("You have succesfully added Half 'n' Half to your cart.").waitFor();

    const server = await readBasket(page, basket);
    expect(server.basketItems.find((i) => i.name === "Half 'n' Half")?.totalPrice).toBe(1895);

    await page.goto('/cart');
    const line = page
      .getByRole('list', { name: 'Items in your cart' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: "Half 'n' Half", exact: true }) });
    await line.getByText(/First half:/).waitFor();
    await line.getByText(/Extra Mozzarella \(\+\$2\.00\)/).waitFor();
    await line.getByText('$18.95').waitFor();
    await context.close();
  });
});
