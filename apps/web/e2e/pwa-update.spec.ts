// A new deploy's service worker waits while the customer is on a route where spec §2 forbids an
// update (login here; the same list holds order, process-order, checkout and register), and is
// offered by a prompt on the next navigation elsewhere; accepting it activates the new worker.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../build/precompress.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, viewports } from './support/browser.ts';
import { ownStorefront, type OwnStorefront } from './support/own-storefront.ts';

const builtApp = path.resolve(import.meta.dirname, '../dist');
let webDist: string;
let profile: string;
let storefront: OwnStorefront;
let context: BrowserContext;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'storefront-web-'));
  cpSync(builtApp, webDist, { recursive: true });
  storefront = await ownStorefront({ webDist });
  await storefront.start();
  profile = mkdtempSync(path.join(tmpdir(), 'storefront-pwa-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: storefront.baseURL,
    viewport: viewports.mobile,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  });
});
afterAll(async () => {
  await context?.close();
  await storefront?.dispose();
  for (const dir of [webDist, profile]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Deploys a new worker (a changed sw.js, with its compressed copies made again as a build makes them) and has the page's registration find it. */
async function deployNewWorker(page: Page) {
  appendFileSync(path.join(webDist, 'sw.js'), `\n// deploy ${Date.now()}\n`);
  precompressDirectory(webDist);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    await new Promise<void>((resolve) => {
      const check = () => (registration?.waiting ? resolve() : setTimeout(check, 100));
      check();
    });
  });
}

const updatePrompt = (page: Page) => page.getByRole('dialog', { name: 'A new version of Red Roof Pizza is ready.' });

describe('service-worker update', () => {
  it('waits on login, is offered on the next safe navigation, and applies when accepted', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(`${storefront.baseURL}/sw.js`);

    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await deployNewWorker(page);
    // Give the app every chance to show the prompt: it must not, and the old worker stays in charge.
    await page.waitForTimeout(1000);
    expect(await updatePrompt(page).count()).toBe(0);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    await page.evaluate(() => {
      history.pushState(null, '', '/menu/pizza');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await updatePrompt(page).waitFor();
    await page.screenshot({ path: '/tmp/pwa-update-prompt.png' });

    // The menu is still loading when the prompt shows: the app waits for a lull in its fetches before
    // the new worker takes over (Chromium parks an activation that meets one), showing it is at work.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update now' }).click();
    await page.getByRole('button', { name: 'Updating…' }).waitFor();
    await reloaded;
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return !registration?.waiting && !!navigator.serviceWorker.controller;
    });
    expect(await updatePrompt(page).count()).toBe(0);
  });
});
