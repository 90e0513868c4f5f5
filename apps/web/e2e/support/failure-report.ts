// What a failed journey's pages showed: each open page's address, the start of its visible text
// and its last console errors, printed after the failure. A journey that fails once on a busy
// machine and then passes can only be understood from what its pages held at that moment.
import type { BrowserContext, Page } from 'playwright-core';

const TEXT_SHOWN = 800;
const ERRORS_KEPT = 10;

const openContexts = new Set<BrowserContext>();
const pageErrors = new WeakMap<Page, string[]>();

function keepErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  const keep = (line: string) => {
    errors.push(line);
    if (errors.length > ERRORS_KEPT) errors.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('requestfailed', (request) => keep(`request failed: ${request.method()} ${request.url()}`));
}

/** Keeps the context's pages in view until it closes. */
export function watchForFailureReport(context: BrowserContext): void {
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  context.on('page', keepErrors);
}

async function describePage(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then((shown) => shown.replace(/\s+/g, ' ').trim().slice(0, TEXT_SHOWN))
    .catch((error: unknown) => `(text not readable: ${error instanceof Error ? error.message : String(error)})`);
  const errors = pageErrors.get(page) ?? [];
  return [`  ${page.url()}`, `    text: ${text}`, ...errors.map((line) => `    ${line}`)].join('\n');
}

/** Every open page of every open context, described; empty when none is open. */
export async function failureReport(): Promise<string> {
  const pages = [...openContexts].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  const described = await Promise.all(pages.map(describePage));
  return described.join('\n');
}
