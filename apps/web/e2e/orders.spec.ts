// After the order: a guest's order arrives on the store console without reload, staff move it
// through every pickup status, and the guest's order page shows each step as it happens; then the
// survey, the game and /track-order. Runs at any hour: a closed store gets its first open slot.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

const STORE_ID = 1002;
const STAFF = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface PlacedOrder {
  orderId: string;
  orderReference: string;
  sessionId: string;
}

/**
 * Places a cash pickup order through the API from the page (same origin, as the app would) and
 * keeps the basket session in session storage the way the app does (`pinia_basketSession`).
 */
function placeGuestOrder(page: Page): Promise<PlacedOrder> {
  return page.evaluate(async (storeId) => {
    // No function declarations in here: the page has no `__name` helper a name-keeping transform adds.
    const json = { 'content-type': 'application/json' };
    const disposition = { serviceType: 'Pickup', isAsap: true, storeId };
    let res = await fetch('/api/v1/baskets', { method: 'POST', headers: json, body: JSON.stringify(disposition) });
    if (res.status === 412) {
      const stores = (await (await fetch('/api/v1/store/schedule/postcode?postcode=2150')).json()) as {
        storeId: number;
        tradingDays: { tradingHours: { earliestPickUp: string }[] }[];
      }[];
      const candidates: string[] = [];
      for (const day of stores.find((s) => s.storeId === storeId)?.tradingDays ?? []) {
        for (const hours of day.tradingHours) {
          const [date, time] = hours.earliestPickUp.slice(0, 16).split('T') as [string, string];
          const [h, m] = time.split(':').map(Number) as [number, number];
          const start = Math.ceil((h * 60 + m) / 15) * 15;
          for (let minute = start; minute < start + 120 && minute < 24 * 60; minute += 15) {
            candidates.push(
              `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
            );
          }
        }
      }
      for (const orderDueAt of candidates) {
        res = await fetch('/api/v1/baskets', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ ...disposition, isAsap: false, orderDueAt }),
        });
        if (res.ok) break;
      }
    }
    if (!res.ok) throw new Error(`create basket: ${res.status} ${await res.text()}`);
    const created = (await res.json()) as { basketId: string; sessionId: string };
    const sid = created.sessionId;
    const headers = { ...json, 'x-session-id': sid };
    const base = `/api/v1/baskets/${created.basketId}`;
    const added = await fetch(`${base}/basketItems`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: 1003, quantity: 2, sizeId: 2 }),
    });
    if (!added.ok) throw new Error(`add item: ${added.status} ${await added.text()}`);
    const valid = await fetch(`${base}/validateOrder`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mobileNumber: '0412345678', email: 'guest@example.com' }),
    });
    if (!valid.ok) throw new Error(`validateOrder: ${valid.status} ${await valid.text()}`);
    const placed = await fetch(`${base}/orders/cash`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: '{}',
    });
    if (!placed.ok) throw new Error(`order: ${placed.status} ${await placed.text()}`);
    const order = (await placed.json()) as { orderId: string; orderReference: string };
    // As the app keeps it after an order: the basket is forgotten, its session id stays.
    sessionStorage.setItem(
      'pinia_basketSession',
      JSON.stringify({
        state: { basketId: null, sessions: { [created.basketId]: { sid, created: Date.now() } }, basket: null },
        version: 0,
      }),
    );
    return { orderId: order.orderId, orderReference: order.orderReference, sessionId: sid };
  }, STORE_ID);
}

/** The label of the order page's current step. */
const currentStep = (page: Page) =>
  page.locator('ol[aria-label="Order progress steps"] [aria-current="step"] .order-step__label').textContent();

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('orders after placement', () => {
  it('a guest order is moved through the kitchen on the console and the order page follows live; then the survey', async () => {
    // Staff sign in first, so the order arrives on an open console.
    const staffContext = await newContext(browser, viewports.desktop);
    const staff = await staffContext.newPage();
    await staff.goto('/store-console');
    await staff.getByRole('heading', { level: 1, name: 'Store console' }).waitFor();
    await expectNoSeriousViolations(staff);
    await staff.getByLabel('Username').fill(STAFF.username);
    await staff.getByLabel('Password').fill('not-the-password');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByText('That username and password do not match a staff account.').waitFor();
    await staff.getByLabel('Password').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('button', { name: 'Sign out' }).waitFor();
    await staff.getByText('Live: new orders appear by themselves.').waitFor();
    await staff.evaluate(() => ((window as unknown as { journeyMark: string }).journeyMark = 'console'));

    const guestContext = await newContext(browser, viewports.mobile);
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const order = await placeGuestOrder(guest);

    // The new order shows on the console without a reload, and is announced.
    const card = staff.locator('article', { has: staff.getByRole('heading', { name: order.orderReference }) });
    await card.waitFor();
    await staff.getByText(`New pickup order ${order.orderReference}`).waitFor({ state: 'attached' });
    expect(await card.textContent()).toMatch(/2 ×\s*.+/);
    await expectNoSeriousViolations(staff);

    await guest.goto(`/order/${order.orderId}`);
    await guest.getByRole('heading', { level: 1, name: `Order ${order.orderReference}` }).waitFor();
    await guest.getByText('Live: this page updates by itself.').waitFor();
    expect(await currentStep(guest)).toBe('Order received');
    await expectNoSeriousViolations(guest);
    await guest.evaluate(() => ((window as unknown as { journeyMark: string }).journeyMark = 'order'));

    const moves: [button: string, step: string][] = [
      ['Mark Preparing', 'Preparing'],
      ['Mark Baking', 'In the oven'],
      ['Mark Quality check', 'Quality check'],
      ['Mark Ready', 'Ready'],
    ];
    for (const [button, step] of moves) {
      await card.getByRole('button', { name: button }).click();
      await guest.waitForFunction(
        (label) =>
          document.querySelector('ol[aria-label="Order progress steps"] [aria-current="step"] .order-step__label')
            ?.textContent === label,
        step,
      );
    }
    await guest.getByText(/Order update: Ready/).waitFor({ state: 'attached' });
    await expectNoSeriousViolations(guest);

    await card.getByRole('button', { name: 'Mark Collected' }).click();
    await guest.getByText('Tracking complete.').waitFor();
    expect(await guest.locator('.order-step--done').count()).toBe(5);
    expect(await guest.locator('.order-tracker__status').textContent()).toBe('Collected');
    // Neither page reloaded.
    expect(await guest.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe('order');
    expect(await staff.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe('console');
    await staff.getByText('Finished orders').click();
    await expectNoSeriousViolations(staff);

    // The survey: answer until it returns to the order page.
    await guest.getByRole('link', { name: 'Start the survey' }).click();
    await guest.waitForURL(`**/order/${order.orderId}/survey/**`);
    await guest.locator('legend').first().waitFor();
    await expectNoSeriousViolations(guest);
    for (let i = 0; i < 10 && guest.url().includes('/survey/'); i++) {
      const question = (await guest.locator('legend').textContent()) ?? '';
      if ((await guest.locator('input[type="radio"]').count()) > 0) {
        await guest.locator('.survey-option').last().click();
      } else {
        await guest.getByRole('textbox', { name: 'Your answer' }).fill('Hot, quick and friendly.');
      }
      await guest.getByRole('button', { name: 'Next' }).click();
      await guest.waitForFunction(
        (previous) =>
          !location.pathname.includes('/survey/') || document.querySelector('legend')?.textContent !== previous,
        question,
      );
    }
    await guest.waitForURL(`**/order/${order.orderId}`);
    await guest.getByText('Thanks for telling us how we did.').waitFor();
    await expectNoSeriousViolations(guest);

    await staffContext.close();
    await guestContext.close();
  });

  it('the game plays by keyboard, /track-order finds an order by reference, and an unknown order is not found', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto('/');
    const order = await placeGuestOrder(page);

    await page.goto(`/order/${order.orderId}/hawaiian-pizza-game`);
    await page.getByRole('heading', { level: 1, name: 'Hawaiian pizza game' }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    const area = page.getByRole('application', { name: 'Pizza base and falling toppings' });
    expect(await area.evaluate((el) => el === document.activeElement)).toBe(true);
    const before = await page.locator('.game__base').evaluate((el) => parseFloat((el as HTMLElement).style.left));
    await page.keyboard.press('ArrowLeft');
    const after = await page.locator('.game__base').evaluate((el) => parseFloat((el as HTMLElement).style.left));
    expect(after).toBeLessThan(before);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await expectNoSeriousViolations(page);

    await page.goto('/track-order');
    await page.getByLabel('Order reference').fill('RR000000');
    await page.getByRole('button', { name: 'Find order' }).click();
    await page.getByText(/couldn’t find an order with that reference/).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Order reference').fill(order.orderReference.toLowerCase());
    await page.getByRole('button', { name: 'Find order' }).click();
    await page.waitForURL(`**/order/${order.orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order ${order.orderReference}` }).waitFor();

    await page.goto('/order/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await expectNoSeriousViolations(page);

    // Another visitor (no session of this order) gets the same not found.
    const stranger = await (await newContext(browser, viewports.mobile)).newPage();
    await stranger.goto(`/order/${order.orderId}`);
    await stranger.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await stranger.context().close();
    await context.close();
  });
});
