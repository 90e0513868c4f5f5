// The campaign form through the real API: /c/free-pizza-friday (the seeded campaign story) at
// 320 px sends a free pizza coupon, found in the development outbox; the same address, typed
// differently, is refused a second coupon that day with the spec's message; the coupon's e-mail
// link opens the free pizza in the meal builder, and the free order is placed. Checked with axe.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations } from './support/browser.ts';
import { createBasketFromPage, rememberBasket } from './support/voucher-basket.ts';

const NARROWEST = { width: 320, height: 640 };
const DUPLICATE = 'Sorry, you can only get 1 FREE Pizza coupon each day.';
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
afterAll(() => browser?.close());

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  links: string[];
}

/** The outbox messages to `address` (any case), waiting for the first to arrive. */
async function messagesTo(address: string): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/outbox/messages`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.filter((m) => m.to.toLowerCase() === address.toLowerCase());
    if (found.length > 0) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No message to ${address}`);
}

async function claim(page: Page, email: string) {
  await page.goto('/c/free-pizza-friday');
  await page.getByRole('heading', { level: 1, name: 'A large Classic pizza on us' }).waitFor({ timeout: 15_000 });
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send my coupon' }).click();
}

describe('the campaign form', () => {
  it('sends one free pizza coupon a day, refuses a second, and the coupon buys a free pizza', async () => {
    const tag = randomBytes(3).toString('hex');
    const email = `campaign-${tag}@example.com`;
    context = await newContext(browser, NARROWEST);
    const page = await context.newPage();

    // Incomplete required fields are named before anything is sent.
    await page.goto('/c/free-pizza-friday');
    await page.getByRole('heading', { level: 1, name: 'A large Classic pizza on us' }).waitFor({ timeout: 15_000 });
    await page.getByRole('img', { name: 'A large pepperoni pizza fresh from the oven' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send my coupon' }).click();
    await page.getByText('Some required fields are incomplete').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('campaign-first');
    // Nothing is wider than the 320 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROWEST.width);

    // The first claim: the coupon is sent, and the page says what happens next.
    await claim(page, email);
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor({ timeout: 30_000 });
    await page.getByText('What happens next').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [message, ...others] = await messagesTo(email);
    expect(others).toEqual([]);
    const code = message!.code!;
    expect(code).toMatch(/^PIZZA-[2-9A-HJKMNP-Z]{8}$/);
    expect(message!.text).toContain(code);
    const link = message!.links[0]!;
    expect(new URL(link).pathname).toBe(`/offers/${code}`);

    // The same address typed differently, the same day: the spec's message, on the form.
    await claim(page, `  ${email.toUpperCase()}`);
    const alert = page.getByRole('alert');
    await alert.getByText(DUPLICATE).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await messagesTo(email)).toHaveLength(1);

    // The e-mail's link, with a pickup basket: the free pizza opens in the meal builder.
    await page.goto('/readyz');
    const basket = await createBasketFromPage(page, { serviceType: 'Pickup' });
    await rememberBasket(page, basket);
    await page.goto(new URL(link).pathname);
    await page.waitForURL(`**/pizza-meals/free-large-classic-pizza?voucherCode=${code}`, { timeout: 15_000 });
    const add = page.getByRole('button', { name: /^Add to cart/ });
    await add.waitFor({ timeout: 15_000 });
    await add.click();
    await page.waitForURL((u) => !u.pathname.startsWith('/pizza-meals/'));

    // A free order: the only method is the free one.
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Free order').waitFor();
    expect(await page.getByLabel('Free order').isChecked()).toBe(true);
    await page.getByLabel('Mobile number').fill('0412 345 678');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Place free order' }).click();
    await page.waitForURL(ORDER_URL, { timeout: 30_000 });

    // Used once: the same code on a new basket is refused as already redeemed.
    await page.goto('/readyz');
    const fresh = await createBasketFromPage(page, { serviceType: 'Pickup' });
    const again = await page.evaluate(
      async ({ basketId, sessionId, code }) =>
        (await fetch(`/api/v1/baskets/${basketId}/applyvoucher/${code}`, {
          method: 'POST',
          headers: { 'x-session-id': sessionId },
        }).then((r) => r.json())) as { code?: string },
      { basketId: fresh.basketId, sessionId: fresh.sessionId, code },
    );
    expect(again.code).toBe('VoucherAlreadyRedeemed');
  });

  it('an unknown campaign is the not-found page', async () => {
    context = await newContext(browser, NARROWEST);
    const page = await context.newPage();
    await page.goto('/c/no-such-campaign');
    await page
      .getByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" })
      .waitFor({ timeout: 15_000 });
  });
});
