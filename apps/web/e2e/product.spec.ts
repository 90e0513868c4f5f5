// Builder journeys: a custom large pizza with a changed base and two added toppings priced right in
// the cart, the ingredient limit, alcohol needing food, editing a cart item, half-and-half, and a meal deal.
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

/** After an add, an upsell may offer more: say no. */
async function declineUpsell(page: Page) {
  await page.getByRole('button', { name: 'No thanks' }).click();
  await page.getByRole('button', { name: 'No thanks' }).waitFor({ state: 'detached' });
}

const cartLine = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('product builder', () => {
  it('builds a large pizza on stuffed crust with two more toppings and sees $19.95 in the cart', async () => {
    const { context, page, basket } = await freshBasket();
    await page.goto('/menu/pizza/classics-range');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Pepperoni', exact: true }).click();
    const builder = page.getByRole('dialog', { name: 'Pepperoni' });
    await builder.getByRole('radio', { name: /^Large/ }).check();
    // The card's plain link opened the builder inside the app (the grid's listener), not by a page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await builder.getByRole('radio', { name: /^Stuffed Crust/ }).check();
    await builder.getByRole('button', { name: 'Add Bacon' }).click();
    await builder.getByRole('button', { name: 'Add Mushrooms' }).click();
    await builder.getByText('4 of 10 toppings').waitFor();
    const add = builder.getByRole('button', { name: /Add to cart/ });
    expect(await add.textContent()).toContain('$19.95');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await add.click();
    await page.getByText('You have succesfully added Pepperoni to your cart.').waitFor();
    await page.waitForURL((url) => url.pathname === '/menu/pizza/classics-range');
    await declineUpsell(page);

    await page.goto('/cart');
    const line = cartLine(page, 'Pepperoni');
    await line
      .getByText('Large · Stuffed Crust (+$4.00) · Tomato sauce · Add Bacon (+$2.50) · Add Mushrooms (+$1.50)')
      .waitFor();
    await line.getByText('$19.95').waitFor();
    expect((await readBasket(page, basket)).basketTotal).toBe(1995);
    await context.close();
  });

  it('stops at the ingredient limit with the spec message', async () => {
    const { context, page } = await freshBasket(viewports.mobile);
    await page.goto('/menu/pizza/product/pizzas/pepperoni');
    const builder = page.getByRole('dialog', { name: 'Pepperoni' });
    for (const topping of ['Ham', 'Bacon', 'Italian Sausage', 'Seasoned Beef', 'Salami', 'Meatballs', 'Chicken']) {
      await builder.getByRole('button', { name: `Add ${topping}`, exact: true }).click();
    }
    await builder.getByRole('group', { name: 'Pepperoni portion' }).getByRole('radio', { name: 'Extra' }).check();
    await builder.getByText('10 of 10 toppings').waitFor();
    await builder.getByText('The Pepperoni can only contain a maximum of 10 toppings.').waitFor();
    expect(await builder.getByRole('button', { name: 'Add Mushrooms' }).isDisabled()).toBe(true);
    const hamPortion = builder.getByRole('group', { name: 'Ham portion' });
    expect(await hamPortion.getByRole('radio', { name: 'Extra' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await builder.getByRole('button', { name: 'Remove Ham' }).click();
    await builder.getByText('9 of 10 toppings').waitFor();
    expect(await builder.getByRole('button', { name: 'Add Mushrooms' }).isDisabled()).toBe(false);
    await context.close();
  });

  it('sells alcohol only with food, up to 6 standard drinks', async () => {
    const { context, page } = await freshBasket();
    await page.goto('/menu/alcohol/product/alcohol/pale-ale-375ml-can');
    let builder = page.getByRole('dialog', { name: 'Pale Ale 375ml Can' });
    await builder.getByText('Alcohol can only be purchased with a food item.').waitFor();
    expect(await builder.getByRole('button', { name: /Add to cart/ }).isDisabled()).toBe(true);

    await page.goto('/menu/pizza/product/pizzas/margherita');
    await page
      .getByRole('dialog', { name: 'Margherita' })
      .getByRole('button', { name: /Add to cart/ })
      .click();
    await page.getByText('You have succesfully added Margherita to your cart.').waitFor();
    await declineUpsell(page);

    await page.goto('/menu/alcohol/product/alcohol/pale-ale-375ml-can');
    builder = page.getByRole('dialog', { name: 'Pale Ale 375ml Can' });
    const add = builder.getByRole('button', { name: /Add to cart/ });
    await builder.getByRole('button', { name: 'Increase Pale Ale 375ml Can quantity' }).click({ clickCount: 4 });
    await builder.getByText('Sorry, you can only order a maximum of 6 standard drinks per order.').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await builder.getByRole('button', { name: 'Decrease Pale Ale 375ml Can quantity' }).click();
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await page.getByText('You have succesfully added Pale Ale 375ml Can to your cart.').waitFor();
    await page.goto('/cart');
    await cartLine(page, 'Pale Ale 375ml Can').getByText('$26.00').waitFor();
    await page.getByText(/Standard drinks in this order: 5.6 of 6/).waitFor();
    await context.close();
  });

  it('edits a cart item in the builder, prefilled from the cart', async () => {
    const { context, page } = await freshBasket(viewports.mobile);
    await page.goto('/menu/pizza/product/pizzas/pepperoni');
    let builder = page.getByRole('dialog', { name: 'Pepperoni' });
    await builder.getByRole('radio', { name: /^Large/ }).check();
    await builder.getByRole('radio', { name: /^Stuffed Crust/ }).check();
    await builder.getByRole('button', { name: 'Add Bacon' }).click();
    await builder.getByRole('button', { name: /Add to cart/ }).click();
    await page.getByText('You have succesfully added Pepperoni to your cart.').waitFor();
    await declineUpsell(page);

    await page.goto('/cart');
    await cartLine(page, 'Pepperoni').getByRole('link', { name: 'Edit Pepperoni' }).click();
    await page.waitForURL(/\/menu\/pizza\/product\/pizzas\/pepperoni\/[0-9a-f-]+$/);
    builder = page.getByRole('dialog', { name: 'Pepperoni' });
    await builder.getByText('You are changing an item already in your cart.').waitFor();
    expect(await builder.getByRole('radio', { name: /^Large/ }).isChecked()).toBe(true);
    expect(await builder.getByRole('radio', { name: /^Stuffed Crust/ }).isChecked()).toBe(true);
    await builder.getByRole('button', { name: 'Remove Bacon' }).waitFor();
    await builder.getByRole('radio', { name: /^Family/ }).check();
    await builder
      .getByText("Stuffed Crust isn't made in the Family size, so we've changed your base to Pan.")
      .waitFor();
    const update = builder.getByRole('button', { name: /Update item/ });
    expect(await update.textContent()).toContain('$18.45');
    await update.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText('You have succesfully updated Pepperoni in your cart.').waitFor();
    const line = cartLine(page, 'Pepperoni');
    await line.getByText(/^Family · Pan · Tomato sauce · /).waitFor();
    await line.getByText('$18.45').waitFor();
    await context.close();
  });

  it('lays out the toppings far below the opening screen only as they are scrolled to, and they work there', async () => {
    const { context, page } = await freshBasket(viewports.mobile);
    await page.goto('/menu/pizza/product/pizzas/margherita');
    const builder = page.getByRole('dialog', { name: 'Margherita' });
    await builder.getByRole('radio', { name: /^Personal/ }).waitFor();
    const lastGroup = builder.locator('.topping-group').last();
    // Its contents are skipped (content-visibility: auto) while the group is far from the screen.
    const drawn = () =>
      lastGroup.evaluate((group) => group.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    // Still named for assistive technology and find-in-page while skipped.
    expect(await lastGroup.getByRole('heading').textContent()).toBeTruthy();
    await lastGroup.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    const firstTopping = lastGroup.getByRole('button', { name: /^Add / }).first();
    const topping = (await firstTopping.getAttribute('aria-label'))!.replace(/^Add /, '');
    await firstTopping.click();
    await builder.getByRole('button', { name: `Remove ${topping}` }).waitFor();
    await context.close();
  });

  it('builds a half-and-half from two pizzas', async () => {
    const { context, page } = await freshBasket();
    await page.goto('/menu/pizza/product/halfnhalf/half-n-half');
    const builder = page.getByRole('dialog', { name: "Half 'n' Half" });
    await builder.getByLabel('Pizza for the second half').selectOption({ label: 'Garlic Prawn' });
    await builder.getByText('Customise the first half').waitFor();
    await builder.getByText('Customise the second half').click();
    await builder.getByRole('button', { name: 'Add Rocket' }).last().click();
    const add = builder.getByRole('button', { name: /Add to cart/ });
    expect(await add.textContent()).toContain('$18.45');
    await add.click();
    await page.getByText("You have succesfully added Half 'n' Half to your cart.").waitFor();
    await page.goto('/cart');
    const line = cartLine(page, "Half 'n' Half");
    await line.getByText(/^First half:/).waitFor();
    await line.getByText(/Garlic Prawn/).waitFor();
    await line.getByText('$18.45').waitFor();
    await context.close();
  });
});

describe('meal builder', () => {
  it('builds a meal deal slot by slot and adds it', async () => {
    const { context, page, basket } = await freshBasket(viewports.mobile);
    await page.goto('/menu/pizza-meals');
    await page.getByRole('link', { name: 'Family Feast', exact: true }).click();
    await page.waitForURL('**/pizza-meals/family-feast');
    await page.getByRole('heading', { level: 1, name: 'Family Feast' }).waitFor();
    const pizzas = page.getByRole('region', { name: /Large Pizzas/ });
    await pizzas.getByRole('button', { name: 'Decrease Pepperoni quantity' }).click();
    await pizzas.getByText('Choose 1 more.').waitFor();
    expect(await page.getByRole('button', { name: 'Choose every item' }).isDisabled()).toBe(true);
    await pizzas.getByRole('button', { name: 'Increase Hawaiian quantity' }).click();
    await pizzas.getByText('Large Pizzas: done.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pizzas.getByRole('button', { name: 'Next' }).click();
    const side = page.getByRole('region', { name: /Side/ });
    await side.getByRole('radio', { name: /Cheesy Garlic Bread/ }).check();
    await side.getByRole('button', { name: 'Next' }).click();
    const drink = page.getByRole('region', { name: /Drink/ });
    expect(await drink.getByRole('radio', { name: /Lemon Squash/ }).isDisabled()).toBe(true);
    await drink.getByRole('radio', { name: /Lemonade 1.25L/ }).check();
    const add = page.getByRole('button', { name: /Add to cart/ });
    expect(await add.textContent()).toContain('$44.95');
    await add.click();
    await page.waitForURL((url) => url.pathname === '/menu/pizza-meals');
    await page.getByText('You have succesfully added Family Feast to your cart.').waitFor();
    await declineUpsell(page);
    const saved = await readBasket(page, basket);
    expect(saved.groupedBasketItems.map((g) => [g.name, g.totalPrice])).toEqual([['Family Feast', 4495]]);

    await page.goto('/cart');
    const line = cartLine(page, 'Family Feast');
    await line.getByText('Hawaiian').waitFor();
    await line.getByText('Cheesy Garlic Bread').waitFor();
    await line.getByText('$44.95').waitFor();
    await line.getByRole('link', { name: 'Change items in Family Feast' }).click();
    await page.waitForURL(/\/pizza-meals\/family-feast\/[0-9a-f-]+$/);
    await page.getByText('You are changing a meal already in your cart.').waitFor();
    await page
      .getByRole('region', { name: /Large Pizzas/ })
      .getByText('Pepperoni, Hawaiian', { exact: false })
      .count();
    await page.getByRole('button', { name: /Update meal/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText('You have succesfully updated Family Feast in your cart.').waitFor();
    await context.close();
  });
});
