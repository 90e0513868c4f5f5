// Decision 197: a signed-in customer spins the seeded Summer Spin once. Every segment of that
// campaign is a prize (its published odds), so the spin always wins without any test-only switch:
// the journey reads which prize from the modal. The won code goes on the basket through the offers
// link, pays at checkout, and a second visit shows the spin as had (no spin button). A guest is
// asked to sign in. Run at 320 px with reduced motion (the result at once) and at 375 px animated.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, readBasket, startPickupBasket } from './support/basket.ts';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

const HEADLINE = 'Summer Spin: every spin wins';
/** Four large pepperonis (about $48) pass every prize's minimum spend ($40 for TENOFF). */
const FOUR_LARGE_PEPPERONIS = [{ productId: 1003, quantity: 4, sizeId: 2 }];

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  return context.newPage();
}

async function signInCode(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/outbox/messages`);
    const { messages } = (await res.json()) as { messages: { to: string; code: string | null }[] };
    const found = messages.find((m) => m.to === email && m.code !== null);
    if (found?.code) return found.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No sign-in code arrived for ${email}`);
}

/** A new customer, registered by e-mail and signed in; answers their bearer token as the app sends it. */
async function newCustomer(page: Page): Promise<string> {
  const tag = randomBytes(4).toString('hex');
  const email = `e2e-spin-${tag}@example.com`;
  const mobile = `04${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`;
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  const code = await signInCode(email);
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await page.getByLabel('Digit 1 of 6').click();
  // The account page reads the customer's things with the app's bearer token.
  const read = page.waitForRequest(
    (req) => req.url().includes('/api/v1/') && (req.headers().authorization ?? '').startsWith('Bearer '),
  );
  await page.keyboard.type(code);
  await page.waitForURL('**/account');
  return (await read).headers().authorization!;
}

async function spinAndWin(page: Page): Promise<{ code: string; announced: string }> {
  await page.goto('/spin-to-win');
  await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
  expect(await page.getByRole('table').getByRole('row').count()).toBe(5);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Keyboard: the spin button takes focus and Enter spins.
  await page.getByRole('button', { name: 'Spin the wheel' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'You won!' });
  await dialog.waitFor();
  const announced = (await page.locator('.spin-announcement').textContent()) ?? '';
  expect(announced).toMatch(/^You won: .+!$/);
  const code = (await dialog.locator('code').textContent()) ?? '';
  expect(code).toMatch(/^AD-[A-Z2-9]{10}$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  return { code, announced };
}

describe('spin-to-win', () => {
  it('a guest sees the wheel and its odds and is asked to sign in', async () => {
    const page = await open(viewports.mobile);
    await page.goto('/spin-to-win');
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    await page.getByText('Sign in to spin the wheel. Each customer gets one spin.').waitFor();
    expect(await page.getByRole('link', { name: 'Log in to spin' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fspin-to-win',
    );
    expect(await page.getByRole('button', { name: 'Spin the wheel' }).count()).toBe(0);
  });

  it('a customer spins once (reduced motion, 320 px), uses the prize at checkout, and cannot spin again', async () => {
    const page = await open({ width: 320, height: 720 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The basket is the customer's: a won code is their own and works on their basket only.
    const authorization = await newCustomer(page);
    const basket = await startPickupBasket(page, { authorization });
    await addItems(page, basket, FOUR_LARGE_PEPPERONIS);

    const { code } = await spinAndWin(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);

    // "Use it now" applies the code through the offers link.
    await page.getByRole('link', { name: 'Use it now' }).click();
    await page.getByText(new RegExp(`^${code} applied`)).waitFor();
    const held = (await readBasket(page, basket)) as unknown as {
      vouchers?: { voucherCode: string }[];
      basketItems: { voucherCode?: string | null }[];
    };
    const onBasket = [
      ...(held.vouchers ?? []).map((v) => v.voucherCode),
      ...held.basketItems.map((i) => i.voucherCode),
    ];
    expect(onBasket).toContain(code);

    // Pay in store; the order carries the prize.
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Pay in Store').check();
    await page.waitForURL(/\/checkout\/cash$/);
    const mobile = page.getByLabel('Mobile number');
    if (!(await mobile.inputValue())) await mobile.fill('0412 345 678');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/order\/[^/]+$/);

    // Back on the wheel: already spun, the prize can be shown again, no second spin.
    await page.goto('/spin-to-win');
    await page.getByText("You've already had your spin.").waitFor();
    expect(await page.getByRole('button', { name: 'Spin the wheel' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show my prize' }).click();
    expect(await page.getByRole('dialog', { name: 'You won!' }).locator('code').textContent()).toBe(code);
  });

  it('the animated wheel stops on the outcome before announcing it; a second spin is refused by the server', async () => {
    const page = await open(viewports.mobile);
    await newCustomer(page);
    // The app's own spin call, watched for its bearer token to send the same spin again.
    const spinCall = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith('/api/v1/spin-to-win/spins'),
    );
    const { announced } = await spinAndWin(page);
    expect(announced).not.toBe('Spinning…');
    const transform = await page.getByTestId('spin-wheel-disc').evaluate((el) => (el as HTMLElement).style.transform);
    expect(transform).toMatch(/^rotate\(\d+(\.\d+)?deg\)$/);

    const authorization = (await spinCall).headers().authorization ?? '';
    expect(authorization).toMatch(/^Bearer /);
    const again = await fetch(`${baseURL()}/api/v1/spin-to-win/spins`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ campaign: 'summer-spin' }),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'AlreadySpun',
      message: "You've already had your spin for this campaign.",
    });
    await page.reload();
    await page.getByText("You've already had your spin.").waitFor();
    expect(await page.getByRole('button', { name: 'Spin the wheel' }).count()).toBe(0);
  });
});
