import { afterEach, describe, expect, it } from 'vitest';
import { findRecentOrder, rememberOrder, RECENT_ORDERS_LIMIT, useRecentOrders } from './recent-orders.ts';

const order = (n: number) => ({
  orderId: `o${n}`,
  orderReference: `RR00000${n}`,
  sessionId: `s${n}`,
  placedAt: '2026-05-12T08:20:00Z',
  basketId: `b${n}`,
});

afterEach(() => useRecentOrders.getState().forgetOrders());

describe('recent orders', () => {
  it('remembers orders newest first with the last order basket, persisted as pinia_orders', () => {
    rememberOrder(order(1));
    rememberOrder(order(2));
    rememberOrder(order(1));
    expect(useRecentOrders.getState().recentOrders.map((o) => o.orderId)).toEqual(['o1', 'o2']);
    expect(useRecentOrders.getState().lastOrderBasket).toBe('b1');
    expect(findRecentOrder('o2')?.sessionId).toBe('s2');
    expect(JSON.parse(sessionStorage.getItem('pinia_orders')!).state.recentOrders).toHaveLength(2);
  });

  it(`keeps at most ${RECENT_ORDERS_LIMIT}`, () => {
    for (let n = 0; n < RECENT_ORDERS_LIMIT + 3; n++) rememberOrder(order(n));
    expect(useRecentOrders.getState().recentOrders).toHaveLength(RECENT_ORDERS_LIMIT);
  });
});
