import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('account access', () => {
  it('sends a logged-out visitor from a protected account page to /account with a redirect parameter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/account/history?page=2');
    await page.waitForURL('**/account?redirect=*');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/account');
    expect(url.searchParams.get('redirect')).toBe('/account/history?page=2');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your account');
    await page.getByText('Please log in to continue to that page.').waitFor();
    const login = page.getByRole('link', { name: 'Log in', exact: true });
    expect(await login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/account/history?page=2')}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
