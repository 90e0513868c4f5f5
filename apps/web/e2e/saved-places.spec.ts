// Saved places, end to end: a signed-in customer's pickup order saves its store, /account/details
// shows it under "Saved places", and removing it (after the confirmation) leaves the empty state,
// on screen and on the server after a reload. A delivery address is added through the address
// search, once a store is found that delivers there.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';
import { newPerson, registerByEmail } from './support/customer.ts';

const ORDER_URL = /\/order\/[0-9a-f-]{36}$/;
const EMPTY =
  'Nothing saved yet. Add a delivery address or find a store to save below; an order you place while logged in saves its address or store here too.';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  return context.newPage();
}

describe('saved places', () => {
  it('shows the pickup store an order saved, and removes it after a confirmation', async () => {
    const page = await open(viewports.mobile);
    const person = newPerson('e2e-places');
    await registerByEmail(page, person);

    await page.goto('/account/details');
    const places = page.getByRole('region', { name: 'Saved places' });
    await places.getByText(EMPTY, { exact: true }).waitFor();

    // A pickup order paid in store, signed in, saves its store.
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Mobile number').fill(person.mobile);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Pay in Store').check();
    await page.waitForURL(/\/checkout\/cash$/);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(ORDER_URL);

    await page.goto('/account/details');
    await places.getByRole('heading', { level: 3, name: 'Pickup store' }).waitFor();
    const remove = places.getByRole('button', { name: /^Remove saved pickup store .*Parramatta/ });
    await remove.waitFor();
    expect(await places.getByRole('heading', { name: 'Delivery address' }).count()).toBe(0);
    // The preferred order type needs both places saved.
    expect(await places.getByRole('group', { name: 'Preferred order type' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "Keep it" changes nothing; "Remove" forgets the store.
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove your saved pickup store?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await remove.waitFor();
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('You have succesfully removed your saved pickup store', { exact: true }).waitFor();
    await places.getByText(EMPTY, { exact: true }).waitFor();

    await page.reload();
    await places.getByText(EMPTY, { exact: true }).waitFor();
  });

  it('adds a delivery address a store delivers to, and refuses one nobody does', async () => {
    const page = await open(viewports.mobile);
    await registerByEmail(page, newPerson('e2e-address'));
    await page.goto('/account/details');
    const places = page.getByRole('region', { name: 'Saved places' });
    await places.getByText(EMPTY, { exact: true }).waitFor();

    const add = places.getByRole('button', { name: 'Add a delivery address' });
    const form = places.getByRole('group', { name: 'Add a delivery address' });
    const chooseStreet = async (postcode: string, suburb: string) => {
      await form.getByRole('combobox', { name: 'Delivery address' }).fill(postcode);
      await form.getByRole('option', { name: suburb, exact: true }).click();
      const street = form.getByRole('combobox', { name: 'Street address' });
      await street.fill('12 Smith St');
      await form.getByRole('option', { name: new RegExp(`12 Smith Street\\s*${suburb}`) }).click();
    };

    // Nobody delivers to Birdsville: nothing is saved, and the form stays open to try another.
    await add.click();
    await chooseStreet('4482', 'Birdsville QLD 4482');
    await form
      .getByRole('alert')
      .getByText(
        'No store delivers to 12 Smith Street, Birdsville yet, so it was not saved. Try another address, or save a pickup store instead.',
        { exact: true },
      )
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await places.getByText(EMPTY, { exact: true }).waitFor();

    // Parramatta's store delivers to Parramatta: saved, and still there after a reload.
    await add.click();
    await chooseStreet('2150', 'Parramatta NSW 2150');
    await page.getByText('You have succesfully saved your delivery address', { exact: true }).waitFor();
    await places.getByText('12 Smith Street, Parramatta NSW 2150', { exact: true }).waitFor();
    await page.reload();
    await places.getByText('12 Smith Street, Parramatta NSW 2150', { exact: true }).waitFor();
    expect(await places.getByText(EMPTY, { exact: true }).count()).toBe(0);
  });
});
