// Unsubscribing from a marketing e-mail while signed out, through the real API: register opted in
// to e-mail offers, find the welcome offer in the development outbox, open its unsubscribe link in
// a browser that is not signed in, unsubscribe (a captcha is solved in the page), and see the
// opt-in cleared on the signed-in customer's communication page. At 320 px and on desktop.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

const NARROW = { width: 320, height: 700 };

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  return context.newPage();
}

interface OutboxMessage {
  to: string;
  subject: string;
  code: string | null;
  links: string[];
}

async function outboxMessage(match: (m: OutboxMessage) => boolean, what: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/outbox/messages`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${what} arrived`);
}

function newPerson() {
  const tag = randomBytes(4).toString('hex');
  const digits = String(parseInt(tag, 16) % 100_000_000).padStart(8, '0');
  return { email: `e2e-unsub-${tag}@example.com`, mobile: `04${digits}` };
}

async function registerOptedIn(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByRole('checkbox', { name: 'Send me offers by email' }).check();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  const { code } = await outboxMessage((m) => m.to === person.email && m.code !== null, 'sign-in code');
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code!);
  await page.waitForURL('**/account');
}

describe.each([
  ['320 px', NARROW],
  ['desktop', viewports.desktop],
])('unsubscribing at %s', (_name, viewport) => {
  it('opens the marketing e-mail link signed out, unsubscribes, and the account shows the opt-in cleared', async () => {
    const signedIn = await open(viewport);
    const person = newPerson();
    await registerOptedIn(signedIn, person);

    const offer = await outboxMessage((m) => m.to === person.email && m.subject.startsWith('Welcome'), 'welcome offer');
    const preferencesLink = offer.links.find((link) => new URL(link).pathname.startsWith('/preferences/email/'));
    expect(preferencesLink).toBeDefined();
    expect(offer.links.some((link) => new URL(link).pathname.startsWith('/api/v1/user/unsubscribe/'))).toBe(true);

    await signedIn.goto('/account/communication');
    expect(await signedIn.getByRole('checkbox', { name: 'Send me offers and news by email' }).isChecked()).toBe(true);

    const signedOut = await open(viewport);
    await signedOut.goto(new URL(preferencesLink!).pathname);
    await signedOut.getByRole('heading', { level: 1, name: 'Unsubscribe from email' }).waitFor();
    expect(await seriousA11yViolations(signedOut)).toEqual([]);
    await signedOut.getByRole('button', { name: 'Unsubscribe' }).click();
    await signedOut
      .getByRole('status')
      .getByText(/You're unsubscribed/)
      .waitFor({ timeout: 60_000 });
    expect(await seriousA11yViolations(signedOut)).toEqual([]);

    await signedIn.reload();
    const emailOptIn = signedIn.getByRole('checkbox', { name: 'Send me offers and news by email' });
    await emailOptIn.waitFor();
    expect(await emailOptIn.isChecked()).toBe(false);
  });
});
