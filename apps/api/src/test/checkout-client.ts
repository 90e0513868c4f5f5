import { randomUUID } from 'node:crypto';
import { basketSchema, type Basket } from '@storefront/contract';
import { expect } from 'vitest';
import { testCard } from '../local/payment-sandbox/test-cards.ts';
import type { TestContext } from './helper.ts';

export const pickupAtParramatta = { serviceType: 'Pickup', isAsap: true, storeId: 1002 };
export const guestDetails = {
  firstName: 'Alex',
  lastName: 'Citizen',
  mobileNumber: '0412 345 678',
  email: 'Alex@Example.com',
};
export type CardOutcome = 'success' | 'challenge' | 'declined' | 'insufficient_funds';

/**
 * A guest's checkout calls against a test app: basket, basket calls, the sandbox's forms. Basket
 * calls come from `remoteAddress` when given (limits per client address count it).
 */
export function checkoutClient(ctx: () => TestContext, { remoteAddress }: { remoteAddress?: string } = {}) {
  const call = (
    target: Basket,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    ctx().app.inject({
      method,
      url: `/api/v1/baskets/${target.basketId}${path}`,
      headers: { 'x-session-id': target.sessionId, ...headers },
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const form = (url: string, fields: Record<string, string>) =>
    ctx().app.inject({
      method: 'POST',
      url: new URL(url, 'http://localhost').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const cardFields = (outcome: CardOutcome) => ({
    number: testCard('Visa', outcome).number,
    expiry: '04/29',
    securityCode: '123',
    name: 'Alex Citizen',
  });

  return {
    call,
    form,
    cardFields,
    place: (target: Basket, method: string, body: object = {}, key = randomUUID()) =>
      call(target, 'POST', `/orders/${method}`, body, { 'idempotency-key': key }),

    async readyBasket(
      items: object[] = [{ productId: 1003, quantity: 2, sizeId: 2 }],
      disposition: object = pickupAtParramatta,
    ) {
      const created = basketSchema.parse(
        (await ctx().app.inject({ method: 'POST', url: '/api/v1/baskets', payload: disposition })).json(),
      );
      for (const item of items) await call(created, 'POST', '/basketItems', item);
      return created;
    },

    /** The hosted card page route: initialiseFlex, then the card form posted to the sandbox. */
    async enterCard(target: Basket, outcome: CardOutcome) {
      const start = await call(target, 'POST', '/initialiseFlex', { returnUrl: '/checkout/card' });
      expect(start.statusCode).toBe(200);
      const { sessionId, url } = start.json();
      expect((await form(url, cardFields(outcome))).statusCode).toBe(303);
      return sessionId as string;
    },

    /** The app-drawn card fields route: initialiseFlexApi, then the card straight to the gateway. */
    async tokeniseCard(target: Basket, outcome: CardOutcome) {
      const start = await call(target, 'POST', '/initialiseFlexApi');
      expect(start.statusCode).toBe(200);
      const { flexToken, tokeniseUrl } = start.json();
      expect((await form(tokeniseUrl, cardFields(outcome))).statusCode).toBe(201);
      return flexToken as string;
    },

    /** Starts a redirect payment and answers its page (null: left unanswered); a wallet picks `card`. */
    async payOnProviderPage(
      target: Basket,
      initialise: string,
      answer: 'approve' | 'decline' | 'cancel' | null,
      card?: string,
    ) {
      const start = await call(
        target,
        'POST',
        `/${initialise}`,
        { returnUrl: '/process-order', cancelUrl: '/checkout' },
        { 'idempotency-key': randomUUID() },
      );
      expect(start.statusCode).toBe(200);
      const { paymentId, redirectUrl } = start.json();
      if (answer) {
        const answered = await form(redirectUrl, { answer, ...(card ? { card } : {}) });
        expect(answered.statusCode).toBe(303);
      }
      return paymentId as string;
    },
  };
}
