// The disposition payload's identity fields (spec document 2, section 3; section 9's nil user id).
import { NIL_USER_ID } from '@storefront/contract/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../app-version.ts';
import { useAuthStore } from '../session/auth-store.ts';
import { useBasketSession } from '../session/basket-session.ts';
import { createBasket, updateBasketDisposition } from './basket-session-api.ts';
import { basket as basketFixture } from '../../test/basket-fixtures.ts';

const basket = basketFixture();
const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? 'GET', url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Response(JSON.stringify(basket), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  useAuthStore.getState().signOut();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useAuthStore.getState().signOut();
});

const pickup = { serviceType: 'Pickup' as const, isAsap: true, orderDueAt: null, storeId: 1002 };

describe('basket create and patch: customerId, userId, appType and appVersion', () => {
  it('nil user id is all zeros: a guest sends no customerId and the nil userId, with app type and version 2.0.0', async () => {
    expect(NIL_USER_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(APP_VERSION).toBe('2.0.0');
    await createBasket(pickup);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/baskets' });
    expect(sent[0]!.body).toEqual({
      ...pickup,
      customerId: null,
      userId: '00000000-0000-0000-0000-000000000000',
      appType: 'Web',
      appVersion: '2.0.0',
    });
  });

  it('a signed-in customer’s ids go with a disposition change too', async () => {
    useBasketSession.setState({
      basketId: basket.basketId,
      sessions: { [basket.basketId]: { sid: 'sid-1', created: Date.now() } },
      basket,
    });
    const alex = { customerId: 'c-42', userId: 'u-42', firstName: 'Alex', email: 'alex@example.com' };
    useAuthStore.getState().signIn({ ...alex, hasEmailAccount: true });
    await updateBasketDisposition(pickup);
    expect(sent[0]).toMatchObject({ method: 'PATCH', url: `/api/v1/baskets/${basket.basketId}` });
    expect(sent[0]!.body).toMatchObject({ customerId: 'c-42', userId: 'u-42', appType: 'Web', appVersion: '2.0.0' });
  });
});
