// Decision 172 (spec sections 7 and 8): an error thrown in the app reaches error reporting through
// the Sentry SDK and its real envelope, and an editor reads it on /errors with its stack mapped back
// to our source (the build's hidden source maps, never served to the browser).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';
import { E2E_EDITOR as EDITOR, E2E_STAFF as STORE_STAFF } from './support/staff-account.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('error reporting', () => {
  it('an error thrown at start-up appears on the staff page with its release and source-mapped stack', async () => {
    // A failing configuration call makes the app throw (ApiError 500) and show the fatal screen;
    // the message is this run's own, so the report is found among any others.
    const message = `Configuration unavailable (journey ${Date.now()})`;
    const visitor = await newContext(browser, viewports.mobile);
    const page = await visitor.newPage();
    await page.route('**/api/v1/Configuration', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Internal Server Error',
          status: 500,
          code: 'InternalError',
          message,
          errors: [],
        }),
      }),
    );
    const envelope = page.waitForResponse(
      (res) => /\/api\/1\/envelope\/\?/.test(res.url()) && res.request().method() === 'POST',
      { timeout: 15_000 },
    );
    await page.goto('/menu/pizza');
    await page.getByRole('heading', { level: 1, name: /temporarily unavailable/ }).waitFor();
    // The SDK loads after the page has loaded and sends what waited for it.
    expect((await envelope).status()).toBe(200);
    const chunk = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/assets\/.+\.js$/.test(name)),
    );
    await visitor.close();

    // The build's maps are not served.
    const anonymous = await newContext(browser, viewports.desktop);
    const probe = await anonymous.newPage();
    expect(chunk).toBeTruthy();
    const mapResponse = await probe.goto(`${chunk}.map`);
    expect(mapResponse?.status()).toBe(404);
    await anonymous.close();

    const staff = await newContext(browser, viewports.desktop);
    const reader = await staff.newPage();
    await reader.goto('/errors');
    await reader.getByRole('heading', { level: 1, name: 'Error reports' }).waitFor();
    expect(await seriousA11yViolations(reader)).toEqual([]);

    // A store account signs in, but may not read reports.
    await reader.getByLabel('Username').fill(STORE_STAFF.username);
    await reader.getByLabel('Password').fill(STORE_STAFF.password);
    await reader.getByRole('button', { name: 'Sign in' }).click();
    await reader.getByText('This account cannot read error reports. Ask head office for an editor account.').waitFor();

    await reader.getByLabel('Username').fill(EDITOR.username);
    await reader.getByLabel('Password').fill(EDITOR.password);
    await reader.getByRole('button', { name: 'Sign in' }).click();
    const report = reader.getByRole('article', { name: `ApiError: ${message}` });
    await report.waitFor();
    const fact = (term: string) => report.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
    expect(await fact('Release').textContent()).toBe('2.0.0');
    expect(await fact('Environment').textContent()).toBe('production');
    expect(await fact('URL').textContent()).toMatch(/\/menu\/pizza$/);
    expect(await fact('User agent').textContent()).toMatch(/Chrom/);

    // The stack opens from the keyboard and names our source file, not only the built chunk.
    const summary = report.getByText(/^Stack trace \(\d+ frames?\)$/);
    await summary.focus();
    await reader.keyboard.press('Enter');
    const stack = report.locator('details[open]');
    await stack.waitFor();
    expect(await stack.textContent()).toMatch(/src\/lib\/api-client\.ts:\d+:\d+/);
    expect(await seriousA11yViolations(reader)).toEqual([]);
    await staff.close();
  });
});
