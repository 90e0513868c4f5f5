// Saved cards through the real API and the sandbox gateway: a customer registers (code from the
// development outbox), pays for a pickup with a new card and ticks 'Save this card', finds it on
// /account/payment, then pays the next order with the saved card and its CVV. Our screens are
// checked with axe; the gateway's hosted card page is the provider's.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';

const ORDER_URL = /\/order\/([0-9a-f-]{36})$/;

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

function newPerson() {
  const tag = randomBytes(4).toString('hex');
  const digits = String(parseInt(tag, 16) % 100_000_000).padStart(8, '0');
  return { email: `e2e-cards-${tag}@example.com`, mobile: `04${digits}` };
}

async function signInCode(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/outbox/messages`);
    const { messages } = (await res.json()) as { messages: { to: string; code: string | null }[] };
    const found = messages.find((m) => m.to === email && m.code !== null);
    if (found) return found.code!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('No sign-in code arrived');
}

async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  const code = await signInCode(person.email);
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.waitForURL('**/account');
}

async function openCheckout(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
}

/** An expiry date a year from now, MM/YY. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

describe('saved cards', () => {
  it('a customer saves the card that paid an order, then pays the next order with it and its CVV', async () => {
    context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    const person = newPerson();
    await register(page, person);

    // First order: a new card, with 'Save this card' ticked before the gateway's card page.
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await openCheckout(page, person);
    expect(await page.getByRole('radio', { name: 'Saved card' }).count()).toBe(0);
    await page.getByLabel('Credit or debit card').check();
    await page.waitForURL(/\/checkout\/credit-card$/);
    await page.getByRole('checkbox', { name: 'Save this card to my account for next time' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Pay \$[\d.]+ by card$/ }).click();
    await page.waitForURL(/\/sandbox-gateway\/card\//);
    await page.locator('#number').fill('4111 1111 1111 1111');
    await page.locator('#expiry').fill(futureExpiry());
    await page.locator('#securityCode').fill('123');
    await page.locator('#name').fill('Sam Lee');
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.waitForURL(ORDER_URL);
    const firstOrder = ORDER_URL.exec(new URL(page.url()).pathname)![1]!;
    await page.getByText('Your card was saved to your account for next time.', { exact: true }).waitFor();

    // The account lists it as the default card.
    await page.goto('/account/payment');
    const saved = page.getByRole('listitem', { name: 'Visa ending 1111' });
    await saved.waitFor();
    await saved.getByText('Default').waitFor();
    await expectAccessible(page);

    // Second order: the saved card, default first, with the Visa's 3-digit CVV.
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await openCheckout(page, person);
    await page.getByRole('radio', { name: 'Saved card' }).check();
    await page.waitForURL(/\/checkout\/saved-card$/);
    const cards = page.getByRole('group', { name: 'Your saved cards' });
    await cards.getByRole('radio', { name: /Visa ending 1111 \(default\)/ }).waitFor();
    const cvv = page.getByLabel('CVV (3 digits)');
    expect(await cvv.getAttribute('maxlength')).toBe('3');
    await expectAccessible(page);
    // A code of the wrong length is refused before anything is sent.
    await cvv.fill('12');
    await page.getByRole('button', { name: /^Place order · \$[\d.]+$/ }).click();
    await page.getByText('Enter the 3-digit CVV of your Visa card.', { exact: true }).waitFor();
    await cvv.fill('123');
    await page.getByRole('button', { name: /^Place order · \$[\d.]+$/ }).click();
    await page.waitForURL(ORDER_URL);
    const secondOrder = ORDER_URL.exec(new URL(page.url()).pathname)![1]!;
    expect(secondOrder).not.toBe(firstOrder);

    // Both orders are in the history, each with its reorder.
    await page.goto('/account/history');
    const orders = page.getByRole('article', { name: /^Order / });
    await orders.nth(1).waitFor();
    expect(await orders.count()).toBe(2);
    expect(await orders.getByRole('button', { name: 'Reorder' }).count()).toBe(2);
    await expectAccessible(page);
  });
});
