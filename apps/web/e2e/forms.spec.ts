// The store forms through the real API: a careers application whose disguised résumé is refused,
// then sent with a real PDF and found in the development outbox addressed to the store; and a
// franchise enquiry that lands on /franchise/thank-you and reaches head office. Each form is
// checked with axe.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(() => browser?.close());

async function open(path: string, viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The outbox message carrying `reference`, waiting for it to arrive. */
async function messageWith(reference: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/outbox/messages`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.find((m) => m.text.includes(reference));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No message carries ${reference}`);
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]);
const referenceOn = async (page: Page) => (await page.locator('code').first().innerText({ timeout: 15_000 })).trim();

describe('store forms', () => {
  it('a careers application: missing fields named, a disguised résumé refused, then sent to the store', async () => {
    const tag = randomBytes(3).toString('hex');
    const page = await open('/careers-apply-now', viewports.mobile);
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();

    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Some required fields are incomplete').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('careers-first');
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('First name').fill('Ari');
    await page.getByLabel('Last name').fill(`Lee ${tag}`);
    await page.getByLabel('Email', { exact: true }).fill(`e2e-${tag}@example.com`);
    await page.getByLabel('Phone', { exact: true }).fill('0498 765 432');
    const store = page.getByLabel('Store', { exact: true });
    await store.locator('option', { hasText: 'Red Roof Pizza Parramatta' }).waitFor({ state: 'attached' });
    await store.selectOption({ label: 'Red Roof Pizza Parramatta (NSW)' });
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Delivery driver' });
    await page.getByLabel('When can you work?').fill('Weeknights and Saturdays');
    await page.getByLabel('Tell us about yourself (optional)').fill('<img src=x onerror=alert(1)> I love pizza');

    // An executable named .pdf: the server reads its first bytes and refuses it (415).
    await page.getByLabel('Résumé').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 this is not a PDF'),
    });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.locator('#careers-resume-error').getByText('must be a PDF or Word document').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(`e2e-${tag}@example.com`);

    await page.getByLabel('Résumé').setInputFiles({ name: 'Ari Lee CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Application sent' }).waitFor();
    const reference = await referenceOn(page);
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.getByText('Red Roof Pizza Parramatta').first().isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const message = await messageWith(reference);
    expect(message.to).toMatch(/^store-[a-z0-9]+@/);
    expect(message.subject).toBe(`Job application: Delivery driver at Red Roof Pizza Parramatta from Ari Lee ${tag}`);
    expect(message.text).toContain('Résumé: Ari Lee CV.pdf');
  });

  it('a franchise enquiry goes on to the thank-you page and reaches head office', async () => {
    const tag = randomBytes(3).toString('hex');
    const page = await open('/franchise');
    await page.getByRole('heading', { level: 1, name: 'Own a Red Roof Pizza store' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill(`Baker ${tag}`);
    await page.getByLabel('Email', { exact: true }).fill(`e2e-${tag}@example.com`);
    await page.getByLabel('Phone', { exact: true }).fill('02 9876 5432');
    await page.getByLabel('State or territory').selectOption('NSW');
    await page.getByLabel('Where would you like a store?').fill('Penrith');
    await page.getByLabel('How much could you invest?').selectOption({ label: '$250,000 to $500,000' });
    await page.getByRole('button', { name: 'Register my interest' }).click();
    await page.waitForURL('**/franchise/thank-you');
    await page.getByRole('heading', { level: 1, name: 'Thanks for your interest' }).waitFor();
    const reference = await referenceOn(page);
    const message = await messageWith(reference);
    expect(message.subject).toBe(`Franchise enquiry from Jo Baker ${tag} (Penrith, NSW)`);
  });

  it('the contact form is labelled and accessible', async () => {
    const page = await open('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter your message').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
