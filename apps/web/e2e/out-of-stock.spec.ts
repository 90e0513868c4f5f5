// Out of stock after ordering (docs/out-of-stock.md): staff mark a line of a received order on the
// console; the guest's order page asks live; one guest swaps for the suggestion by keyboard, another
// (paid by card through the sandbox) drops the line and sees the partial refund. The refund's cents
// in the sandbox's own tables are checked by apps/api/src/modules/order/out-of-stock.int.test.ts;
// here it shows where the customer and the store see it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';
import { placeGuestOrder } from './support/guest-order.ts';
import { E2E_STAFF as STAFF } from './support/staff-account.ts';

const ORDER_URL = /\/order\/([0-9a-f-]{36})$/;

let browser: Browser;
let staffContext: BrowserContext;
let staff: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  staffContext = await newContext(browser, viewports.desktop);
  staff = await staffContext.newPage();
  await staff.goto('/store-console');
  await staff.getByLabel('Username').fill(STAFF.username);
  await staff.getByLabel('Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.getByText('Live: new orders appear by themselves.').waitFor();
});
afterAll(async () => {
  await staffContext?.close();
  await browser?.close();
});

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The order's card on the console, once it has arrived by the stream. */
async function consoleCard(reference: string) {
  const card = staff.locator('article', { has: staff.getByRole('heading', { name: reference }) });
  await card.waitFor();
  return card;
}

/** An expiry date a year from now, MM/YY. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

describe('out of stock after ordering', () => {
  it('staff mark a line; the guest swaps it for the suggestion by keyboard, live on the order page', async () => {
    const guestContext = await newContext(browser, viewports.mobile);
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const order = await placeGuestOrder(guest);
    await guest.goto(`/order/${order.orderId}`);
    await guest.getByText('Live: this page updates by itself.').waitFor();

    const card = await consoleCard(order.orderReference);
    await card.getByRole('button', { name: 'Mark Pepperoni out of stock' }).focus();
    await staff.keyboard.press('Enter');
    await card.getByText(/^Waiting for the customer:/).waitFor();
    // The kitchen cannot move the order past Preparing while the customer decides.
    await card.getByRole('button', { name: 'Mark Preparing' }).click();
    await card.getByRole('button', { name: 'Mark Baking' }).click();
    expect(await card.getByRole('alert').textContent()).toMatch(/^Waiting for the customer to answer about Pepperoni/);
    await expectAccessible(staff);

    // The question reaches the open order page without a reload.
    const panel = guest.getByRole('region', { name: 'Pepperoni is out of stock' });
    await panel.waitFor();
    await expectAccessible(guest);
    const swap = panel.getByRole('button', { name: /^Swap for / });
    const replacement = /^Swap for (.+?)( \(|$)/.exec((await swap.textContent()) ?? '')![1]!;
    await swap.focus();
    await guest.keyboard.press('Enter');
    await guest.getByRole('heading', { name: 'Changes to your order' }).waitFor();
    // The settled section (the same words are also announced by a screen-reader-only status).
    await guest
      .getByRole('region', { name: 'Changes to your order' })
      .getByText(`You chose to swap Pepperoni for ${replacement}.`)
      .waitFor();
    await guest.getByRole('list', { name: 'Items ordered' }).getByText(replacement).first().waitFor();

    // The console shows the answer and the order can move on.
    await card.getByText(`Pepperoni: swapped for ${replacement} by the customer`).waitFor();
    await card.getByRole('button', { name: 'Mark Baking' }).click();
    await card.getByText('Baking', { exact: true }).first().waitFor();
    await guestContext.close();
  });

  it('a card order: the guest drops the line and sees the partial refund; the total is lower', async () => {
    const guestContext = await newContext(browser, viewports.mobile);
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const basket = await createCheckoutBasket(guest, {
      serviceType: 'Pickup',
      items: [...TWO_PIZZAS, { productId: 1003, quantity: 1, sizeId: 1 }],
    });
    await guest.goto('/checkout');
    await guest.getByLabel('Mobile number').fill('0412 345 678');
    await guest.getByLabel('Email', { exact: true }).fill('alex@example.com');
    await guest.getByLabel('Credit or debit card').check();
    await guest.getByRole('button', { name: /^Pay \$[\d.]+ by card$/ }).click();
    await guest.waitForURL(/\/sandbox-gateway\/card\//);
    await guest.locator('#number').fill('4111 1111 1111 1111');
    await guest.locator('#expiry').fill(futureExpiry());
    await guest.locator('#securityCode').fill('123');
    await guest.locator('#name').fill('Alex Citizen');
    await guest.getByRole('button', { name: 'Use this card' }).click();
    await guest.waitForURL(ORDER_URL);
    // The page is titled 'Your order' until the order has loaded, then 'Order {reference}'.
    const heading = guest.getByRole('heading', { level: 1, name: /^Order \w+$/ });
    await heading.waitFor();
    const reference = /^Order (\w+)$/.exec((await heading.textContent()) ?? '')![1]!;

    const card = await consoleCard(reference);
    await card.getByRole('button', { name: 'Mark Pepperoni out of stock' }).first().click();
    await card.getByText(/^Waiting for the customer:/).waitFor();

    const panel = guest.getByRole('region', { name: 'Pepperoni is out of stock' });
    const drop = panel.getByRole('button', { name: /^Drop Pepperoni/ });
    // '(…$N.NN back to your payment)': the line less its share of any discount, in cents.
    const refund = /\((\$[\d.]+) back to your payment\)/.exec((await drop.textContent()) ?? '')![1]!;
    await drop.click();
    await guest
      .getByRole('region', { name: 'Changes to your order' })
      .getByText(`You chose to drop Pepperoni. ${refund} is going back to your payment.`)
      .waitFor();
    const paid = basket.basketTotal;
    const total = Math.round(Number(refund.slice(1)) * 100);
    await guest
      .getByText(`$${((paid - total) / 100).toFixed(2)}`)
      .first()
      .waitFor();

    // The console's ticket says what went back to the card.
    await card.getByText(`Pepperoni: dropped by the customer; ${refund} refunded`).waitFor();
    await guestContext.close();
  });
});
