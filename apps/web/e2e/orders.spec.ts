// After the order: a guest's order arrives on the store console without reload, staff move it
// through every pickup status, and the guest's order page shows each step as it happens; then the
// survey, the game and /track-order. Runs at any hour: a closed store gets its first open slot.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { placeGuestOrder } from './support/guest-order.ts';
import { E2E_STAFF as STAFF } from './support/staff-account.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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

  it('the game plays by keyboard, an unknown order is not found, and another device tracks by reference and mobile', async () => {
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

    await page.goto('/order/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await expectNoSeriousViolations(page);

    // Another device: the order link alone is not enough (no session of this order) ...
    const phone = await (await newContext(browser, viewports.mobile)).newPage();
    await phone.goto(`/order/${order.orderId}`);
    await phone.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await phone.getByRole('link', { name: 'Track an order' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor();
    // ... a gap or a wrong mobile is told plainly, without saying whether the reference exists ...
    await phone.getByRole('button', { name: 'Find order' }).click();
    await phone.getByText('Enter your order reference.').waitFor();
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('reference');
    await expectNoSeriousViolations(phone);
    await phone.getByLabel('Order reference').fill(order.orderReference.toLowerCase());
    await phone.getByLabel('Mobile number or email').fill('0400 000 000');
    await phone.getByLabel('Mobile number or email').press('Enter');
    await phone
      .getByRole('alert')
      .getByText(/couldn’t find an order with that reference and mobile/)
      .waitFor();
    await expectNoSeriousViolations(phone);
    // ... the reference with the mobile used on the order finds it, and the page keeps tracking.
    await phone.getByLabel('Mobile number or email').fill('0412 345 678');
    await phone.getByLabel('Mobile number or email').press('Enter');
    await phone.waitForURL(`**/order/${order.orderId}`);
    await phone.getByRole('heading', { level: 1, name: `Order ${order.orderReference}` }).waitFor();
    await phone.getByText('Live: checking for updates every 15 seconds.').waitFor();
    await expectNoSeriousViolations(phone);
    // A reload in that tab still tracks (the grant is kept for the tab).
    await phone.reload();
    await phone.getByRole('heading', { level: 1, name: `Order ${order.orderReference}` }).waitFor();
    await phone.context().close();
    await context.close();
  });
});
