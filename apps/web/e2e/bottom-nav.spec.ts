import type { Browser, Page } from 'playwright-core';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('bottom navigation at 375 px', () => {
  it('takes the visitor home, to the menu, offers, the cart and the account', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Quick links' });
    await nav.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const box = await nav.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(viewports.mobile.height);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousA11yViolations(page)).toEqual([]);

    for (const [name, path, heading] of [
      ['Menu', '/menu/pizza', 'Pizza'],
      ['Offers', '/offers', 'Offers'],
      ['Account', '/account', 'Your account'],
      ['Home', '/', /Red Roof Pizza/],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The link is marked current once the router has committed the new location.
      await nav.getByRole('link', { name, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await nav.getByRole('button', { name: 'Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await cart.waitFor();
    await cart.getByText('Your cart is currently empty. Browse the menu and start your order.').waitFor();
    await animationsDone(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached' });
    await context.close();
  });

  it('is hidden on desktop, where the header has the links', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(false);
    await context.close();
  });
});
