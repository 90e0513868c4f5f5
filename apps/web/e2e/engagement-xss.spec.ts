// Issue 16, "HTML in card or message fields never runs": a marketer schedules content cards and
// in-app messages whose every text field carries the XSS list (through the console's own calls, in
// a loop, and once through the console's forms), and they are viewed wherever they show: by a guest
// the landing's four card sections, the cart and checkout upsells, the in-app message modal (each
// message in turn), /offers and /coupons; by a signed-in customer the account inbox; by the
// marketer the previews and the lists. No dialog may open and no `window.__xss` marker may be set
// anywhere. Every payload as a link (url, imageUrl, a message's url) is refused with a 400 naming
// the field.
//
// The cards and messages are for one store no other journey orders from (Chatswood) and end a few
// minutes after the journey, so the other journeys' landing and modals stay as they expect.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, startPickupBasket } from './support/basket.ts';
import { baseURL, launchBrowser, newContext, viewports } from './support/browser.ts';
import { E2E_MARKETER as MARKETER } from './support/staff-account.ts';
import { xssPayloads } from './support/xss-payloads.ts';

const STORE = { storeId: 1004, postcode: '2067' }; // Red Roof Pizza Chatswood
const SEGMENT = { kind: 'store', storeId: STORE.storeId } as const;
/** Markers that set a global instead of opening a dialog: a dialog could be swallowed, a global not. */
const markerPayloads = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  `<svg onload="window.__xss=1">`,
  `"><script>window.__xss=1</script>`,
];
const payloads = [...xssPayloads, ...markerPayloads];
const TAG = randomBytes(3).toString('hex');
/** Document 1 section 2 sections a guest sees, and where. */
const LANDING = ['homepage-hero', 'homepage-secondary-hero', 'homepage-todays-offer', 'homepage-deals'] as const;
const SECTIONS = [...LANDING, 'cart-upsell', 'checkout-upsell', 'account-inbox'] as const;
const MESSAGE_MAX = 500;

type Json = Record<string, unknown>;

interface OutboxMessage {
  to: string;
  code: string | null;
}

async function signInCode(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/outbox/messages`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.find((m) => m.to === email && m.code !== null);
    if (found?.code) return found.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No sign-in code arrived for ${email}`);
}

/** A new customer, registered by e-mail and signed in. */
async function registerCustomer(page: Page): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  const email = `e2e-engagement-xss-${tag}@example.com`;
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile number').fill(`04${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  const code = await signInCode(email);
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.waitForURL('**/account');
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseURL()}/api/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MARKETER),
  });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => browser?.close());

