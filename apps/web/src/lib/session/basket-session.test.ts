import type { Basket } from '@storefront/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { BASKET_SESSION_TTL_MS, currentBasketAuth, useBasketSession } from './basket-session.ts';

const basket = (basketId: string, sessionId: string) => ({ basketId, sessionId, basketItems: [] }) as unknown as Basket;

beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
});

describe('basket session', () => {
  it('maps the basket id to its session id and created time, persisted as pinia_basketSession', () => {
    useBasketSession.getState().setBasket(basket('b1', 's1'), 1000);
    expect(useBasketSession.getState().sessions).toEqual({ b1: { sid: 's1', created: 1000 } });
    expect(currentBasketAuth()).toEqual({ basketId: 'b1', sessionId: 's1' });
    expect(JSON.parse(sessionStorage.getItem('pinia_basketSession')!).state.basketId).toBe('b1');
  });

  it('drops sessions after 24 hours', () => {
    expect(BASKET_SESSION_TTL_MS).toBe(86_400_000);
    useBasketSession.getState().setBasket(basket('b1', 's1'), 0);
    useBasketSession.getState().dropExpired(BASKET_SESSION_TTL_MS - 1);
    expect(currentBasketAuth()).not.toBeNull();
    useBasketSession.getState().dropExpired(BASKET_SESSION_TTL_MS);
    expect(currentBasketAuth()).toBeNull();
    expect(useBasketSession.getState().basket).toBeNull();
  });

  it('writes nothing at start-up when no session has expired', () => {
    useBasketSession.getState().setBasket(basket('b1', 's1'), 0);
    sessionStorage.setItem('pinia_basketSession', 'stored after the page loaded');
    useBasketSession.getState().dropExpired(1);
    expect(sessionStorage.getItem('pinia_basketSession')).toBe('stored after the page loaded');
  });
});
