import { expect } from 'vitest';
import type { CardBrand } from '../../modules/payment/payment-gateway.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { PaymentSandbox } from './payment-sandbox.ts';
import { testCard, type SandboxCardOutcome } from './test-cards.ts';

/** Tuesday 24 November 2026, 6 pm in Sydney. */
export const NOW = new Date('2026-11-24T07:00:00Z');
export const APP_ORIGIN = 'http://localhost:5173';
/** The merchant reference card sessions are opened for, and authorised under. */
export const REFERENCE = 'basket-1';

export interface SandboxTestContext {
  ctx: TestContext;
  clock: ReturnType<typeof fixedClock>;
  /** A second gateway over the app's database: sandbox state lives in its tables, so both agree. */
  sandbox: PaymentSandbox;
}

export async function sandboxTestContext(): Promise<SandboxTestContext> {
  const clock = fixedClock(NOW);
  const ctx = await buildTestApp({ clock, seed: false });
  const sandbox = new PaymentSandbox({ db: ctx.database.db, clock, returnOrigins: [APP_ORIGIN] });
  return { ctx, clock, sandbox };
}

export const postForm = (ctx: TestContext, url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

export interface CardEntry {
  number: string;
  expiry?: string;
  securityCode?: string;
  name?: string;
}

/** Opens a card session and submits the hosted form as a browser would. */
export async function enterCard(t: SandboxTestContext, card: CardEntry, amountCents = 4250) {
  const session = await t.sandbox.createCardSession({
    basketId: REFERENCE,
    amountCents,
    returnUrl: `${APP_ORIGIN}/checkout/card`,
  });
  const response = await postForm(t.ctx, session.url, {
    number: card.number,
    expiry: card.expiry ?? '04/29',
    securityCode: card.securityCode ?? (card.number.startsWith('3') ? '1234' : '123'),
    name: card.name ?? 'Alex Citizen',
  });
  return { session, response };
}

/** Tokenises a published test card and returns its token. */
export async function tokenFor(t: SandboxTestContext, brand: CardBrand, outcome: SandboxCardOutcome, expiry?: string) {
  const card = testCard(brand, outcome);
  const { session, response } = await enterCard(t, { number: card.number, securityCode: card.securityCode, expiry });
  expect(response.statusCode).toBe(303);
  return (await t.sandbox.getToken(session.sessionId)).token;
}

let keys = 0;
export const newKey = (label = 'key') => `${label}-${Date.now()}-${(keys += 1)}`;

/** Authorises with the usual return URL and a fresh idempotency key. */
export function authorise(t: SandboxTestContext, token: string, amountCents = 4250, idempotencyKey = newKey()) {
  return t.sandbox.authorise({
    token,
    amountCents,
    idempotencyKey,
    reference: REFERENCE,
    returnUrl: `${APP_ORIGIN}/card-auth`,
  });
}
