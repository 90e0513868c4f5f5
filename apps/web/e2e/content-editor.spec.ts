// Issue 15, item 2: an editor changes the landing hero and publishes, and a customer's landing shows
// it. A store account is kept out of the editor. The hero is put back afterwards (restoring the
// version published before the edit), so other journeys see the seeded copy.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { E2E_EDITOR as EDITOR, E2E_STAFF as STORE_STAFF } from './support/staff-account.ts';

const SEEDED_HEADLINE = 'Hot, hand-stretched and made your way';
const NEW_HEADLINE = 'Wood-fired tonight, on your table by eight';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A customer's first visit, in a browser of their own: the landing's hero headline once it has loaded. */
async function customerSeesHeadline(headline: string) {
  const context = await newContext(browser, viewports.mobile);
  const customer = await context.newPage();
  // The built-in copy shows until the banners arrive, so wait for the content service's answer.
  const banners = customer.waitForResponse(
    (res) =>
      decodeURIComponent(res.url()).includes('/content/cdn/stories?') &&
      decodeURIComponent(res.url()).includes('starts_with=banners/home-') &&
      res.ok(),
  );
  await customer.goto('/');
  await banners;
  await customer.locator('.hero__headline', { hasText: headline }).waitFor();
  await context.close();
}

async function publish(editor: Page) {
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await editor
    .getByRole('status')
    .getByText(/^Published\./)
    .waitFor();
}

describe('content editor', () => {
  it("an editor changes the landing hero and publishes, and a customer's landing shows it", async () => {
    const context = await newContext(browser, viewports.desktop);
    const editor = await context.newPage();
    await editor.goto('/content-editor');
    await editor.getByRole('heading', { level: 1, name: 'Content editor' }).waitFor();
    expect(await seriousA11yViolations(editor)).toEqual([]);

    // A store account signs in to the console, not here.
    await signIn(editor, STORE_STAFF);
    await editor.getByText('This account cannot edit content. Ask head office for an editor account.').waitFor();

    await signIn(editor, EDITOR);
    await editor.getByRole('button', { name: 'Sign out' }).waitFor();
    await editor.getByLabel('Folder').selectOption({ label: 'All stories' });
    await editor.getByRole('button', { name: /Landing hero/ }).click();
    const headline = editor.getByLabel('Headline');
    await headline.waitFor();
    expect(await headline.inputValue()).toBe(SEEDED_HEADLINE);

    await headline.fill(NEW_HEADLINE);
    // The preview follows the form before anything is saved; customers still see the old hero.
    await editor.getByRole('article', { name: 'Preview' }).getByText(NEW_HEADLINE).waitFor();
    expect(await seriousA11yViolations(editor)).toEqual([]);
    await editor.getByRole('button', { name: 'Save draft', exact: true }).click();
    await editor
      .getByRole('status')
      .getByText(/^Draft saved as version 2\./)
      .waitFor();
    await customerSeesHeadline(SEEDED_HEADLINE);

    await publish(editor);
    await customerSeesHeadline(NEW_HEADLINE);

    // Version 1 is the hero as seeded: restoring and publishing it puts the landing back.
    await editor.getByRole('button', { name: 'Restore version 1' }).click();
    await editor
      .getByRole('status')
      .getByText(/^Version 1 restored as a new draft/)
      .waitFor();
    expect(await headline.inputValue()).toBe(SEEDED_HEADLINE);
    await publish(editor);
    await customerSeesHeadline(SEEDED_HEADLINE);
    await context.close();
  });
});
