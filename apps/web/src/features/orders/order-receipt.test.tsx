import type { OrderStatusView } from '@storefront/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { ORDER_ID, orderLine, orderView } from '../../test/order-fixtures.ts';
import { readText } from '../../test/read-text.ts';
import { OrderPage } from './order-page.tsx';

// The order page as the receipt a customer keeps, and the time it was promised for.
let current: OrderStatusView;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
  const sid = (init.headers as Record<string, string> | undefined)?.['x-session-id'];
  return sid === 'sid-1'
    ? new Response(JSON.stringify(current), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response(JSON.stringify({ status: 404, code: 'NotFound', message: 'Not found', errors: [] }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
});

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  // No EventSource: the tracker polls, which these tests never wait for.
  vi.stubGlobal('EventSource', undefined);
});
beforeEach(() => {
  useBasketSession.setState({ basketId: null, basket: null, sessions: { b1: { sid: 'sid-1', created: 1 } } });
});
afterEach(() => {
  vi.useRealTimers();
  useRecentOrders.getState().forgetOrders();
});

/** The page for `order`, with the clock at `now` (Date only). */
async function openAt(order: OrderStatusView, now: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  current = order;
  const router = createMemoryRouter([{ path: '/order/:orderId', element: <OrderPage /> }], {
    initialEntries: [`/order/${ORDER_ID}`],
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Order RR7KD4MX' });
  return within(screen.getByRole('complementary', { name: 'Order details' }));
}

const words = readText;
const fact = (details: ReturnType<typeof within>, term: string) => words(details.getByText(term).nextElementSibling);

describe('the promised time', () => {
  it('ASAP: the order placed at 7:30 pm after "ASAP (30 mins)" is due at 8:00 pm, not 7:31 pm', async () => {
    const details = await openAt(
      orderView({
        placedAt: '2026-05-12T19:30:00+10:00',
        orderDueAt: '2026-05-12T19:31:00+10:00',
        promisedAt: '2026-05-12T20:00:00+10:00',
        isAsap: true,
      }),
      '2026-05-12T19:30:30+10:00',
    );
    expect(words(document.querySelector('.order-tracker__due'))).toBe('Ready for pickup at 8:00 pm (Sydney time)');
    expect(fact(details, 'Ready')).toBe('Today 8:00 pm (Sydney time)');
    expect(fact(details, 'Service')).toBe('Pickup, as soon as possible');
    expect(document.body.textContent).not.toMatch(/7:31/);
  });

  it('a pickup for tomorrow says tomorrow', async () => {
    const details = await openAt(
      orderView({
        placedAt: '2026-05-12T19:15:00+10:00',
        orderDueAt: '2026-05-13T12:15:00+10:00',
        promisedAt: '2026-05-13T12:15:00+10:00',
        isAsap: false,
      }),
      '2026-05-12T19:16:00+10:00',
    );
    expect(words(document.querySelector('.order-tracker__due'))).toBe(
      'Ready for pickup tomorrow at 12:15 pm (Sydney time)',
    );
    expect(fact(details, 'Ready')).toBe('Tomorrow 12:15 pm (Sydney time)');
    expect(fact(details, 'Service')).toBe('Pickup');
  });
});

describe('the receipt', () => {
  const delivery = (over: Partial<OrderStatusView> = {}) =>
    orderView({
      serviceType: 'Delivery',
      deliveryAddress: '12 Smith Street, Parramatta NSW 2150',
      isContactless: true,
      orderNote: 'Gate code 1234',
      paymentMethod: 'card',
      items: [
        orderLine({
          name: "Half 'n' Half",
          quantity: 1,
          totalPrice: 1845,
          details: ['Large', "Thin 'n Crispy"],
          halves: [
            { label: 'First half', name: 'Pepperoni', details: ['Tomato sauce', 'Add Mushrooms (+$1.50)'] },
            { label: 'Second half', name: 'Hawaiian', details: ['Tomato sauce', 'No Pineapple'] },
          ],
        }),
        orderLine({
          name: 'Large Classic Pizza $9.95',
          quantity: 1,
          totalPrice: 995,
          voucherCode: 'LARGE995',
          details: [],
          items: [orderLine({ name: 'Margherita', quantity: 1, totalPrice: 0 })],
        }),
        orderLine({ name: 'Garlic Bread', quantity: 1, totalPrice: 0, voucherCode: 'FREEGARLIC', details: [] }),
      ],
      receipt: {
        basketSubTotal: 2840,
        serviceCharges: [
          { serviceChargeType: 'Delivery', total: 695 },
          { serviceChargeType: 'Suburb', total: 200 },
        ],
        vouchers: [{ voucherCode: 'SAVE20', name: '20% off orders over $30', discount: 568 }],
        discount: 568,
        basketTotal: 3167,
        totalSavings: 1363,
      },
      basketTotal: 3167,
      ...over,
    });

  it('delivery: the address, every line with its changes, charges, the voucher with its code, the total', async () => {
    const details = await openAt(delivery(), '2026-05-12T18:30:00+10:00');
    expect(fact(details, 'Deliver to')).toBe('12 Smith Street, Parramatta NSW 2150');
    expect(fact(details, 'Contactless')).toBe('Yes: we will leave it at your door');
    expect(fact(details, 'Your note')).toBe('Gate code 1234');
    expect(fact(details, 'Payment')).toBe('Card');

    const items = screen.getByRole('list', { name: 'Items ordered' });
    const rows = [...items.children].map((li) => words(li));
    expect(rows[0]).toBe(
      "1 × Half 'n' Half Large · Thin 'n Crispy First half: Pepperoni — Tomato sauce · Add Mushrooms (+$1.50) " +
        'Second half: Hawaiian — Tomato sauce · No Pineapple $18.45',
    );
    expect(rows[1]).toBe('1 × Large Classic Pizza $9.95 LARGE995 Margherita Large · Pan · Tomato sauce $9.95');
    expect(rows[2]).toBe('1 × Garlic Bread FREEGARLIC Free');

    const totals = document.querySelector('.order-totals')!;
    const row = (term: string) =>
      words(
        within(totals as HTMLElement)
          .getByText(term)
          .closest('div'),
      );
    expect(row('Subtotal')).toBe('Subtotal $28.40');
    expect(row('Delivery fee')).toBe('Delivery fee $6.95');
    expect(row('Suburb surcharge')).toBe('Suburb surcharge $2.00');
    expect(row('Voucher SAVE20')).toBe('Voucher SAVE20 20% off orders over $30 −$5.68');
    expect(row('Total (incl. GST)')).toBe('Total (incl. GST) $31.67');
    expect(row('You saved')).toBe('You saved $13.63');
  });

  it("a group order's lines name the person each is for", async () => {
    await openAt(
      delivery({
        items: [
          orderLine({ name: 'Pepperoni', quantity: 1, totalPrice: 1445, details: ['Large'], groupMember: 'Sam' }),
          orderLine({ name: 'Hawaiian', quantity: 1, totalPrice: 1445, details: ['Large'], groupMember: 'Alex' }),
        ],
      }),
      '2026-05-12T18:30:00+10:00',
    );
    const rows = [...screen.getByRole('list', { name: 'Items ordered' }).children].map((li) => words(li));
    expect(rows).toEqual(['1 × Pepperoni for Sam Large $14.45', '1 × Hawaiian for Alex Large $14.45']);
  });

  it('delivery the customer wants handed over says so', async () => {
    const details = await openAt(delivery({ isContactless: false }), '2026-05-12T18:30:00+10:00');
    expect(fact(details, 'Contactless')).toBe('No: we will hand it to you');
  });

  it("pickup: the store's address, and no contactless line", async () => {
    const details = await openAt(orderView(), '2026-05-12T18:30:00+10:00');
    expect(fact(details, 'Pick up from')).toBe('368 Albert Street, Parramatta NSW 2150 Open in Maps');
    expect(details.queryByText('Contactless')).toBeNull();
    expect(document.querySelector('.order-totals')!.textContent).not.toMatch(/Delivery fee/);
  });
});

describe('the words the customer reads', () => {
  const sentence = () => screen.getByText(/ from Parramatta\.$/).textContent;

  it.each([
    ['Delivery', 'Received', 'Delivery from Parramatta.'],
    ['Delivery', 'OutForDelivery', 'Delivery from Parramatta.'],
    ['Delivery', 'Delivered', 'Delivered from Parramatta.'],
    ['Pickup', 'Received', 'Pickup from Parramatta.'],
    ['Pickup', 'Ready', 'Pickup from Parramatta.'],
    ['Pickup', 'Collected', 'Collected from Parramatta.'],
  ] as const)('%s, %s: "%s"', async (serviceType, status, expected) => {
    await openAt(
      orderView({
        serviceType,
        status,
        deliveryAddress: serviceType === 'Delivery' ? '1 A St, Parramatta NSW 2150' : null,
      }),
      '2026-05-12T18:30:00+10:00',
    );
    expect(sentence()).toBe(expected);
  });

  it.each([
    ['Pickup', 'cash', 'Pay in Store'],
    ['Delivery', 'cash', 'Cash on delivery'],
    ['Delivery', 'mobileeftpos', 'Mobile EFTPOS (pay at the door)'],
    ['Delivery', 'card', 'Card'],
    ['Pickup', 'paypal', 'PayPal'],
  ] as const)('%s paid with %s says "%s", the name chosen at checkout', async (serviceType, paymentMethod, label) => {
    const details = await openAt(orderView({ serviceType, paymentMethod }), '2026-05-12T18:30:00+10:00');
    expect(fact(details, 'Payment')).toBe(label);
  });
});

describe('the pickup page', () => {
  it("links the store's full address to a map in a new tab, with a name that says so", async () => {
    const details = await openAt(orderView(), '2026-05-12T18:30:00+10:00');
    expect(fact(details, 'Pick up from')).toBe('368 Albert Street, Parramatta NSW 2150 Open in Maps');
    const map = details.getByRole('link', { name: 'Open in Maps: Parramatta on Google Maps (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=368%20Albert%20Street%2C%20Parramatta%20NSW%202150',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
  });

  it('pay in store: says plainly that the total is paid at the store on collection', async () => {
    await openAt(orderView({ paymentMethod: 'cash', basketTotal: 3190 }), '2026-05-12T18:30:00+10:00');
    expect(screen.getByText('Pay $31.90 at the store when you collect your order.')).toBeTruthy();
  });

  it.each([
    ['paid online', { paymentMethod: 'card' }],
    ['already collected', { paymentMethod: 'cash', status: 'Collected' }],
  ] as const)('%s: no pay-at-the-store sentence', async (_case, over) => {
    await openAt(orderView(over), '2026-05-12T18:30:00+10:00');
    expect(screen.queryByText(/at the store when you collect/)).toBeNull();
  });

  it('a delivery has no map link to the store', async () => {
    const details = await openAt(
      orderView({ serviceType: 'Delivery', deliveryAddress: '1 A St, Parramatta NSW 2150', paymentMethod: 'cash' }),
      '2026-05-12T18:30:00+10:00',
    );
    expect(details.queryByRole('link', { name: /Google Maps/ })).toBeNull();
    expect(screen.queryByText(/at the store when you collect/)).toBeNull();
  });

  it("shows the store's hours for today in its own zone, split sessions apart, or that it is closed today", async () => {
    const split = orderView({
      store: {
        ...orderView().store,
        todayHours: [
          { openingTime: '2026-05-12T11:30:00+10:00', closingTime: '2026-05-12T14:00:00+10:00' },
          { openingTime: '2026-05-12T17:00:00+10:00', closingTime: '2026-05-12T22:30:00+10:00' },
        ],
      },
    });
    const details = await openAt(split, '2026-05-12T18:30:00+10:00');
    expect(fact(details, 'Open today')).toMatch(/^11:30\s?am – 2:00\s?pm, 5:00\s?pm – 10:30\s?pm$/);
  });

  it('a store closed today says so', async () => {
    const details = await openAt(
      orderView({ store: { ...orderView().store, todayHours: [] } }),
      '2026-05-12T18:30:00+10:00',
    );
    expect(fact(details, 'Open today')).toBe('Closed today');
  });
});
