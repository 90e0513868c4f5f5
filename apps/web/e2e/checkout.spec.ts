// Checkout journeys through the real API and the sandbox payment gateway: card with 3-D Secure,
// pay in store, a Zip decline then a card, a free basket, Click to Pay with a wallet card, Afterpay
// with its four payments, and the captcha after three declined cards. Every screen of ours is
// checked with axe; the gateway's hosted pages are the provider's.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { basketStatus, createCheckoutBasket, TWO_PIZZAS, type CheckoutBasket } from './support/checkout-basket.ts';

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

async function open(viewport: { width: number; height: number }): Promise<Page> {
  context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Order summary' }).waitFor();
}

async function fillDetails(page: Page) {
  await page.getByLabel('First name (optional)').fill('Alex');
  await page.getByLabel('Last name (optional)').fill('Citizen');
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByLabel('Email', { exact: true }).fill('alex@example.com');
}

/** Opens 'More ways to pay', where the methods after card, wallets and pay in store are. */
async function showMoreWaysToPay(page: Page) {
  const more = page.locator('details', { has: page.getByText('More ways to pay') });
  if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
}

/** An expiry date a year from now, MM/YY. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

async function enterCard(page: Page, number: string) {
  await page.waitForURL(/\/sandbox-gateway\/card\//);
  await page.locator('#number').fill(number);
  await page.locator('#expiry').fill(futureExpiry());
  await page.locator('#securityCode').fill('123');
  await page.locator('#name').fill('Alex Citizen');
  await page.getByRole('button', { name: 'Use this card' }).click();
}

/** On the order page: the basket is ordered with that order, remembered, and out of the session. */
async function expectOrdered(page: Page, basket: CheckoutBasket): Promise<string> {
  await page.waitForURL(ORDER_URL);
  const orderId = ORDER_URL.exec(new URL(page.url()).pathname)![1]!;
  const status = await basketStatus(page, basket);
  expect(status.status).toBe(410);
  expect(status.body).toMatchObject({ code: 'BasketOrdered', orderId });
  // Remembered for the tab as the order page opens: waited for, not read in the same instant (once,
  // on a busy machine, it was not there yet when the address had changed).
  await page.waitForFunction(
    (id) =>
      (
        JSON.parse(sessionStorage.getItem('pinia_orders') ?? '{}') as {
          state?: { recentOrders?: { orderId: string }[] };
        }
      ).state?.recentOrders?.[0]?.orderId === id,
    orderId,
    { timeout: 10_000 },
  );
  const stored = await page.evaluate(() => ({
    orders: JSON.parse(sessionStorage.getItem('pinia_orders') ?? '{}') as {
      state?: { recentOrders?: { orderId: string }[]; lastOrderBasket?: string };
    },
    basket: JSON.parse(sessionStorage.getItem('pinia_basketSession') ?? '{}') as { state?: { basketId?: string } },
  }));
  expect(stored.orders.state?.recentOrders?.[0]?.orderId).toBe(orderId);
  expect(stored.orders.state?.lastOrderBasket).toBe(basket.basketId);
  // Spec document 2, section 4: a fresh basket is fetched (none when the store cannot take one now)
  // and the survey starts on the order page.
  expect(stored.basket.state?.basketId).not.toBe(basket.basketId);
  await page.getByRole('link', { name: 'Not now' }).waitFor();
  return orderId;
}

