// Issue 16, "the funnel counts one journey's events exactly": the store console's funnel is read,
// one guest visit goes from the landing through choosing a pickup store and time, adding a pizza,
// checkout and a pay-in-store order (a full page load on the way, as a customer's reload would be),
// and the funnel is read again: every step has risen by exactly one. Events leave the app in
// batches (beacon, after idle), so the second reading polls with a deadline. One test only: the
// server is shared, and nothing else may visit while the two readings are taken.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, viewports } from './support/browser.ts';
import { E2E_STAFF as STAFF } from './support/staff-account.ts';

const STEPS = ['sessions', 'localised', 'added', 'checkout', 'ordered'] as const;
type Step = (typeof STEPS)[number];
type Funnel = Record<Step, number>;
const LABELS: Record<Step, string> = {
  sessions: 'Visits',
  localised: 'Chose delivery or pickup',
  added: 'Added to cart',
  checkout: 'Began checkout',
  ordered: 'Ordered',
};
/** The sender's flush (5 s) and idle wait, the beacon's trip, and room for a slow machine. */
const ARRIVAL_DEADLINE_MS = 30_000;
/** After the counts arrive, one more flush period: nothing may be counted twice late. */
const SETTLE_MS = 8_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function staffToken(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Today's funnel as the API answers the console. */
async function funnelFromApi(token: string): Promise<Funnel> {
  const res = await fetch(`${baseURL()}/api/v1/staff/analytics/funnel`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { steps: { step: Step; count: number }[] };
  return Object.fromEntries(body.steps.map((s) => [s.step, s.count])) as Funnel;
}

/** Today's funnel as the console shows it: the panel is (re)opened, which reads it afresh. */
async function funnelOnPage(console: Page): Promise<Funnel> {
  const panel = console.locator('details.console-funnel');
  if ((await panel.getAttribute('open')) !== null) await panel.locator('summary').click();
  const refreshed = console.waitForResponse((res) => res.url().includes('/api/v1/staff/analytics/funnel'));
  await panel.locator('summary').click();
  const answer = (await (await refreshed).json()) as { steps: { step: Step; count: number }[] };
  const steps = panel.locator('.console-funnel__step');
  // The answer's figures, once drawn.
  const visits = answer.steps.find((s) => s.step === 'sessions')?.count ?? 0;
  await (
    visits === 0
      ? panel.getByText('No visits yet today.', { exact: false })
      : steps.first().locator('.console-funnel__count', { hasText: new RegExp(`^${visits}$`) })
  ).waitFor();
  const counts = Object.fromEntries(STEPS.map((s) => [s, 0])) as Funnel;
  for (const step of STEPS) {
    const row = steps.filter({ has: console.locator('.console-funnel__label', { hasText: LABELS[step] }) });
    if ((await row.count()) === 1) counts[step] = Number(await row.locator('.console-funnel__count').innerText());
  }
  return counts;
}

const plusOne = (funnel: Funnel): Funnel => Object.fromEntries(STEPS.map((s) => [s, funnel[s] + 1])) as Funnel;

/** ASAP when offered; otherwise the first time the store offers (today's, else tomorrow's). */
async function chooseTime(dialog: Locator): Promise<void> {
  const time = dialog.getByRole('combobox', { name: 'Time' });
  const values = () => time.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  let offered = await values();
  if (offered.length === 0) {
    await dialog.getByRole('radio', { name: /^Tomorrow/ }).check();
    offered = await values();
  }
  await time.selectOption(offered[0]!);
}

/**
 * One guest visit, through the app's own screens, from the landing to a placed order. Before each
 * full page load it waits for `counted` to see the steps taken on the page it leaves.
 */
async function oneGuestJourney(page: Page, counted: (steps: readonly Step[]) => Promise<void>): Promise<string> {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Choose delivery or pickup/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Start your order' });
  await dialog.getByRole('tab', { name: 'Pickup' }).click();
  await dialog.getByRole('searchbox', { name: 'Suburb or postcode' }).fill('Parramatta');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await dialog.getByRole('button', { name: 'Select Red Roof Pizza Parramatta for pickup' }).click();
  await dialog.getByRole('heading', { name: 'Pickup from Red Roof Pizza Parramatta' }).waitFor();
  await chooseTime(dialog);
  await dialog.getByRole('button', { name: 'Save pickup details' }).click();
  await page.getByRole('status').getByText('Pickup details saved').waitFor();
  await counted(['sessions', 'localised']);

  await page.goto('/menu/pizza/classics-range');
  await page.getByRole('link', { name: 'Pepperoni', exact: true }).click();
  const builder = page.getByRole('dialog', { name: 'Pepperoni' });
  await builder.getByRole('radio', { name: /^Large/ }).check();
  await builder.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByText('You have succesfully added Pepperoni to your cart.').waitFor();
  const noThanks = page.getByRole('button', { name: 'No thanks' });
  await noThanks.click();
  await noThanks.waitFor({ state: 'detached' });
  await counted(['added']);

  // A full page load into checkout.
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Order summary' }).waitFor();
  await page.getByLabel('Pay in Store').check();
  await page.waitForURL(/\/checkout\/cash$/);
  await page.getByLabel('First name (optional)').fill('Alex');
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByLabel('Email', { exact: true }).fill('funnel@example.com');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  return page.url();
}

describe("today's funnel in the store console", () => {
  it('counts one guest journey once at every step: visit, localised, added, checkout, ordered', async () => {
    const staffContext = await newContext(browser, viewports.desktop);
    const staff = await staffContext.newPage();
    // The console is staff, not a customer's visit: it sends no analytics (decision 243).
    const staffEvents: string[] = [];
    staff.on('request', (req) => {
      if (req.url().includes('/api/v1/analytics/events')) staffEvents.push(req.url());
    });
    await staff.goto('/store-console');
    await staff.getByLabel('Username').fill(STAFF.username);
    await staff.getByLabel('Password').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.locator('details.console-funnel').waitFor();
    const token = await staffToken();
    const before = await funnelFromApi(token);
    expect(await funnelOnPage(staff)).toEqual(before);

    const guestContext = await newContext(browser, viewports.desktop);
    const guest = await guestContext.newPage();
    const expected = plusOne(before);
    /** The funnel once the given steps have counted the journey, or as it stands at the deadline. */
    const countedAt = async (steps: readonly Step[]) => {
      const deadline = Date.now() + ARRIVAL_DEADLINE_MS;
      let now = await funnelFromApi(token);
      while (steps.some((s) => now[s] < expected[s]) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        now = await funnelFromApi(token);
      }
      return now;
    };
    // Each page's batch leaves in idle time, a few seconds on, while the page is open. (One sent as
    // the page goes carries none of the context's headers, so it would come from the run's shared
    // loopback address, whose analytics budget the journeys before this one have spent.)
    await oneGuestJourney(guest, async (steps) => {
      const now = await countedAt(steps);
      for (const step of steps) expect(now[step], step).toBe(expected[step]);
    });

    // The last batch (the purchase) leaves after idle: wait for it, within a deadline.
    expect(await countedAt(STEPS)).toEqual(expected);
    // Later batches of the same visit (page hide, the order page's own events) count nothing more.
    await guestContext.close();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(await funnelFromApi(token)).toEqual(expected);
    // And the console shows the same figures.
    expect(await funnelOnPage(staff)).toEqual(expected);
    await staffContext.close();
    expect(staffEvents).toEqual([]);
  }, 120_000);
});
