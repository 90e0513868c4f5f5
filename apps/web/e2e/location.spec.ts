// The location session in the browser: delivery to an address with ASAP, pickup at a later time
// from the store list, and an address nobody delivers to. Runs on the real clock: when ASAP or
// today's times are not on offer, the journeys take the first time the store does offer.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

/** Lets finite CSS animations (the dialog's fade-in) end, so axe measures final colours. */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ).then(() => undefined),
  );

async function noSeriousViolations(page: Page) {
  await animationsDone(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

const options = (time: Locator) =>
  time
    .locator('option')
    .evaluateAll((list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));

/** ASAP when offered; otherwise (or when `later`) the first quarter-hour, tomorrow's when today has none. */
async function chooseTime(dialog: Locator, { later }: { later: boolean }): Promise<string> {
  const time = dialog.getByRole('combobox', { name: 'Time' });
  let offered = await options(time);
  if (!later && offered[0]?.value === 'ASAP') {
    await time.selectOption('ASAP');
    return 'ASAP';
  }
  let slot = offered.find((option) => option.value !== 'ASAP');
  if (!slot) {
    await dialog.getByRole('radio', { name: /^Tomorrow/ }).check();
    offered = await options(time);
    slot = offered[0]!;
  }
  await time.selectOption(slot.value);
  return slot.value;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('delivery to an address, ASAP', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`a guest enters 2150, picks an address, takes ASAP and sees the store and ETA in the header (${name})`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Choose delivery or pickup/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Start your order' });
      await dialog.waitFor();
      const address = dialog.getByRole('combobox', { name: 'Delivery address' });
      // Focus starts on the first field, not on Close: typing goes straight into the address.
      await page.keyboard.type('2150');
      expect(await address.inputValue()).toBe('2150');
      await dialog.getByRole('option', { name: 'Parramatta NSW 2150', exact: true }).waitFor();
      expect(await address.getAttribute('aria-expanded')).toBe('true');
      await noSeriousViolations(page);
      await dialog.getByRole('option', { name: 'Parramatta NSW 2150', exact: true }).click();

      // A suburb first: the street is then searched within it.
      const street = dialog.getByRole('combobox', { name: 'Street address' });
      await street.waitFor();
      await dialog
        .getByText('Red Roof Pizza Parramatta delivers to Parramatta. Now enter your street address.')
        .waitFor();
      await street.fill('12 Smith St');
      await dialog.getByRole('option', { name: /12 Smith Street\s*Parramatta NSW 2150/ }).waitFor();
      await street.press('ArrowDown');
      await street.press('Enter');

      await dialog.getByRole('heading', { name: 'Delivery to 12 Smith Street, Parramatta NSW 2150' }).waitFor();
      await dialog.getByText('From Red Roof Pizza Parramatta').waitFor();
      // The delivery fee and the store's minimum order, told before the address is saved.
      await dialog.getByText(/^\$\d+\.\d{2} delivery fee · \$\d+\.\d{2} minimum order$/).waitFor();
      const chosen = await chooseTime(dialog, { later: false });
      await noSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Save delivery details' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('status').getByText('Delivery details saved').waitFor();
      const header = page.getByRole('banner').getByRole('button', { name: /Change order details/ });
      const text = (await header.innerText()).replace(/\s+/g, ' ');
      // The suburb (not the store's long name) and what delivery costs, before anything is in the cart.
      expect(text).toMatch(/^Delivery · Parramatta \$\d+\.\d{2} delivery · \$\d+\.\d{2} min\. order /);
      if (chosen === 'ASAP') expect(text).toMatch(/ASAP \(\d+ mins\)/);
      else expect(text).toMatch(/\d{1,2}:\d{2} (am|pm)/);
      await noSeriousViolations(page);
      await context.close();
    });
  }
});

describe('the location dialog and the keyboard', () => {
  it('opens with focus on the address field, not Close, and Escape closes it back to its button', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: /Choose delivery or pickup/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Start your order' });
    await dialog.waitFor();
    const isFocused = (element: Element) => element === document.activeElement;
    expect(await dialog.getByRole('combobox', { name: 'Delivery address' }).evaluate(isFocused)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close' }).evaluate(isFocused)).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate(isFocused)).toBe(true);
    await context.close();
  });
});

