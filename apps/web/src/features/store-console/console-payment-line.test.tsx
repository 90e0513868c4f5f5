import { orderPaymentStatuses, type ConsoleOrder } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleOrderCard } from './console-order-card.tsx';
import { consoleOrder } from './console-test-data.ts';

function paymentLine(payment: ConsoleOrder['payment'], serviceType: ConsoleOrder['serviceType'] = 'Pickup') {
  const client = new QueryClient();
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <ConsoleOrderCard
        order={consoleOrder({ payment, serviceType })}
        token="tok"
        fresh={false}
        onChanged={() => undefined}
      />
    </QueryClientProvider>,
  );
  const facts = within(screen.getByRole('article')).getByText('Payment').nextElementSibling!;
  const line = facts.textContent;
  unmount();
  return line;
}

describe("the console's payment line", () => {
  it('says where the money stands in words: paid once captured, given back on a cancel', () => {
    expect(paymentLine({ method: 'card', status: 'captured', card: 'Visa ending 1111' })).toBe(
      'Card · Paid · Visa ending 1111 · $31.90',
    );
    const words = orderPaymentStatuses.map((status) => paymentLine({ method: 'card', status, card: null }));
    expect(words).toEqual([
      'Card · Authorised, not yet taken · $31.90',
      'Card · Paid · $31.90',
      'Card · Voided · $31.90',
      'Card · Refunded · $31.90',
      'Card · To pay on collection · $31.90',
      'Card · Free · $31.90',
    ]);
  });

  it('names the method as the customer chose it: pay in store, cash on delivery, mobile EFTPOS at the door', () => {
    expect(paymentLine({ method: 'cash', status: 'pay-in-store', card: null }, 'Pickup')).toBe(
      'Pay in Store · To pay on collection · $31.90',
    );
    expect(paymentLine({ method: 'cash', status: 'pay-in-store', card: null }, 'Delivery')).toBe(
      'Cash on delivery · To pay at the door · $31.90',
    );
    expect(paymentLine({ method: 'mobileeftpos', status: 'pay-in-store', card: null }, 'Delivery')).toBe(
      'Mobile EFTPOS (pay at the door) · To pay at the door · $31.90',
    );
    expect(paymentLine({ method: 'paypalpayin4', status: 'captured', card: null })).toBe(
      'PayPal Pay in 4 · Paid · $31.90',
    );
  });
});
