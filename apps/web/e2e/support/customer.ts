// A customer of the journeys: a fresh e-mail and mobile, registration by the e-mail code the
// development outbox holds, and the outbox's messages (codes, links) for any address.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseURL } from './browser.ts';

export interface Person {
  email: string;
  /** Typed the Australian way, 04xxxxxxxx. */
  mobile: string;
  /** The same mobile as the API keeps it, +614xxxxxxxx. */
  e164: string;
  /** Random hex that makes this person's addresses unique in the shared database. */
  tag: string;
}

/** A fresh e-mail and mobile for each journey (the database is shared by the whole run). */
export function newPerson(prefix = 'e2e-acct'): Person {
  const tag = randomBytes(4).toString('hex');
  const digits = String(parseInt(tag, 16) % 100_000_000).padStart(8, '0');
  return { email: `${prefix}-${tag}@example.com`, mobile: `04${digits}`, e164: `+614${digits}`, tag };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  code: string | null;
  links: string[];
  createdAt: string;
}

/** Everything the development outbox holds now. */
export async function outboxMessages(): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseURL()}/dev/outbox/messages`);
  if (!res.ok) throw new Error(`outbox: ${res.status}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The first outbox message `match` accepts, waiting up to 15 seconds for it to arrive. */
export async function outboxMessage(match: (m: OutboxMessage) => boolean, what: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await outboxMessages()).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${what} arrived`);
}

/** The path of the message's change-email link for `action` (/change-email/{customerId}/{token}/{action}). */
export function changeEmailPath(message: OutboxMessage, action: 'confirm' | 'cancel'): string {
  const link = message.links.find(
    (l) => new URL(l).pathname.match(/^\/change-email\/[^/]+\/[^/]+\/(\w+)$/)?.[1] === action,
  );
  if (!link) throw new Error(`No ${action} link in the message to ${message.to}`);
  return new URL(link).pathname;
}

/** Registers `person` by e-mail (names Sam Lee) from /account, ending signed in on /account. */
export async function registerByEmail(page: Page, person: Person, names = { first: 'Sam', last: 'Lee' }) {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(names.first);
  await page.getByLabel('Last name').fill(names.last);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  const { code } = await outboxMessage((m) => m.to === person.email && m.code !== null, 'sign-in code');
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code!);
  await page.waitForURL('**/account');
}
