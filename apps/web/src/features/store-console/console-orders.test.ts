import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  actionsFor,
  allowedFromConflict,
  cancelReasonError,
  describeArrival,
  sortOrders,
  statusChangeError,
  upsertOrder,
} from './console-orders.ts';
import { consoleOrder } from './console-test-data.ts';

const conflict = (allowed: string[]) =>
  new ApiError(409, { status: 409, code: 'Conflict', message: 'Out of order', errors: [], allowed }, 'Out of order');

describe('order list', () => {
  it('puts live orders first, soonest due first, then finished ones latest first', () => {
    // An ASAP order's basket due time is placement plus a minute: the promise is what counts.
    const a = consoleOrder({ orderId: 'a', orderDueAt: '2026-05-12T08:01:00Z', promisedAt: '2026-05-12T09:30:00Z' });
    const b = consoleOrder({
      orderId: 'b',
      orderDueAt: '2026-05-12T09:00:00Z',
      promisedAt: '2026-05-12T09:00:00Z',
      status: 'Baking',
    });
    const c = consoleOrder({ orderId: 'c', status: 'Collected', placedAt: '2026-05-12T07:00:00Z' });
    const d = consoleOrder({ orderId: 'd', status: 'Cancelled', placedAt: '2026-05-12T08:00:00Z' });
    expect(sortOrders([c, a, d, b]).map((o) => o.orderId)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('adds new orders and replaces changed ones, never going back to an older state', () => {
    const received = consoleOrder();
    const preparing = consoleOrder({
      status: 'Preparing',
      history: [...received.history, { status: 'Preparing', at: '2026-05-12T08:25:00Z', actor: 'staff', reason: null }],
    });
    expect(upsertOrder(undefined, received)).toEqual([received]);
    expect(upsertOrder([received], preparing)).toEqual([preparing]);
    expect(upsertOrder([preparing], received)).toEqual([preparing]);
  });
});

describe('status actions', () => {
  it('offers the forward moves as buttons and cancel separately', () => {
    expect(actionsFor(consoleOrder())).toEqual({ advance: ['Preparing'], canCancel: true });
    expect(actionsFor(consoleOrder({ status: 'Collected' }))).toEqual({ advance: [], canCancel: false });
  });

  it('needs a cancel reason of 3 to 200 characters', () => {
    expect(cancelReasonError('  no ')).toMatch(/at least 3/);
    expect(cancelReasonError('x'.repeat(201))).toMatch(/under 200/);
    expect(cancelReasonError('Out of dough')).toBeNull();
  });

  it('explains a 409 with the allowed next states', () => {
    expect(allowedFromConflict(conflict(['Baking', 'Cancelled', 'Nonsense']))).toEqual(['Baking', 'Cancelled']);
    expect(statusChangeError(conflict(['Baking', 'Cancelled']), 'Ready')).toBe(
      "This order can't move to Ready now. Allowed next: Baking, Cancelled.",
    );
    expect(statusChangeError(conflict([]), 'Ready')).toMatch(/none \(the order is finished\)/);
    expect(statusChangeError(new ApiError(404, null, 'x'), 'Ready')).toMatch(/not one of your store/);
    expect(allowedFromConflict(new Error('x'))).toBeNull();
  });

  it('describes arrivals for the live region', () => {
    const order = consoleOrder();
    expect(describeArrival(undefined, order)).toBe('New pickup order RR7KD4MX for Sam Guest.');
    expect(describeArrival(order, consoleOrder({ status: 'Baking' }))).toBe('Order RR7KD4MX is now Baking.');
    expect(describeArrival(order, order)).toBeNull();
  });
});
