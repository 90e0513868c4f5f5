import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARD_SESSION_MINUTES } from './sandbox-card-vault.ts';
import {
  APP_ORIGIN,
  NOW,
  enterCard,
  postForm,
  sandboxTestContext,
  type SandboxTestContext,
} from './sandbox.test-support.ts';

let t: SandboxTestContext;
beforeAll(async () => {
  t = await sandboxTestContext();
});
afterAll(() => t.ctx.close());
beforeEach(() => t.clock.set(NOW));

const get = (url: string) => t.ctx.app.inject({ method: 'GET', url });
const newSession = (returnUrl = `${APP_ORIGIN}/checkout/card`) =>
  t.sandbox.createCardSession({ basketId: 'basket-1', amountCents: 4250, returnUrl });

describe('card session', () => {
  it('opens a hosted card page marked Sandbox, with labelled fields and the amount in AUD', async () => {
    const session = await newSession();
    expect(session.url).toBe(`/sandbox-gateway/card/${session.sessionId}`);
    expect(session.expiresAt).toEqual(new Date(NOW.getTime() + CARD_SESSION_MINUTES * 60_000));
    const page = await get(session.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Sandbox: test payments only');
    expect(page.body).toContain('$42.50');
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry date'],
      ['securityCode', 'Security code'],
      ['name', 'Name on card'],
    ]) {
      expect(page.body).toContain(`<label for="${id}" id="${id}-label">${label}</label>`);
    }
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body).toContain('<script src="/sandbox-gateway/assets/card-fields.js" defer></script>');
  });

  it('lets the page post its form and be sent back to the app (CSP), but run no inline script', async () => {
    const page = await get((await newSession()).url);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`form-action 'self' ${APP_ORIGIN}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.body).not.toMatch(/<script>|\son[a-z]+="/);
  });

  it('serves the card script as a file', async () => {
    const script = await get('/sandbox-gateway/assets/card-fields.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('function formatCardNumber');
    expect((await get('/sandbox-gateway/assets/other.js')).statusCode).toBe(404);
  });

  it('tokenises a card and returns to the app with the session id; getToken gives no card number', async () => {
    const { session, response } = await enterCard(t, { number: '4242 4242 4242 4242', expiry: '04/29' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${APP_ORIGIN}/checkout/card?sessionId=${session.sessionId}`);
    const token = await t.sandbox.getToken(session.sessionId);
    expect(token).toEqual({
      token: expect.stringMatching(/^tok_sbx_/),
      brand: 'Visa',
      brandCode: '001',
      last4: '4242',
      expiryMonth: 4,
      expiryYear: 2029,
      fingerprint: expect.stringMatching(/^fp_sbx_[A-Za-z0-9_-]{32}$/),
    });
    expect(await t.sandbox.getToken(token.token)).toEqual(token);
  });

  it('gives the same card the same fingerprint in every session, and another card another', async () => {
    const fingerprintOf = async (number: string, expiry = '04/29') =>
      (await t.sandbox.getToken((await enterCard(t, { number, expiry })).session.sessionId)).fingerprint;
    const first = await fingerprintOf('4242 4242 4242 4242');
    expect(await fingerprintOf('4242424242424242', '09/31')).toBe(first);
    expect(await fingerprintOf('4111 1111 1111 1111')).not.toBe(first);
  });

  it.each([
    ['5555555555554444', 'Mastercard', '002', '4444', '123'],
    ['378282246310005', 'Amex', '003', '0005', '1234'],
  ])('tokenises %s as %s (%s)', async (number, brand, brandCode, last4, securityCode) => {
    const { session, response } = await enterCard(t, { number, securityCode });
    expect(response.statusCode).toBe(303);
    expect(await t.sandbox.getToken(session.sessionId)).toMatchObject({ brand, brandCode, last4 });
  });

  it('shows an inline error for a Luhn-invalid number and tokenises nothing', async () => {
    const { session, response } = await enterCard(t, { number: '4242 4242 4242 4241', expiry: '05/30' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Check the card number: it is not valid.');
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).toContain('role="alert"');
    expect(response.body).not.toContain('4241');
    expect(response.body).toContain('value="05/30"');
    await expect(t.sandbox.getToken(session.sessionId)).rejects.toMatchObject({ reason: 'session_not_tokenised' });
  });

  it('refuses an unknown brand and a wrong-length security code', async () => {
    const discover = await enterCard(t, { number: '6011111111111117' });
    expect(discover.response.statusCode).toBe(422);
    expect(discover.response.body).toContain('Enter a Visa, Mastercard or American Express card number.');
    const amex = await enterCard(t, { number: '378282246310005', securityCode: '123' });
    expect(amex.response.statusCode).toBe(422);
    expect(amex.response.body).toContain('Enter the CID: 4 digits.');
  });

  it('tokenises once: a second submit returns to the app with the first token', async () => {
    const { session } = await enterCard(t, { number: '4111111111111111' });
    const first = await t.sandbox.getToken(session.sessionId);
    const again = await postForm(t.ctx, session.url, {
      number: '5555555555554444',
      expiry: '01/30',
      securityCode: '123',
      name: 'Someone Else',
    });
    expect(again.statusCode).toBe(303);
    expect(await t.sandbox.getToken(session.sessionId)).toEqual(first);
    expect((await get(session.url)).statusCode).toBe(409);
  });

  it(`expires after ${CARD_SESSION_MINUTES} minutes without a card`, async () => {
    const session = await newSession();
    t.clock.advanceMinutes(CARD_SESSION_MINUTES);
    expect((await get(session.url)).statusCode).toBe(410);
    const late = await postForm(t.ctx, session.url, {
      number: '4111111111111111',
      expiry: '04/29',
      securityCode: '123',
      name: 'A',
    });
    expect(late.statusCode).toBe(303);
    await expect(t.sandbox.getToken(session.sessionId)).rejects.toMatchObject({ reason: 'session_expired' });
  });

  it('offers a way back to the app that says the customer cancelled', async () => {
    const session = await newSession('/checkout/card');
    const page = await get(session.url);
    expect(page.body).toContain(`href="/checkout/card?sessionId=${session.sessionId}&amp;status=cancelled"`);
  });

  it('answers unknown sessions and tokens with a not-found page or error', async () => {
    expect((await get('/sandbox-gateway/card/cs_sbx_AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get('/sandbox-gateway/card/nonsense')).statusCode).toBe(404);
    await expect(t.sandbox.getToken('tok_sbx_AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ reason: 'not_found' });
    await expect(t.sandbox.getToken('4111111111111111')).rejects.toMatchObject({ reason: 'not_found' });
  });

  it('checks the session amount and return URL', async () => {
    const start = (amountCents: number, returnUrl: string) =>
      t.sandbox.createCardSession({ basketId: 'b', amountCents, returnUrl });
    await expect(start(0, '/checkout')).rejects.toMatchObject({ reason: 'invalid_amount' });
    await expect(start(12.5, '/checkout')).rejects.toMatchObject({ reason: 'invalid_amount' });
    await expect(start(100, 'https://evil.example/')).rejects.toMatchObject({ reason: 'invalid_return_url' });
  });
});
