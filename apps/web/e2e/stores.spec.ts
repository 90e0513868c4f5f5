// The store locator and a store page, on a phone-sized screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ).then(() => undefined),
  );

async function noSeriousViolations(page: Page) {
  await animationsDone(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('store locator and store page', () => {
  it('finds stores by postcode, opens a store page with its week, and orders from it', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await page.goto('/stores');
    await page.getByRole('heading', { level: 1, name: 'Find a store' }).waitFor();
    await page.getByRole('searchbox', { name: 'Suburb or postcode' }).fill('2150');
    await page.getByRole('button', { name: 'Find stores' }).click();
    await page.getByRole('heading', { name: 'Stores near 2150' }).waitFor();
    const first = page.locator('.store-card').first();
    await first.waitFor();
    expect(await first.getByRole('link').innerText()).toBe('Red Roof Pizza Parramatta');
    expect(await first.innerText()).toMatch(/0\.\d km[\s\S]*Delivery[\s\S]*Pickup[\s\S]*(Open now|Closed)[\s\S]*Today/);
    await noSeriousViolations(page);

    await first.getByRole('link', { name: 'Red Roof Pizza Parramatta' }).click();
    await page.waitForURL('**/stores/pizza-hut-parramatta');
    await page.getByRole('heading', { level: 1, name: 'Red Roof Pizza Parramatta' }).waitFor();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(8);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/^Today/);
    const phone = page.getByRole('link', { name: /Call the store on/ });
    expect(await phone.getAttribute('href')).toMatch(/^tel:\d+$/);
    await page.getByText('368 Albert Street, Parramatta NSW 2150').waitFor();
    await noSeriousViolations(page);

    await page.getByRole('button', { name: 'Order from this store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start your order' });
    await dialog.getByRole('heading', { name: 'Pickup from Red Roof Pizza Parramatta' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Pickup' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('combobox', { name: 'Time' }).waitFor();
    await noSeriousViolations(page);
    await context.close();
  });

  it('answers an unknown store page with a way back to the locator', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto('/pizza-hut-nowhere');
    await page.waitForURL('**/stores/pizza-hut-nowhere');
    await page.getByRole('heading', { level: 1, name: 'Store not found' }).waitFor();
    await page.getByRole('link', { name: 'Find stores near Nowhere' }).waitFor();
    await noSeriousViolations(page);
    await context.close();
  });
});
