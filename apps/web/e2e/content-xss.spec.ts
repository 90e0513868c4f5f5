import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { xssPayloads } from './support/xss-payloads.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('content markdown with XSS payloads', () => {
  it(`runs none of ${xssPayloads.length} payloads in page bodies, link targets and titles`, async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    const context = await newContext(browser);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Every payload, as text, as a link target and as link text, in one page the service answers.
    const body = xssPayloads
      .map((payload, i) => `${payload}\n\n[link ${i}](${payload.replace(/\s/g, '%20')}) [${payload}](/faq)\n`)
      .join('\n');
    await page.route('**/api/v1/content/cdn/stories/content/xss-check*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          story: {
            id: 1,
            uuid: 'c0a7e000-0000-4000-8000-00000000abcd',
            name: 'XSS check',
            slug: 'xss-check',
            full_slug: 'content/xss-check',
            created_at: '2026-01-01T00:00:00.000Z',
            published_at: '2026-01-01T00:00:00.000Z',
            first_published_at: '2026-01-01T00:00:00.000Z',
            position: 0,
            tag_list: [],
            is_startpage: false,
            lang: 'default',
            content: {
              _uid: 'x',
              component: 'page',
              title: `<img src=x onerror=alert('title')>`,
              lead: `<svg onload=alert('lead')>`,
              body,
            },
          },
          cv: 1,
          rels: [],
          links: [],
        }),
      }),
    );
    await page.goto('/xss-check');
    await page.locator('.markdown').waitFor();
    // Click every link the renderer kept: none may run script either.
    const links = page.locator('.markdown a');
    const count = await links.count();
    for (let i = 0; i < count; i += 1) {
      const href = (await links.nth(i).getAttribute('href')) ?? '';
      expect(href).not.toMatch(/^\s*(javascript|vbscript|data|file):/i);
    }
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.locator('script:not([src]):not([type])').count()).toBe(0);
    await context.close();
  });
});