describe('pickup at a later time from the store list', () => {
  it('searches a suburb, picks the nearest store, a later time, and saves', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto('/menu/pizza');
    await page.getByRole('heading', { level: 1, name: 'Pizza' }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Choose delivery or pickup/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start your order' });
    await dialog.getByRole('tab', { name: 'Pickup' }).click();
    await dialog.getByRole('searchbox', { name: 'Suburb or postcode' }).fill('Parramatta');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    const list = dialog.getByRole('list', { name: 'Stores, nearest first' });
    await list.waitFor();
    const names = await list.getByRole('heading').allTextContents();
    expect(names[0]).toBe('Red Roof Pizza Parramatta');
    expect(await list.getByRole('listitem').first().innerText()).toMatch(
      /km away[\s\S]*(Open now|Closed)[\s\S]*Today:/,
    );
    await noSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Select Red Roof Pizza Parramatta for pickup' }).click();
    await dialog.getByRole('heading', { name: 'Pickup from Red Roof Pizza Parramatta' }).waitFor();
    const chosen = await chooseTime(dialog, { later: true });
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await noSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Save pickup details' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Pickup details saved').waitFor();

    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pinia_location') ?? '{}').state);
    expect(saved).toMatchObject({
      orderType: 'pickup',
      storeName: 'Red Roof Pizza Parramatta',
      isAsap: false,
      orderDueAt: chosen,
    });
    const header = page.getByRole('banner').getByRole('button', { name: /Change order details/ });
    expect((await header.innerText()).replace(/\s+/g, ' ')).toMatch(
      /^Pickup · Parramatta \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm)/,
    );

    // The next two pages from the server, as a first visit in a session loads them: the service
    // worker, registered once each first screen is drawn, would answer with its own copy of the
    // app's page (no preloads, and the loading view whatever the cookie says).
    const fromServer = () =>
      page.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      });

    // A reload of the landing with the store chosen: the app's HTML with its loading view, not the
    // guest's prerendered landing (which would offer Delivery and Pickup until the app mounted).
    await fromServer();
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.start-order .choice')) document.documentElement.dataset.guestChoicesShown = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const landing = await page.goto('/');
    expect(landing!.fromServiceWorker()).toBe(false);
    const html = await landing!.text();
    expect(html).toContain('id="loading"');
    expect(html).not.toContain('Start your order');
    const yourOrder = page.locator('.start-order');
    await yourOrder.getByText('from Red Roof Pizza Parramatta').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.guestChoicesShown)).toBeUndefined();

    // A menu page loaded with the store chosen: its preloads name the read the app makes for its
    // store, service type and time (from the app's cookie) instead of a guest's, and the app takes
    // that answer: each product read is the preloaded one, asked for once.
    const productReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/products?')) productReads.push(new URL(request.url()).search);
    });
    await fromServer();
    const menu = await page.goto('/menu/pizza');
    expect(menu!.fromServiceWorker()).toBe(false);
    const preloads = menu!.headers().link ?? '';
    expect(preloads).toContain('</api/v1/navigation>');
    const storeRead = new URLSearchParams({
      primaryCategory: 'pizza',
      storeCode: 'NSW002',
      fulfilmentType: 'Pickup',
      fulfilmentDateTime: chosen,
      includeIngredientDetails: 'false',
    });
    expect(preloads).toContain(`</api/v1/products?${storeRead}>; rel=preload; as=fetch`);
    expect(preloads).not.toContain('/api/v1/products?primaryCategory=pizza&includeIngredientDetails=false');
    await page
      .getByRole('link', { name: /Margherita/ })
      .first()
      .waitFor();
    expect(productReads).toEqual([`?${storeRead}`]);
    await context.close();
  });
});

describe('an address no store delivers to', () => {
  it("says 'no stores found', suggests pickup, and leaves the session as it was", async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto('/');
    await page
      .locator('.start-order')
      .getByRole('button', { name: /Delivery/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start your order' });
    await dialog.getByRole('combobox', { name: 'Delivery address' }).fill('Birdsville QLD 4482');
    await dialog.getByRole('option', { name: 'Birdsville QLD 4482' }).click();
    const alert = dialog.getByRole('alert');
    await alert
      .getByText(/no stores found that deliver to this address\. You may be able to pick up from a nearby store\./)
      .waitFor();
    await noSeriousViolations(page);

    await alert.getByRole('button', { name: 'Find a store for pickup' }).click();
    expect(await dialog.getByRole('tab', { name: 'Pickup' }).getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByRole('searchbox', { name: 'Suburb or postcode' }).inputValue()).toBe('4482');
    await dialog.getByText('Sorry, no stores found near there. Try another suburb or postcode.').waitFor();
    await noSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Choose delivery or pickup/ })
      .waitFor();
    const basket = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pinia_basketSession') ?? '{}').state);
    expect(basket?.basketId ?? null).toBeNull();
    await context.close();
  });
});
