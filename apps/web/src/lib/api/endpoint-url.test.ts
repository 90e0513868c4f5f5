// Addresses the browser opens itself come from the route table, with parameters filled and encoded.
import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint-url.ts';

describe('endpointUrl', () => {
  it('fills the path parameters by name and adds the query', () => {
    expect(endpointUrl('orderEvents', { params: { orderId: 'a b' }, query: { ticket: 't-1' } })).toBe(
      '/api/v1/order/a%20b/events?ticket=t-1',
    );
    expect(endpointUrl('staffEvents', { query: { ticket: 't-2' } })).toBe('/api/v1/staff/orders/events?ticket=t-2');
  });

  it('refuses a missing path parameter rather than open a wrong address', () => {
    expect(() => endpointUrl('orderEvents', { params: { orderId: '' }, query: { ticket: 't' } })).toThrow(
      'no value for orderId',
    );
  });
});
