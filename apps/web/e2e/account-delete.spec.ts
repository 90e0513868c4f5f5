// Deleting the account through the real API: a customer registers (code from the development
// outbox), orders a pickup paid in store, the store collects it (console API), and the customer
// deletes the account from /account/security. They end signed out; a sign-in with that e-mail finds
// no account (the outbox gets "no account with this address", no code); the order stays, but
// neither its page nor the store's console names the person any more. The database side (every table) is apps/api account-deletion.int.test.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';
import { newPerson, outboxMessage, outboxMessages, registerByEmail, type Person } from './support/customer.ts';
import { E2E_STAFF } from './support/staff-account.ts';

const ORDER_URL = /\/order\/([0-9a-f-]{36})$/;
// Names no other journey uses, so finding them anywhere means this person's details.
const NAMES = { first: 'Perpetua', last: 'Quillfeather' };

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
});

const expectAccessible = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

interface ConsoleOrder {
  orderId: string;
  status: string;
  customer: { name: string; mobileNumber: string; address: string | null };
}

/** The store console's API, signed in as the journeys' staff account. */
async function storeConsole() {
  const login = await fetch(`${baseURL()}/api/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_STAFF),
  });
  if (!login.ok) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    async order(orderId: string): Promise<ConsoleOrder> {
      const res = await fetch(`${baseURL()}/api/v1/staff/orders`, { headers });
      if (!res.ok) throw new Error(`staff orders: ${res.status}`);
      const found = ((await res.json()) as ConsoleOrder[]).find((o) => o.orderId === orderId);
      if (!found) throw new Error(`order ${orderId} is not on the console`);
      return found;
    },
    async move(orderId: string, status: string) {
      const res = await fetch(`${baseURL()}/api/v1/staff/orders/${orderId}/status`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ status }),
      });
      if (!res.ok) throw new Error(`move to ${status}: ${res.status} ${await res.text()}`);
    },
  };
}

/** Whether `text` holds anything that names the person. */
const namesPerson = (text: string, person: Person) =>
  [NAMES.first, NAMES.last, person.email, person.mobile, person.e164, person.e164.slice(3)].some((p) =>
    text.includes(p),
  );

describe('deleting the account', () => {
  it('signs the customer out, the e-mail finds no account, and the kept order no longer names them', async () => {
    context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    const person = newPerson('e2e-delete');
    await registerByEmail(page, person, NAMES);

    // An order paid in store, signed in: details come from the account.
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Mobile number').fill(person.mobile);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Pay in Store').check();
    await page.waitForURL(/\/checkout\/cash$/);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(ORDER_URL);
    const orderId = ORDER_URL.exec(new URL(page.url()).pathname)![1]!;
    const heading = page.getByRole('heading', { level: 1, name: /^Order [A-Z0-9]+$/ });
    await heading.waitFor();
    const reference = (await heading.textContent())!.replace(/^Order /, '');

    // The store sees who ordered; an order on its way would hold the deletion back, so it is collected.
    const store = await storeConsole();
    expect(namesPerson(JSON.stringify((await store.order(orderId)).customer), person)).toBe(true);
    for (const status of ['Preparing', 'Baking', 'QualityCheck', 'Ready', 'Collected']) {
      await store.move(orderId, status);
    }

    await page.goto('/account/security');
    await page.getByRole('heading', { level: 2, name: 'Delete your account' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('You have succesfully deleted your account', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // Signed out: the account asks to log in.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Create an account' }).waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();

    // The e-mail finds no account: no code, the message sent to an address without one. It is the
    // only message the outbox holds for her addresses: deletion erased the ones sent before.
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email or mobile number').fill(person.email);
    await page.getByRole('button', { name: 'Send my code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    const answer = await outboxMessage((m) => m.to === person.email, 'answer to the sign-in');
    expect(answer).toMatchObject({ subject: 'Red Roof Pizza: no account with this address', code: null });
    expect((await outboxMessages()).filter((m) => m.to === person.email || m.to === person.e164)).toHaveLength(1);

    // The order is kept: its page opens on this device, naming no one; the store's console no longer
    // shows the name or mobile.
    await page.goto(`/order/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order ${reference}` }).waitFor();
    await page.getByText('Collected', { exact: true }).first().waitFor();
    expect(namesPerson((await page.locator('body').textContent()) ?? '', person)).toBe(false);
    const kept = await store.order(orderId);
    expect(kept.status).toBe('Collected');
    expect(namesPerson(JSON.stringify(kept), person)).toBe(false);
  }, 120_000);
});
