// Decision 206: an editor changes a dictionary entry the landing uses, and a customer's landing
// shows the new words once it reads the new content version; a bad flag value is refused on the
// field. The entry is put back afterwards, so other journeys see the seeded words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { E2E_EDITOR as EDITOR } from './support/staff-account.ts';

const ENTRY = 'home.categories.title';
const SEEDED = 'What are you craving?';
const CHANGED = 'Hungry? Pick a favourite';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A customer's first visit, in a browser of their own: the categories heading once the dictionary is read. */
async function customerSeesHeading(text: string) {
  const context = await newContext(browser, viewports.mobile);
  const customer = await context.newPage();
  const dictionary = customer.waitForResponse(
    (res) =>
      res.url().includes('/content/cdn/datasource_entries') && res.url().includes('datasource=dictionary') && res.ok(),
  );
  await customer.goto('/');
  await dictionary;
  await customer.getByRole('heading', { level: 2, name: text, exact: true }).waitFor();
  await context.close();
}

async function changeEntry(editor: Page, value: string) {
  await editor.getByRole('button', { name: `Change ${ENTRY}` }).click();
  const field = editor.getByLabel(`Value of ${ENTRY}`, { exact: true });
  await field.fill(value);
  await editor.getByRole('button', { name: 'Save and publish' }).click();
  await editor
    .getByRole('status')
    .getByText(new RegExp(`^Saved ${ENTRY.replace(/\./g, '\\.')}\\.`))
    .waitFor();
}

describe('dictionary and feature flags in the content editor', () => {
  it("an editor changes a landing heading in the dictionary, and a customer's landing shows it", async () => {
    await customerSeesHeading(SEEDED);

    const context = await newContext(browser, viewports.desktop);
    const editor = await context.newPage();
    await editor.goto('/content-editor');
    await editor.getByLabel('Username').fill(EDITOR.username);
    await editor.getByLabel('Password').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('button', { name: 'Dictionary', exact: true }).click();
    const entries = editor.getByRole('list', { name: 'Dictionary entries' });
    await entries.waitFor();
    await editor.getByLabel('Find an entry').fill('categories');
    expect(await entries.getByRole('listitem').count()).toBe(2);
    expect(await seriousA11yViolations(editor)).toEqual([]);

    await changeEntry(editor, CHANGED);
    await editor.getByRole('region', { name: 'Recent changes' }).getByText(CHANGED).waitFor();
    await customerSeesHeading(CHANGED);

    // A flag value the app would misread is refused on its field; nothing is sent.
    await editor.getByRole('button', { name: 'Feature flags', exact: true }).click();
    await editor.getByRole('list', { name: 'Feature flags entries' }).waitFor();
    await editor.getByRole('button', { name: 'Change pizzas_page_category' }).click();
    const flag = editor.getByLabel('Value of pizzas_page_category', { exact: true });
    await flag.fill('delivery, pickup');
    await editor.getByRole('button', { name: 'Save and publish' }).click();
    expect(await flag.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(editor)).toEqual([]);
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // Put back.
    await editor.getByRole('button', { name: 'Dictionary', exact: true }).click();
    await editor.getByRole('list', { name: 'Dictionary entries' }).waitFor();
    await changeEntry(editor, SEEDED);
    await customerSeesHeading(SEEDED);
    await context.close();
  });
});
