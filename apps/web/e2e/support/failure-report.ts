// What a failed journey's pages showed: each page's address, the start of its visible text, its
// last console errors and its failed or refused requests, printed after the failure. A journey that
// fails once on a busy machine and then passes can only be understood from what its pages held.
import type { BrowserContext, Page } from 'playwright-core';

const TEXT_SHOWN = 800;
const ERRORS_KEPT = 10;

const openContexts = new Set<BrowserContext>();
const pageErrors = new WeakMap<Page, string[]>();
/** Pages of contexts a journey closed after its test had failed (its own afterEach runs first). */
const closedAfterFailure: string[] = [];
let currentTest: { result?: { state?: string } } | undefined;

/** The test now running: a context closed while it has failed is described before it closes. */
export function followTest(test: { result?: { state?: string } }): void {
  currentTest = test;
  closedAfterFailure.length = 0;
}

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
  page.on('response', (response) => {
    if (response.status() >= 400)
      keep(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/** Keeps the context's pages in view until it closes, and describes them first if a test has failed. */
export function watchForFailureReport(context: BrowserContext): void {
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  context.on('page', keepErrors);
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (currentTest?.result?.state === 'fail') closedAfterFailure.push(...(await describePages(context.pages())));
    return close(options);
  };
}

async function describePage(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then((shown) => shown.replace(/\s+/g, ' ').trim().slice(0, TEXT_SHOWN))
    .catch((error: unknown) => `(text not readable: ${error instanceof Error ? error.message : String(error)})`);
  const errors = pageErrors.get(page) ?? [];
  return [`  ${page.url()}`, `    text: ${text}`, ...errors.map((line) => `    ${line}`)].join('\n');
}

const describePages = (pages: Page[]) => Promise.all(pages.filter((page) => !page.isClosed()).map(describePage));

/** Every page the failed test left open or closed after failing, described; empty when none. */
export async function failureReport(): Promise<string> {
  const open = await describePages([...openContexts].flatMap((context) => context.pages()));
  return [...closedAfterFailure.splice(0), ...open].join('\n');
}
