// A group order with split payment, three people in three browsers: the host starts the group from
// the cart and shares the link, two friends join and add their own items, the host splits the bill,
// one friend pays (a declined card first, then the sandbox's test card), the other pays through
// 3-D Secure, the host covers the rest, and the order reaches the store console with each line
// labelled with its person. Runs at any hour: a closed store gets its first open slot.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { createCheckoutBasket } from './support/checkout-basket.ts';
import { E2E_STAFF as STAFF } from './support/staff-account.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An expiry date a year from now, MM/YY. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

async function enterCard(page: Page, number: string, name: string) {
  await page.waitForURL(/\/sandbox-gateway\/card\//);
  await page.locator('#number').fill(number);
  await page.locator('#expiry').fill(futureExpiry());
  await page.locator('#securityCode').fill('123');
  await page.locator('#name').fill(name);
  await page.getByRole('button', { name: 'Use this card' }).click();
}

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  return context.newPage();
}

/** Joins through the share link and adds the first product of a category; answers its name. */
async function joinAndAdd(page: Page, link: string, name: string, category: RegExp): Promise<string> {
  await page.goto(link);
  await page.getByText('is ordering pickup from').waitFor();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the group' }).click();
  await page.getByRole('heading', { level: 1, name: /^Group order from / }).waitFor();
  // The menu for the group's store and time loads after joining.
  await page.getByLabel('Category').waitFor();
  const categories = await page.getByLabel('Category').locator('option').allTextContents();
  const chosen = categories.find((c) => category.test(c));
  expect(chosen).toBeDefined();
  await page.getByLabel('Category').selectOption(chosen!);
  const add = page.getByRole('button', { name: /^Add / }).first();
  const product = (await add.getAttribute('aria-label'))!.replace(/^Add /, '').replace(/, .*$/, '');
  await add.click();
  await page.getByText(`Added ${product} for you.`).waitFor({ state: 'attached' });
  return product;
}

describe('group order with split payment', () => {
  it('three people build one order, split it, pay their shares, and the store sees whose each line is', async () => {
    // Staff sign in first, so the order arrives on an open console.
    const staff = await open(viewports.desktop);
    await staff.goto('/store-console');
    await staff.getByLabel('Username').fill(STAFF.username);
    await staff.getByLabel('Password').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByText('Live: new orders appear by themselves.').waitFor();

    const host = await open(viewports.desktop);
    await host.goto('/');
    await createCheckoutBasket(host, { serviceType: 'Pickup', items: [{ productId: 1003, quantity: 1, sizeId: 2 }] });
    await host.goto('/cart');
    await host.getByRole('link', { name: 'Order with friends' }).click();
    await host.getByLabel('Your name').fill('Hana');
    await host.getByRole('button', { name: 'Start the group' }).click();
    const link = await host.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/group\/[A-Za-z0-9_-]{20,}$/);
    await host.getByRole('img', { name: 'QR code of the share link' }).waitFor();
    await host.getByLabel('Category').waitFor();
    expect(await seriousA11yViolations(host)).toEqual([]);

    const sam = await open(viewports.mobile);
    await sam.goto(link);
    await sam.getByLabel('Your name').waitFor();
    expect(await seriousA11yViolations(sam)).toEqual([]);
    const samsItem = await joinAndAdd(sam, link, 'Sam', /^Sides$/);
    const alex = await open(viewports.mobile);
    const alexsItem = await joinAndAdd(alex, link, 'Alex', /^Drinks$/);

    // Everyone's lines reach the host live, by person.
    await host.getByRole('region', { name: 'Sam' }).getByText(samsItem).waitFor();
    await host.getByRole('region', { name: 'Alex' }).getByText(alexsItem).waitFor();

    // Split: the basket has no contact details yet, so the page asks for them first.
    await host.getByRole('button', { name: 'Split the bill' }).click();
    const details = host.getByRole('form', { name: 'Your contact details' });
    await details.getByLabel('Email').fill('hana@example.com');
    await details.getByLabel('Mobile number').fill('0412345678');
    await details.getByRole('button', { name: 'Save and check out' }).click();
    await host.getByText('Paying: everyone pays their share').waitFor();
    await sam.getByRole('button', { name: /^Pay my share/ }).waitFor();
    expect(await seriousA11yViolations(sam)).toEqual([]);

    // Sam: a declined card first (nothing charged), then the test card.
    await sam.getByRole('button', { name: /^Pay my share/ }).click();
    await enterCard(sam, '4000 0000 0000 0002', 'Sam Citizen');
    await sam.getByText('Your card was declined and nothing was charged. Try another card.').waitFor();
    await sam.getByRole('button', { name: /^Pay my share/ }).click();
    await enterCard(sam, '4111 1111 1111 1111', 'Sam Citizen');
    await sam.getByText('Paid: your share is done.').first().waitFor();

    // Alex: a 3-D Secure card.
    await alex.getByRole('button', { name: /^Pay my share/ }).click();
    await enterCard(alex, '4000 0000 0000 3220', 'Alex Citizen');
    await alex.waitForURL(/\/sandbox-gateway\/3ds\//);
    await alex.getByRole('button', { name: 'Approve' }).click();
    await alex.getByText('Paid: your share is done.').first().waitFor();

    // The host covers what is left (their own share) with one card: the order is placed.
    await host.getByRole('region', { name: 'Alex' }).getByText('Paid', { exact: false }).waitFor();
    await host
      .getByRole('button', { name: /^Cover the rest|^Pay my share/ })
      .first()
      .click();
    await enterCard(host, '4111 1111 1111 1111', 'Hana Citizen');
    await sam.getByRole('heading', { level: 1, name: 'Your group order is placed' }).waitFor();
    const reference = (await sam.locator('.group-placed strong').textContent())!;
    expect(reference).toMatch(/\S+/);
    // The host sees it too: on the group's page, or on the order's own page once the tab notices
    // that its basket was ordered (the app's usual answer to 410 BasketOrdered).
    await host.getByText(reference).first().waitFor();

    // The store console shows each line with the person it is for.
    const card = staff.locator('article', { has: staff.getByRole('heading', { name: reference }) });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(`${samsItem} for Sam`);
    expect(text).toContain(`${alexsItem} for Alex`);
    expect(text).toContain('for Hana');

    // The link is closed now, for anyone.
    const late = await open(viewports.mobile);
    await late.goto(link);
    await late.getByRole('heading', { level: 1, name: 'This group order has closed' }).waitFor();
  }, 240_000);
});
