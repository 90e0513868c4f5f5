// Reorder with a price change, end to end: a customer orders cheesy bread sticks and pizzas,
// head office raises the bread sticks' price in the marketing console, and the customer's
// reorder from /account/history shows that line's old and new price before anything is
// committed; after 'Reorder' the undo puts the previous basket back (decision 200).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';
import { newPerson, registerByEmail } from './support/customer.ts';
import { E2E_MARKETER } from './support/staff-account.ts';

const ORDER_URL = /\/order\/([0-9a-f-]{36})$/;
/** Cheesy Bread Sticks: no other journey orders them, so their price can change here. */
const BREAD_STICKS = { productId: 2005, name: 'Cheesy Bread Sticks' };

let browser: Browser;
const contexts: BrowserContext[] = [];
let seededPrice: number | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  // Put the bread sticks back at their menu price for any later journey.
  if (seededPrice !== null) await setPriceByApi(seededPrice);
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  return context.newPage();
}

async function marketerToken(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_MARKETER),
  });
  if (!res.ok) throw new Error(`staff login: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function setPriceByApi(priceCents: number) {
  const res = await fetch(`${baseURL()}/api/v1/menu-prices/${BREAD_STICKS.productId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await marketerToken()}` },
    body: JSON.stringify({ priceCents }),
  });
  if (!res.ok) throw new Error(`price: ${res.status} ${await res.text()}`);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const basketIdOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('pinia_basketSession') ?? '{}') as { state?: { basketId?: string } }).state
        ?.basketId,
  );

describe('reorder', () => {
  it('shows a line whose price changed since the order, then Undo puts the previous basket back', async () => {
    const page = await open(viewports.mobile);
    const person = newPerson('e2e-reorder');
    await registerByEmail(page, person);

    // An order paid in store, signed in.
    await createCheckoutBasket(page, {
      serviceType: 'Pickup',
      items: [...TWO_PIZZAS, { productId: BREAD_STICKS.productId, quantity: 1 }],
    });
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Mobile number').fill(person.mobile);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Pay in Store').check();
    await page.waitForURL(/\/checkout\/cash$/);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(ORDER_URL);

    // Head office raises the bread sticks by 50 cents in the marketing console.
    const console = await open(viewports.desktop);
    await console.goto('/marketing');
    await console.getByLabel('Username').fill(E2E_MARKETER.username);
    await console.getByLabel('Password').fill(E2E_MARKETER.password);
    await console.getByRole('button', { name: 'Sign in' }).click();
    await console.getByRole('tab', { name: 'Menu prices' }).click();
    await console.getByLabel('Find a product').fill(BREAD_STICKS.name);
    const product = console.getByRole('form', { name: BREAD_STICKS.name });
    const price = product.getByLabel(`Price of ${BREAD_STICKS.name}, dollars`);
    const was = Math.round(Number(await price.inputValue()) * 100);
    seededPrice = was;
    const now = was + 50;
    await price.fill((now / 100).toFixed(2));
    expect(await seriousA11yViolations(console)).toEqual([]);
    await product.getByRole('button', { name: `Save prices of ${BREAD_STICKS.name}` }).click();
    await product
      .getByRole('status')
      .getByText(`Saved: ${dollars(now)}.`, { exact: true })
      .waitFor();
    await product.getByText(`changed by ${E2E_MARKETER.username}`, { exact: false }).waitFor();

    // The order in history; reordering it reviews the change before anything is committed.
    await page.goto('/account/history');
    // The customer's only order.
    const order = page.getByRole('article', { name: /^Order / });
    await order.waitFor();
    expect(await order.count()).toBe(1);
    const basketBefore = await basketIdOf(page);
    await order.getByRole('button', { name: 'Reorder' }).click();
    const review = page.getByRole('dialog', { name: 'Review your reorder' });
    await review.waitFor();
    const changes = review.getByRole('list', { name: 'What changed' }).getByRole('listitem');
    expect(await changes.count()).toBe(1);
    await changes.getByText(`1 × ${BREAD_STICKS.name}`).waitFor();
    await changes.getByText(`was ${dollars(was)}, now ${dollars(now)}`).waitFor();
    await changes.getByText(`The price has changed from ${dollars(was)} to ${dollars(now)}.`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await basketIdOf(page)).toBe(basketBefore);

    await review.getByRole('button', { name: 'Reorder', exact: true }).click();
    await page.getByText('You have succesfully added your past order to your basket', { exact: true }).waitFor();
    const reordered = await basketIdOf(page);
    expect(reordered).toBeTruthy();
    expect(reordered).not.toBe(basketBefore);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Your basket is back as it was.', { exact: true }).waitFor();
    expect(await basketIdOf(page)).toBe(basketBefore);
  });
});
