// Free text a customer types (names, the order note) carrying SQL metacharacters and every XSS
// payload of the list, placed as real orders, then shown where staff and the customer read them:
// the store console's order cards and each order's page. No answer may be a server error (a query
// built from text would break on these), and no script may run anywhere (a dialog is the proof).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { placeGuestOrder, type GuestDetails, type PlacedOrder } from './support/guest-order.ts';
import { E2E_STAFF as STAFF } from './support/staff-account.ts';
import { xssPayloads } from './support/xss-payloads.ts';

const sqlPayloads = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5) --',
  "'||(SELECT version())||'",
  "%' AND 1=1 --",
  '\\\\x00',
  '$$; DELETE FROM baskets; $$',
  "O'Brien",
  "Robert'); DROP TABLE customers;--",
  "admin'--",
  "' UNION SELECT email FROM customers --",
  '_%_%',
  "E'\\\\047'",
];

/** The limits of the checkout's fields (contract CUSTOMER_DETAILS_LIMITS). */
const NAME_MAX = 60;
const NOTE_MAX = 250;

/** Every payload once: short ones as names, all of them packed into order notes. */
function detailsCarrying(payloads: string[]): GuestDetails[] {
  const names = payloads.filter((p) => p.trim().length > 0 && p.length <= NAME_MAX);
  const notes: string[] = [];
  let note = '';
  for (const payload of payloads.filter((p) => p.length <= NOTE_MAX)) {
    if (note && note.length + 1 + payload.length > NOTE_MAX) {
      notes.push(note);
      note = '';
    }
    note = note ? `${note} ${payload}` : payload;
  }
  if (note) notes.push(note);
  return notes.map((orderNote, i) => ({
    mobileNumber: '0412345678',
    email: `injection${i}@example.com`,
    firstName: names[(2 * i) % names.length],
    lastName: names[(2 * i + 1) % names.length],
    orderNote,
  }));
}

function watchDialogs(page: Page, dialogs: string[]) {
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('free text with injection payloads', () => {
  it(`stores ${xssPayloads.length} XSS and ${sqlPayloads.length} SQL payloads as text and runs none of them`, async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    const all = [...sqlPayloads, ...xssPayloads];
    const orderDetails = detailsCarrying(all);
    const dialogs: string[] = [];

    const guestContext = await newContext(browser);
    const guest = await guestContext.newPage();
    watchDialogs(guest, dialogs);
    await guest.goto('/');
    const placed: PlacedOrder[] = [];
    // One after another: each answer must be a success (placeGuestOrder throws on any other).
    for (const details of orderDetails) placed.push(await placeGuestOrder(guest, details));
    const carried = all.filter((payload) => orderDetails.some((d) => d.orderNote!.includes(payload)));
    expect(carried.length).toBe(all.filter((p) => p.length <= NOTE_MAX).length);

    // The console lists every order of the day with its customer's name and note.
    const staffContext = await newContext(browser);
    const staff = await staffContext.newPage();
    watchDialogs(staff, dialogs);
    await staff.goto('/store-console');
    await staff.getByLabel('Username').fill(STAFF.username);
    await staff.getByLabel('Password').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    for (const order of placed) {
      await staff.getByText(order.orderReference, { exact: false }).first().waitFor();
    }
    // The notes arrive as the customer typed them: text, not markup.
    const noteText = await staff.locator('body').innerText();
    expect(noteText).toContain(orderDetails[0]!.orderNote!.slice(0, 40));

    // Each order's own page, with the session that placed it, shows the note back.
    for (const [i, order] of placed.entries()) {
      await guest.evaluate(({ basketSession }) => sessionStorage.setItem('pinia_basketSession', basketSession), {
        basketSession: JSON.stringify({
          state: {
            basketId: null,
            sessions: { [order.basketId]: { sid: order.sessionId, created: Date.now() } },
            basket: null,
          },
          version: 0,
        }),
      });
      await guest.goto(`/order/${order.orderId}`);
      await guest.getByText(orderDetails[i]!.orderNote!.slice(0, 30), { exact: false }).first().waitFor();
    }
    // Anything deferred (an image error, an animation's begin) has had its moment.
    await guest.waitForTimeout(1000);
    expect(dialogs).toEqual([]);
    await guestContext.close();
    await staffContext.close();
  });
});
