// The signed-in customer's account through the real API: register by e-mail (code from the
// development outbox), the overview and history before any order, edit details (kept after a
// reload), opt in to e-mail offers, change the e-mail address through the outbox's confirm link
// (then the same link again: the clear page), at 320 px and on desktop, each page checked with axe.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

const NARROW = { width: 320, height: 700 };

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
  return context.newPage();
}

const expectAccessible = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

/** Nothing wider than the screen (no sideways scrolling at 320 px). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

function newPerson() {
  const tag = randomBytes(4).toString('hex');
  const digits = String(parseInt(tag, 16) % 100_000_000).padStart(8, '0');
  return { email: `e2e-acct-${tag}@example.com`, mobile: `04${digits}`, tag };
}

interface OutboxMessage {
  to: string;
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

async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  const { code } = await outboxMessage((m) => m.to === person.email && m.code !== null, 'sign-in code');
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code!);
  await page.waitForURL('**/account');
}

const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe.each([
  ['320 px', NARROW],
  ['desktop', viewports.desktop],
])('the account at %s', (_name, viewport) => {
  it('shows the overview and empty history, edits details and opt-ins, and changes the e-mail by its link', async () => {
    const page = await open(viewport);
    const person = newPerson();
    await register(page, person);

    await page.getByRole('heading', { level: 1, name: 'Hi Sam' }).waitFor();
    await page.getByText('You have not ordered yet. Your orders will show here.').waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.goto('/account/history');
    await page.getByText('You have no past orders yet.').waitFor();
    await expectAccessible(page);

    // Details: names and a mobile typed the Australian way, kept as +614.
    await page.goto('/account/details');
    await page.getByLabel('First name').fill('Samira');
    const newMobile = `04${String((parseInt(person.tag, 16) + 1) % 100_000_000).padStart(8, '0')}`;
    await page.getByLabel('Mobile number').fill(newMobile.replace(/^(\d{4})(\d{3})/, '$1 $2 '));
    await page.getByRole('button', { name: 'Save details' }).click();
    await snackbar(page, 'You have succesfully updated your details');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Samira');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(`+61${newMobile.slice(1)}`);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Hi Samira' }).waitFor();

    // Communication: e-mail offers on, kept after a reload.
    await page.goto('/account/communication');
    const emailOffers = page.getByLabel('Send me offers and news by email');
    expect(await emailOffers.isChecked()).toBe(false);
    await emailOffers.check();
    await snackbar(page, 'You have succesfully updated your communication preferences');
    await page.reload();
    expect(await page.getByLabel('Send me offers and news by email').isChecked()).toBe(true);
    await expectAccessible(page);

    // Security: how this customer logs in.
    await page.goto('/account/security');
    await page.getByText(`A one-time code sent to ${person.email}`).waitFor();
    await expectAccessible(page);

    // E-mail: the confirm link goes to the new address; it works once.
    const proposed = `e2e-acct-new-${person.tag}@example.com`;
    await page.goto('/account/email');
    await page.getByLabel('New e-mail address').fill(proposed);
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await page.getByText(new RegExp(`We sent a link to ${proposed.replace(/[.]/g, '\\.')}`)).waitFor();
    await expectAccessible(page);
    const confirm = await outboxMessage(
      (m) => m.to === proposed && m.links.some((l) => l.includes('/confirm')),
      'confirm link',
    );
    const link = new URL(confirm.links.find((l) => l.includes('/change-email/'))!);
    await page.goto(link.pathname);
    await page.getByRole('button', { name: 'Use my new email' }).click();
    await page.getByText(`Done. You now log in with ${proposed}.`).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.goto(link.pathname);
    await page.getByRole('button', { name: 'Use my new email' }).click();
    await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    await page.goto('/account/details');
    await page.getByText(proposed, { exact: true }).waitFor();
    // A long journey on a machine the other specs share: more than the default 30 seconds.
  }, 90_000);
});
