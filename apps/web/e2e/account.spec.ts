// The signed-in customer's account through the real API: register by e-mail (code from the
// development outbox), the overview and history before any order, edit details (kept after a
// reload), opt in to e-mail offers, change the e-mail address through the outbox's confirm link
// (then the same link again: the clear page), at 320 px and on desktop, each page checked with axe.
// Then a change cancelled through the link sent to the old address: its confirm link is refused,
// and a link whose action is not exactly `confirm` or `cancel` changes nothing.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { changeEmailPath, newPerson, outboxMessage, registerByEmail } from './support/customer.ts';

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

const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe.each([
  ['320 px', NARROW],
  ['desktop', viewports.desktop],
])('the account at %s', (_name, viewport) => {
  it('shows the overview and empty history, edits details and opt-ins, and changes the e-mail by its link', async () => {
    const page = await open(viewport);
    const person = newPerson();
    await registerByEmail(page, person);

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
    // The change waiting for its link is the server's: a reload still shows it, with its actions.
    await page.reload();
    await page.getByText(new RegExp(`We sent a link to ${proposed.replace(/[.]/g, '\\.')}. It expires at`)).waitFor();
    await page.getByRole('button', { name: 'Send again' }).waitFor();
    await page.getByRole('button', { name: 'Cancel the change' }).waitFor();
    const confirm = await outboxMessage(
      (m) => m.to === proposed && m.links.some((l) => l.includes('/confirm')),
      'confirm link',
    );
    const confirmPath = changeEmailPath(confirm, 'confirm');
    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Use my new email' }).click();
    await page.getByText(`Done. You now log in with ${proposed}.`).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Use my new email' }).click();
    await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    await page.goto('/account/details');
    await page.getByText(proposed, { exact: true }).waitFor();
    // A long journey on a machine the other specs share: more than the default 30 seconds.
  }, 90_000);
});

describe('an e-mail change cancelled from the old address', () => {
  it("keeps the address; the cancelled request's confirm link and a link with another action change nothing", async () => {
    const page = await open(viewports.mobile);
    const person = newPerson();
    await registerByEmail(page, person);

    const proposed = `e2e-acct-other-${person.tag}@example.com`;
    await page.goto('/account/email');
    await page.getByLabel('New e-mail address').fill(proposed);
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await page.getByText(new RegExp(`We sent a link to ${proposed.replace(/[.]/g, '\\.')}`)).waitFor();
    const toNew = await outboxMessage(
      (m) => m.to === proposed && m.links.some((l) => l.includes('/change-email/')),
      'confirm link',
    );
    const toOld = await outboxMessage(
      (m) => m.to === person.email && m.links.some((l) => l.includes('/change-email/')),
      'cancel link',
    );
    const confirmPath = changeEmailPath(toNew, 'confirm');
    const cancelPath = changeEmailPath(toOld, 'cancel');

    // The action must be exactly `confirm` or `cancel`: `Confirm` is the not-found page, nothing done.
    await page.goto(confirmPath.replace(/\/confirm$/, '/Confirm'));
    await page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" }).waitFor();
    expect(await page.getByRole('button', { name: 'Use my new email' }).count()).toBe(0);
    await expectAccessible(page);
    await page.goto(cancelPath.replace(/\/cancel$/, '/CANCEL'));
    await page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" }).waitFor();

    // The cancel link sent to the old address: the change is dropped.
    await page.goto(cancelPath);
    await page.getByRole('heading', { level: 1, name: 'Cancel your email change' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await page.getByText(`The change was cancelled. You still log in with ${person.email}.`).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The request's confirm link is now refused with the clear page.
    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Use my new email' }).click();
    await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    await expectAccessible(page);
    // So is the cancel link a second time.
    await page.goto(cancelPath);
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();

    // The address is the one registered, after a reload too.
    await page.goto('/account/details');
    await page.getByText(person.email, { exact: true }).waitFor();
    expect(await page.getByText(proposed, { exact: true }).count()).toBe(0);
    await page.goto('/account/security');
    await page.getByText(`A one-time code sent to ${person.email}`).waitFor();
  }, 90_000);
});
