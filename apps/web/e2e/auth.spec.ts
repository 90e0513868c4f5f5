// Customer sign-in journeys through the real API: register by e-mail with the code read from the
// development outbox, a mobile-code login, Google (new, through /oauth-register), Apple (an e-mail
// that already has an account: ExistingAccount), PayPal (new, then again straight in), an expired
// access token refreshed silently mid-session, and logout. Each of our screens is checked with axe.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

const CODE_BOX = 'Digit 1 of 6';

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

async function open(path: string, viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const expectAccessible = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

/** A fresh e-mail and mobile for each journey (the database is shared by the whole run). */
function newPerson() {
  const tag = randomBytes(4).toString('hex');
  const digits = String(parseInt(tag, 16) % 100_000_000).padStart(8, '0');
  return { email: `e2e-${tag}@example.com`, mobile: `04${digits}`, e164: `+614${digits}` };
}

interface OutboxMessage {
  to: string;
  code: string | null;
  createdAt: string;
}

/** The newest code the outbox holds for `to`, waiting for it to arrive. */
async function codeFor(to: string, after = ''): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/outbox/messages`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.find((m) => m.to === to && m.code && m.code !== after);
    if (found?.code) return found.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code arrived for ${to}`);
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await page.getByLabel(CODE_BOX).click();
  await page.keyboard.type(code);
}

async function registerByEmail(page: Page, person: ReturnType<typeof newPerson>, first = 'Sam', last = 'Lee') {
  // From the account page, so that is where the new account lands (login returns to the page before).
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await enterCode(page, await codeFor(person.email));
  await page.waitForURL('**/account');
}

async function logOut(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByText('You have succesfully logged out').waitFor();
}

/** Google, Apple and PayPal: the button on /login, then a test user on the local provider's page. */
async function socialSignIn(page: Page, provider: 'Google' | 'Apple' | 'PayPal', user: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  await page.getByRole('button', { name: new RegExp(user) }).click();
}

describe('customer sign-in', () => {
  it('registers by e-mail with the code from the outbox and lands in /account', async () => {
    const person = newPerson();
    const page = await open('/register', viewports.mobile);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Please accept the terms and conditions to create an account.').waitFor();
    await registerByEmail(page, person, 'Sam', 'Lee');
    await page.getByRole('heading', { level: 1, name: 'Hi Sam' }).waitFor();
    await page.getByText('You have succesfully created your account').waitFor();
    await expectAccessible(page);
  });

  it('logs in with a code sent by SMS to a mobile, returning to the page asked for', async () => {
    const person = newPerson();
    const page = await open('/');
    await registerByEmail(page, person);
    await logOut(page);
    await page.goto('/account/details');
    await page.waitForURL('**/account?redirect=*');
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email or mobile number').fill(person.mobile);
    await page.getByRole('button', { name: 'Send my code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    await expectAccessible(page);
    const wrong = (await codeFor(person.e164)) === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await page.getByText('That code is not right. You have 4 tries left.').waitFor();
    await enterCode(page, await codeFor(person.e164));
    await page.waitForURL('**/account/details');
    await page.getByText('You have succesfully logged in').waitFor();
    // Logged-out-only pages send a signed-in customer to /account.
    await page.goto('/login');
    await page.waitForURL('**/account');
  });

  it('signs up with Google through /oauth-register', async () => {
    const page = await open('/login');
    await expectAccessible(page);
    await socialSignIn(page, 'Google', 'Olivia Nguyen');
    await page.waitForURL('**/oauth-register');
    await page.getByText(/You signed in with Google as olivia.nguyen@example.com/).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Olivia');
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hi Olivia' }).waitFor();
  });

  it('Apple with an e-mail that already has an account explains instead of spinning', async () => {
    const page = await open('/');
    await registerByEmail(page, { ...newPerson(), email: 'ava.jones@example.com' }, 'Ava', 'Jones');
    await logOut(page);
    await socialSignIn(page, 'Apple', 'Ava Jones');
    await page.getByRole('heading', { level: 1, name: 'You already have an account' }).waitFor();
    await page
      .getByRole('alert')
      .getByText(/An account with that e-mail address already exists/)
      .waitFor();
    expect(await page.getByText('Logging you in').count()).toBe(0);
    await expectAccessible(page);
  });

  it('PayPal (code with PKCE): signs up, then signs straight in next time', async () => {
    const page = await open('/login');
    await socialSignIn(page, 'PayPal', 'Mia Brown');
    await page.waitForURL('**/oauth-register');
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hi Mia' }).waitFor();
    await logOut(page);
    // The provider remembers its own sign-in, as PayPal does, so it returns at once with a new code.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with PayPal' }).click();
    await page.waitForURL('**/oauth/paypal-redirect?**');
    await page.getByRole('heading', { level: 1, name: 'Hi Mia' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
  });

  it('refreshes an expired access token silently mid-session, and logout revokes the refresh token', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await registerByEmail(page, newPerson(), 'Riley', 'Park');
    const refreshes: string[] = [];
    const bearers: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/customer/token/refresh')) refreshes.push(request.method());
      const auth = request.headers().authorization;
      if (auth && !request.url().includes('/token/')) bearers.push(auth);
    });
    // The access token lives 15 minutes; 16 minutes on, the next call refreshes it first.
    await page.clock.fastForward('16:00');
    await page.getByRole('link', { name: 'Order history' }).first().click();
    await page.waitForURL('**/account/history');
    await page.goto('/menu/pizza');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(bearers.length).toBeGreaterThan(0);
    expect(await page.getByText('Your login has expired. Please log in again.').count()).toBe(0);

    // A reload forgets the in-memory token; the refresh cookie gets a new one without a login.
    await page.goto('/account/details');
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();

    await logOut(page);
    const refused = await page.evaluate(
      async () =>
        (
          await fetch('/api/v1/customer/token/refresh', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
    );
    expect(refused).toBe(401);
    await page.goto('/account/details');
    await page.waitForURL('**/account?redirect=*');
  });
});