const post = (path: string, body: Json) =>
  fetch(`${baseURL()}/api/v1/engagement-console/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

/** On for the journey, gone a few minutes after it. */
const schedule = () => ({ startsAt: null, endsAt: new Date(Date.now() + 10 * 60_000).toISOString() });

/** Ten minutes from now as a datetime-local value in the browser's zone (the journeys run in Sydney's). */
const endsInTenMinutes = () =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(Date.now() + 10 * 60_000)
    .replace(' ', 'T');

/** A link that is welcome (a path in the app) and still carries the payload, encoded. */
const pathWith = (base: string, payload: string) => `${base}?q=${encodeURIComponent(payload)}`;

function card(section: string, texts: string[], i: number): Json {
  const at = (k: number) => texts[k % texts.length]!;
  return {
    imageUrl: pathWith('/images/xss.png', at(1)),
    url: pathWith('/offers', at(2)),
    expiresAt: 0,
    extras: {
      site_section: section,
      card_type: 'deal',
      title: `${at(0)} ${TAG}-${i}`,
      price_pickup: 1495,
      price_pickup_strikethrough: 1995,
      price_pickup_title: at(1),
      price_delivery: 1795,
      price_delivery_strikethrough: 2295,
      price_delivery_title: at(2),
      sub_title_left: at(3),
      sub_title_right: at(4),
      subtitle_separator: '<b>',
      exclude_homepage: false,
      // Every fourth card shows only its image, with the title as its alt text.
      image_only: i % 4 === 3,
      todays_offer: false,
      product_id: null,
      upsell_type: null,
      default: false,
      sequence: i,
    },
    segment: SEGMENT,
    schedule: schedule(),
  };
}

/** Payloads packed into message bodies of at most 500 characters. */
function packed(list: string[]): string[] {
  const bodies: string[] = [];
  let body = '';
  for (const payload of list) {
    if (body && body.length + 1 + payload.length > MESSAGE_MAX) {
      bodies.push(body);
      body = '';
    }
    body = body ? `${body} ${payload}` : payload;
  }
  if (body) bodies.push(body);
  return bodies;
}

function watch(page: Page, dialogs: string[]) {
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** No marker set, no script link and no inline script the page did not bring itself. */
async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const hrefs = await page
    .locator('a[href], img[src], iframe, object, embed')
    .evaluateAll((list) => list.map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.tagName));
  for (const href of hrefs) expect(href).not.toMatch(/^\s*(javascript|vbscript|data|file|livescript|mocha):/i);
}

/** Waits until the page's text holds every given string, as text. */
async function expectTexts(page: Page, texts: string[]) {
  await page.waitForFunction(
    (wanted) => {
      const text = document.body.textContent ?? '';
      const alts = Array.from(document.querySelectorAll('img[alt]'), (img) => img.getAttribute('alt') ?? '');
      return wanted.every((t) => text.includes(t) || alts.includes(t));
    },
    texts,
    { timeout: 20_000 },
  );
}

describe('engagement cards and messages with XSS payloads', () => {
  it(`refuses every one of ${xssPayloads.length} payloads as a link, naming the field`, async () => {
    for (const payload of xssPayloads) {
      for (const field of ['url', 'imageUrl'] as const) {
        const res = await post('content-cards', { ...card('homepage-deals', ['Link check'], 0), [field]: payload });
        expect(res.status, `${field}: ${payload}`).toBe(400);
        expect(JSON.stringify(await res.json())).toContain(`body.${field}`);
      }
      const res = await post('in-app-messages', {
        kind: 'general',
        header: 'Link check',
        message: 'A message',
        buttonText: 'Open',
        url: payload,
        stores: [],
        extras: { campaignType: null },
        segment: SEGMENT,
        schedule: schedule(),
      });
      expect(res.status, `message url: ${payload}`).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('body.url');
    }
  });

  it(`runs none of ${payloads.length} payloads in cards, messages, their previews and lists`, async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    const dialogs: string[] = [];

    // Cards: five payloads a card (title, both subtitles, both price labels), across the sections.
    const cardsBySection = new Map<string, string[]>(SECTIONS.map((s) => [s, []]));
    const step = 5;
    for (let i = 0; i * step < payloads.length; i += 1) {
      const section = SECTIONS[i % SECTIONS.length]!;
      const texts = payloads.slice(i * step, i * step + step);
      const res = await post('content-cards', card(section, texts, i));
      expect(res.status, await res.clone().text()).toBe(201);
      const created = (await res.json()) as { extras: { title: string } };
      cardsBySection.get(section)!.push(created.extras.title);
    }

    // Messages: every payload in a body, and as headings and button texts in turn.
    const bodies = packed(payloads);
    const headers: string[] = [];
    for (const [i, body] of bodies.entries()) {
      const res = await post('in-app-messages', {
        kind: 'general',
        header: `${payloads[(2 * i) % payloads.length]} ${TAG}-m${i}`,
        message: body,
        buttonText: payloads[(2 * i + 1) % payloads.length],
        url: pathWith('/offers', payloads[i]!),
        stores: [],
        extras: { campaignType: null },
        segment: SEGMENT,
        schedule: schedule(),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      headers.push(((await res.json()) as { header: string }).header);
    }

    // A guest ordering from the store: the landing's sections, and each message in turn.
    const guestContext = await newContext(browser, viewports.desktop);
    const guest = await guestContext.newPage();
    guest.setDefaultTimeout(20_000);
    watch(guest, dialogs);
    await guest.goto('/');
    const basket = await startPickupBasket(guest, STORE);
    await expectTexts(
      guest,
      LANDING.flatMap((s) => cardsBySection.get(s)!),
    );
    const seen = new Set<string>();
    // The newest message shows first; closing it shows the next (in the same modal), until none is left.
    for (let shown = 0; shown < headers.length + 40; shown += 1) {
      const modal = guest.locator('dialog[open]').first();
      try {
        await modal.waitFor({ timeout: shown === 0 ? 20_000 : 5_000 });
      } catch {
        break;
      }
      const text = (await modal.textContent()) ?? '';
      for (const header of headers) if (text.includes(header)) seen.add(header);
      await modal.getByRole('button', { name: 'Close' }).click();
      await guest.waitForFunction((before) => document.querySelector('dialog[open]')?.textContent !== before, text, {
        timeout: 10_000,
      });
    }
    expect([...seen].sort()).toEqual([...headers].sort());
    await expectNothingRan(guest);

    // The upsells: the cart's with an item in it, and the checkout's.
    await addItems(guest, basket, [{ productId: 1003, quantity: 1, sizeId: 2 }]);
    await guest.goto('/cart');
    await expectTexts(guest, cardsBySection.get('cart-upsell')!);
    await expectNothingRan(guest);
    await guest.goto('/checkout');
    await expectTexts(guest, cardsBySection.get('checkout-upsell')!);
    await expectNothingRan(guest);
    for (const path of ['/offers', '/coupons']) {
      await guest.goto(path);
      await guest.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNothingRan(guest);
    }
    // The account inbox, for a signed-in customer of the store.
    const customerContext = await newContext(browser, viewports.mobile);
    const customer = await customerContext.newPage();
    customer.setDefaultTimeout(20_000);
    watch(customer, dialogs);
    await registerCustomer(customer);
    await startPickupBasket(customer, STORE);
    await customer.goto('/account');
    await expectTexts(customer, cardsBySection.get('account-inbox')!);
    await expectNothingRan(customer);
    await customerContext.close();

    // A card's link carries its payload as an encoded query: it opens a page, and nothing runs.
    await guest.goto('/');
    await expectTexts(guest, cardsBySection.get('homepage-deals')!.slice(0, 1));
    await guest
      .getByRole('article', { name: cardsBySection.get('homepage-deals')![0]!, exact: true })
      .getByRole('link')
      .click();
    await guest.waitForURL((url) => url.pathname === '/offers');
    await expectNothingRan(guest);

    // The marketer: the lists, and the forms' previews with a handful of payloads typed in.
    const marketerContext = await newContext(browser, viewports.desktop);
    const marketer = await marketerContext.newPage();
    marketer.setDefaultTimeout(20_000);
    watch(marketer, dialogs);
    await marketer.goto('/marketing');
    await marketer.getByLabel('Username').fill(MARKETER.username);
    await marketer.getByLabel('Password').fill(MARKETER.password);
    await marketer.getByRole('button', { name: 'Sign in' }).click();
    const cardForm = marketer.getByRole('form', { name: 'New content card' });
    await cardForm.waitFor().catch(async (error: unknown) => {
      throw new Error(`The console did not open: ${(await marketer.locator('body').innerText()).slice(0, 600)}`, {
        cause: error,
      });
    });
    await expectTexts(marketer, [...cardsBySection.values()].flat());
    const few = [...markerPayloads, xssPayloads[0]!, xssPayloads[3]!, xssPayloads[7]!];
    const typedTitle = `${few[0]} ${TAG}-ui`;
    await cardForm.getByLabel('Title', { exact: true }).fill(typedTitle);
    await cardForm.getByLabel('Subtitle, left', { exact: true }).fill(few[1]!);
    await cardForm.getByLabel('Subtitle, right', { exact: true }).fill(few[2]!);
    await cardForm.getByLabel('Pickup price', { exact: true }).fill('9.95');
    await cardForm.getByLabel('Pickup price label', { exact: true }).fill(few[3]!);
    await cardForm.getByLabel('Link', { exact: true }).fill(`javascript:${few[4]}`);
    await cardForm.getByLabel('Image', { exact: true }).fill(pathWith('/images/xss.png', few[5]!));
    await marketer.getByRole('complementary', { name: 'Preview' }).getByRole('article', { name: typedTitle }).waitFor();
    await expectNothingRan(marketer);
    // A script link is named beside its field and nothing is scheduled.
    await cardForm.getByRole('button', { name: 'Schedule card' }).click();
    await cardForm.getByRole('alert').waitFor();
    expect(await cardForm.getByLabel('Link', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await cardForm.getByLabel('Link', { exact: true }).fill(pathWith('/offers', few[4]!));
    await cardForm.getByLabel('Segment', { exact: true }).selectOption('store');
    await cardForm.getByLabel('Store', { exact: true }).selectOption(String(STORE.storeId));
    await cardForm.getByLabel('Ends', { exact: true }).fill(endsInTenMinutes());
    await cardForm.getByRole('button', { name: 'Schedule card' }).click();
    await marketer.getByText(`“${typedTitle}” is scheduled.`).waitFor();
    await marketer
      .getByRole('table', { name: 'Content cards' })
      .getByRole('rowheader', { name: typedTitle, exact: true })
      .waitFor();
    await expectNothingRan(marketer);

    await marketer.getByRole('tab', { name: 'In-app messages' }).click();
    const messageForm = marketer.getByRole('form', { name: 'New in-app message' });
    const typedHeader = `${few[2]} ${TAG}-ui`;
    await messageForm.getByLabel('Heading', { exact: true }).fill(typedHeader);
    await messageForm.getByLabel('Message', { exact: true }).fill(few.join(' '));
    await messageForm.getByLabel('Button text', { exact: true }).fill(few[0]!);
    await messageForm.getByLabel('Link', { exact: true }).fill('/offers');
    await marketer.getByRole('complementary', { name: 'Preview' }).getByText(typedHeader, { exact: true }).waitFor();
    await expectTexts(marketer, headers);
    await expectNothingRan(marketer);
    // Scheduled for the journey's store: it shows in the list.
    await messageForm.getByLabel('Segment', { exact: true }).selectOption('store');
    await messageForm.getByLabel('Store', { exact: true }).selectOption(String(STORE.storeId));
    await messageForm.getByLabel('Ends', { exact: true }).fill(endsInTenMinutes());
    await messageForm.getByRole('button', { name: 'Schedule message' }).click();
    await marketer
      .getByRole('table', { name: 'In-app messages' })
      .getByRole('rowheader', { name: typedHeader, exact: true })
      .waitFor();
    await expectNothingRan(marketer);

    // The card typed in the form reaches the guest like the others (the next refresh, or a reload).
    await guest.goto('/');
    await expectTexts(guest, [typedTitle]);
    await expectNothingRan(guest);

    // Anything deferred (an image error, an animation's begin) has had its moment.
    await guest.waitForTimeout(1000);
    expect(dialogs).toEqual([]);
    await guestContext.close();
    await marketerContext.close();
  }, 300_000);
});