describe('checkout journeys', () => {
  it('a guest pays for a delivery by card through a 3-D Secure challenge and lands on the order page', async () => {
    const page = await open(viewports.mobile);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const basket = await createCheckoutBasket(page, { serviceType: 'Delivery', items: TWO_PIZZAS });
    await openCheckout(page);
    expect(await page.getByText('Delivery to').count()).toBe(1);
    await expectAccessible(page);

    await fillDetails(page);
    await page.getByLabel('Credit or debit card').check();
    await page.waitForURL(/\/checkout\/credit-card$/);
    await page.getByText('Security code: CVV, 3 digits on the back of the card').waitFor();
    await page.getByText('Security code: CID, 4 digits on the front of the card').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Pay \$[\d.]+ by card$/ }).click();

    await enterCard(page, '4000 0000 0000 3220');
    await page.waitForURL(/\/sandbox-gateway\/3ds\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    const orderId = await expectOrdered(page, basket);
    const cardAuth = visited.find((url) => new URL(url).pathname === '/card-auth');
    expect(cardAuth).toMatch(/authorisationId=.+&status=authorised/);

    // Coming back to the 3-D Secure return (back button, reload) finds the order: nothing is placed twice.
    await page.goto(cardAuth!);
    await page.waitForURL(ORDER_URL);
    expect(page.url()).toContain(orderId);
  });

  it('a delivery asks about contactless; the cart, checkout and order page say each change alike', async () => {
    const page = await open(viewports.mobile);
    // A Hawaiian without its Pineapple and a Pepperoni with Mushrooms added.
    const items = [
      {
        productId: 1002,
        quantity: 1,
        sizeId: 2,
        toppings: [
          { productId: 541, quantity: 1 },
          { productId: 501, quantity: 1 },
        ],
      },
      {
        productId: 1003,
        quantity: 1,
        sizeId: 2,
        toppings: [541, 502, 531].map((productId) => ({ productId, quantity: 1 })),
      },
    ];
    const basket = await createCheckoutBasket(page, { serviceType: 'Delivery', items });
    const hawaiian = 'Large · Pan · Tomato sauce · No Pineapple';
    const pepperoni = 'Large · Pan · Tomato sauce · Add Mushrooms (+$1.50)';
    await page.goto('/cart');
    const cart = page.getByRole('list', { name: 'Items in your cart' });
    await cart.getByText(hawaiian).waitFor();
    await cart.getByText(pepperoni).waitFor();

    await openCheckout(page);
    const summary = page.getByRole('complementary', { name: 'Your order' });
    await summary.getByText(hawaiian).waitFor();
    await summary.getByText(pepperoni).waitFor();
    const contactless = page.getByRole('checkbox', { name: 'Contactless delivery: leave it at my door' });
    // Parramatta delivers contactless: the box starts ticked, and the customer unticks it.
    expect(await contactless.isChecked()).toBe(true);
    await fillDetails(page);
    await contactless.focus();
    await page.keyboard.press('Space');
    expect(await contactless.isChecked()).toBe(false);
    await expectAccessible(page);
    await showMoreWaysToPay(page);
    await page.getByLabel('Mobile EFTPOS').check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expectOrdered(page, basket);

    const details = page.getByRole('complementary', { name: 'Order details' });
    await details.getByText('12 Smith Street, Parramatta NSW 2150').waitFor();
    await details.getByText('No: we will hand it to you').waitFor();
    const ordered = page.getByRole('list', { name: 'Items ordered' });
    await ordered.getByText(hawaiian).waitFor();
    await ordered.getByText(pepperoni).waitFor();
    await page.locator('.order-totals').getByText('Delivery fee').waitFor();
    await expectAccessible(page);
  });

  it('a pickup order paid in store: details first, then one order however often it is clicked', async () => {
    const page = await open(viewports.desktop);
    const basket = await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await openCheckout(page);

    await page.getByLabel('Pay in Store').check();
    await page.waitForURL(/\/checkout\/cash$/);
    expect(await page.getByLabel('Mobile EFTPOS').count()).toBe(0);
    await page.getByRole('button', { name: /^Place order/ }).click();
    expect(await page.getByRole('alert').textContent()).toBe('We need a few details before you can proceed.');
    expect(await page.getByLabel('Mobile number').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await fillDetails(page);
    await page.getByRole('button', { name: /^Place order/ }).dblclick();
    await expectOrdered(page, basket);
  });

  it('a declined Zip payment explains and suggests another method; the card then pays', async () => {
    const page = await open(viewports.desktop);
    const basket = await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await openCheckout(page);
    await fillDetails(page);
    await showMoreWaysToPay(page);
    await page.getByLabel('Zip', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue to Zip' }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay\//);
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.waitForURL(/\/zippayconfirmation\?/);
    const declined = 'The Zip payment was declined. Please try another payment method.';
    expect(await page.getByRole('alert').textContent()).toBe(declined);
    await expectAccessible(page);
    // A reload explains again and places nothing.
    await page.reload();
    expect(await page.getByRole('alert').textContent()).toBe(declined);
    expect((await basketStatus(page, basket)).status).toBe(200);

    await page.getByRole('link', { name: 'Choose another payment method' }).click();
    await page.waitForURL(/\/checkout$/);
    // The details survived the trip to Zip and back.
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('+61 412 345 678');
    await page.getByLabel('Credit or debit card').check();
    await page.getByRole('button', { name: /^Pay \$[\d.]+ by card$/ }).click();
    await enterCard(page, '4111 1111 1111 1111');
    await expectOrdered(page, basket);
  });

  it('a free basket offers only the free method', async () => {
    const page = await open(viewports.mobile);
    const basket = await createCheckoutBasket(page, { serviceType: 'Pickup', vouchers: ['FREEGARLIC'] });
    expect(basket.basketTotal).toBe(0);
    await openCheckout(page);
    const methods = page.getByRole('radio');
    expect(await methods.count()).toBe(1);
    expect(await page.getByLabel('Free order').isChecked()).toBe(true);
    await expectAccessible(page);

    await fillDetails(page);
    await page.getByRole('button', { name: 'Place free order' }).click();
    await expectOrdered(page, basket);
  });

  it('Click to Pay: the brands it takes, a wallet card approved, "Click to Pay: Complete!", then the order', async () => {
    const page = await open(viewports.desktop);
    const basket = await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await openCheckout(page);
    await fillDetails(page);
    await showMoreWaysToPay(page);
    const clickToPay = page.getByRole('radio', { name: 'Click to Pay', exact: true });
    await clickToPay.check();
    // initialiseVCO: the brands this store takes through Click to Pay.
    await page.getByText(/^Accepts (Visa|Mastercard)/).waitFor();
    expect(await clickToPay.getAttribute('aria-describedby')).toBeTruthy();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to Click to Pay' }).click();

    await page.waitForURL(/\/sandbox-gateway\/pay\//);
    await page.getByLabel('Visa ending 1111').check();
    await page.getByRole('button', { name: 'Continue with this card' }).click();

    await page.waitForURL(/\/process-order\/.+method=click-to-pay/);
    await page.getByText('Click to Pay: Complete!').waitFor();
    const orderId = await expectOrdered(page, basket);
    // The basket kept the wallet's card before the order was placed.
    expect(orderId).toBeTruthy();
  });

  it('Afterpay shows its four payments in the method list and pays through its page', async () => {
    const page = await open(viewports.mobile);
    const basket = await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await openCheckout(page);
    const first = Math.ceil(basket.basketTotal - Math.floor(basket.basketTotal / 4) * 3);
    const line = `4 payments of $${(first / 100).toFixed(2)}`;
    await showMoreWaysToPay(page);
    await page.getByText(line, { exact: true }).waitFor();
    await expectAccessible(page);

    await fillDetails(page);
    await page.getByRole('radio', { name: 'Afterpay', exact: true }).check();
    // The choice is kept on the basket: a reload preselects it.
    await page.waitForResponse((res) => res.url().endsWith('/paymentInfo') && res.ok());
    await page.goto('/checkout');
    expect(await page.getByRole('radio', { name: 'Afterpay', exact: true }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Continue to Afterpay' }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/completeafterpay\//);
    await expectOrdered(page, basket);
  });

  it('after three declined cards the next card needs the captcha, solved in the browser', async () => {
    const page = await open(viewports.desktop);
    const basket = await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await openCheckout(page);
    await fillDetails(page);
    await page.getByLabel('Credit or debit card').check();
    const payByCard = page.getByRole('button', { name: /^Pay \$[\d.]+ by card$/ });
    for (let declined = 0; declined < 3; declined += 1) {
      await payByCard.click();
      await enterCard(page, '4000 0000 0000 0002');
      // Declined: said so, the card discarded, and the card method offered again.
      await page.waitForURL(/\/checkout\/credit-card$/);
      await page
        .getByText(/declined/i)
        .first()
        .waitFor();
      await payByCard.waitFor();
      expect(await page.getByRole('button', { name: 'Pay with this card' }).count()).toBe(0);
    }
    // The captcha status may show only for a moment (a lucky solve is quick): note it when it does.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const statuses = Array.from(document.querySelectorAll('[role="status"]'));
        if (statuses.some((el) => el.textContent?.includes('Checking you are not a robot…')))
          sessionStorage.setItem('e2e_captcha_status', 'shown');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const attachedWithCaptcha = page.waitForResponse((res) => res.url().endsWith('/customerToken'));
    await payByCard.click();
    await enterCard(page, '4111 1111 1111 1111');
    expect((await attachedWithCaptcha).status()).toBe(200);
    await expectOrdered(page, basket);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e_captcha_status'))).toBe('shown');
  });
});
