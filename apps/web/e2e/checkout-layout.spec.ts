// Checkout in the browser: choosing a payment method with the arrow keys keeps focus in the radio
// group (the path follows, the page does not move), the step indicator follows the customer, and
// a heading focused after a navigation shows no focus box.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';

const PHONE = { width: 390, height: 844 };

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

async function open(): Promise<Page> {
  context = await newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { tag: el?.tagName ?? null, type: el?.type ?? null, value: el?.value ?? null, checked: !!el?.checked };
  });

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]').innerText();

describe('checkout at 390 px', () => {
  it('arrow keys choose a payment method, write it in the path and leave focus on the radio', async () => {
    const page = await open();
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await currentStep(page)).toContain('Details');

    const card = page.getByRole('radio', { name: 'Credit or debit card' });
    await card.check();
    await page.waitForURL(/\/checkout\/credit-card$/);
    await card.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    for (let press = 0; press < 2; press++) {
      await page.keyboard.press('ArrowDown');
      const now = await focused(page);
      expect(now).toMatchObject({ tag: 'INPUT', type: 'radio', checked: true });
      await page.waitForURL(new RegExp(`/checkout/${now.value}$`));
      // The route change neither moved focus to the heading nor scrolled to the top.
      await page.waitForTimeout(150);
      expect(await focused(page)).toEqual(now);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    }
    expect(await currentStep(page)).toContain('Details');
    expect(await page.locator('body').innerText()).not.toMatch(/brand code/i);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the steps follow the customer to review, and the methods less used open under More ways to pay', async () => {
    const page = await open();
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Mobile number').fill('0412 345 678');
    await page.getByLabel('Email', { exact: true }).fill('alex@example.com');
    expect(await currentStep(page)).toContain('Payment');

    const zip = page.getByRole('radio', { name: 'Zip', exact: true });
    expect(await zip.isVisible()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Pay in Store' }).isVisible()).toBe(true);
    await page.getByText('More ways to pay').click();
    await zip.check();
    await page.waitForURL(/\/checkout\/zip$/);
    expect(await currentStep(page)).toContain('Review');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A reload of /checkout/zip opens More ways to pay by itself, Zip chosen.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await zip.isVisible()).toBe(true);
    expect(await zip.isChecked()).toBe(true);
  });

  it('a heading focused after a keyboard navigation has no focus box', async () => {
    const page = await open();
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await page
      .locator('main')
      .getByRole('link', { name: 'Checkout', exact: true })
      .or(page.locator('main').getByRole('button', { name: 'Checkout', exact: true }))
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Checkout' });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
  });
});
