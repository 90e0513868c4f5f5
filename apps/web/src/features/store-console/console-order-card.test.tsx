import type { ConsoleOrder } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderLine } from '../../test/order-fixtures.ts';
import { readText } from '../../test/read-text.ts';
import { ConsoleOrderCard, dueText } from './console-order-card.tsx';
import { consoleOrder } from './console-test-data.ts';

const SYDNEY = 'Australia/Sydney';
const text = readText;

/** The ticket of a complex basket, as GET /staff/orders answers it (see order-view.int.test.ts). */
const complexLines: ConsoleOrder['items'] = [
  orderLine({
    name: 'Family Feast',
    quantity: 1,
    totalPrice: 4645,
    details: [],
    items: [
      orderLine({ name: 'Pepperoni', quantity: 1, totalPrice: 0, details: ['Large', 'Pan', 'Tomato sauce'] }),
      orderLine({
        name: 'BBQ Meatlovers',
        quantity: 1,
        totalPrice: 150,
        details: ['Large', 'Pan', 'BBQ sauce', 'Add Mushrooms (+$1.50)'],
      }),
      orderLine({ name: 'Cheesy Garlic Bread', quantity: 1, totalPrice: 0, details: [] }),
      orderLine({ name: 'Cola 1.25L', quantity: 1, totalPrice: 0, details: [] }),
    ],
  }),
  orderLine({
    name: 'Large Classic Pizza $9.95',
    quantity: 1,
    totalPrice: 995,
    voucherCode: 'LARGE995',
    details: [],
    items: [orderLine({ name: 'Hawaiian', quantity: 1, totalPrice: 0, details: ['Large', 'Pan', 'Tomato sauce'] })],
  }),
  orderLine({
    name: "Half 'n' Half",
    quantity: 1,
    totalPrice: 1845,
    details: ['Large', "Thin 'n Crispy"],
    halves: [
      { label: 'First half', name: 'Pepperoni', details: ['Tomato sauce', 'Add Mushrooms (+$1.50)'] },
      { label: 'Second half', name: 'BBQ Meatlovers', details: ['BBQ sauce', 'No Bacon'] },
    ],
  }),
  orderLine({
    name: 'Pepperoni',
    quantity: 2,
    totalPrice: 2890,
    details: ['Large', 'Pan', 'BBQ sauce instead of Tomato', 'Extra Pepperoni (+$2.50)'],
  }),
];

function renderCard(order: ConsoleOrder) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ConsoleOrderCard order={order} token="tok" fresh={false} onChanged={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('article');
}

/** Pins the clock (Date only: the card's minute timer stays real and is unmounted by cleanup). */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
afterEach(() => vi.useRealTimers());

describe('the kitchen ticket', () => {
  it('shows every line as priced: halves with their changes, meal and deal contents, the note', () => {
    at('2026-05-12T18:25:00+10:00');
    const card = renderCard(consoleOrder({ items: complexLines, orderNote: 'Ring the bell twice' }));
    const lines = within(card).getByRole('list', { name: 'Items' });
    const rows = [...lines.children].map(text);
    expect(rows).toEqual([
      '1 × Family Feast ' +
        'Pepperoni Large · Pan · Tomato sauce ' +
        'BBQ Meatlovers Large · Pan · BBQ sauce · Add Mushrooms (+$1.50) ' +
        'Cheesy Garlic Bread Cola 1.25L',
      '1 × Large Classic Pizza $9.95 LARGE995 Hawaiian Large · Pan · Tomato sauce',
      "1 × Half 'n' Half Large · Thin 'n Crispy " +
        'First half: Pepperoni — Tomato sauce · Add Mushrooms (+$1.50) ' +
        'Second half: BBQ Meatlovers — BBQ sauce · No Bacon',
      '2 × Pepperoni Large · Pan · BBQ sauce instead of Tomato · Extra Pepperoni (+$2.50)',
    ]);
    expect(within(card).getByText("Large · Thin 'n Crispy")).toBeTruthy();
    expect(text(within(card).getByText('First half:').parentElement)).toBe(
      'First half: Pepperoni — Tomato sauce · Add Mushrooms (+$1.50)',
    );
    expect(text(within(card).getByText('Second half:').parentElement)).toBe(
      'Second half: BBQ Meatlovers — BBQ sauce · No Bacon',
    );
    expect(text(card.querySelector('.console-note'))).toBe('Note: Ring the bell twice');
  });

  it("a group order's lines name the person each is for", () => {
    at('2026-05-12T18:25:00+10:00');
    const card = renderCard(
      consoleOrder({
        items: [
          orderLine({ name: 'Pepperoni', quantity: 1, totalPrice: 1445, details: ['Large'], groupMember: 'Sam' }),
          orderLine({ name: 'Hawaiian', quantity: 2, totalPrice: 2890, details: ['Large'], groupMember: 'Alex' }),
        ],
      }),
    );
    const rows = [...within(card).getByRole('list', { name: 'Items' }).children].map(text);
    expect(rows).toEqual(['1 × Pepperoni for Sam Large', '2 × Hawaiian for Alex Large']);
  });

  it('an ASAP order is due at its promised time, not a minute after it arrived', () => {
    // Placed 7:30 pm after the app promised 'ASAP (30 mins)'; the basket's due time is 7:31 pm.
    const asap = consoleOrder({
      placedAt: '2026-05-12T19:30:00+10:00',
      orderDueAt: '2026-05-12T19:31:00+10:00',
      promisedAt: '2026-05-12T20:00:00+10:00',
      isAsap: true,
    });
    at('2026-05-12T19:32:00+10:00');
    const card = renderCard(asap);
    const due = card.querySelector('.console-order__due')!;
    expect(text(due)).toMatch(/^Pickup at 8:00\spm \(ASAP\) · due in 28 min · placed 7:30\spm$/);
    expect(due.classList.contains('console-order__due--late')).toBe(false);
  });

  it('counts lateness from the promised time', () => {
    expect(dueText('2026-05-12T20:00:00+10:00', Date.parse('2026-05-12T19:32:00+10:00'), SYDNEY)).toBe('due in 28 min');
    expect(dueText('2026-05-12T20:00:00+10:00', Date.parse('2026-05-12T20:00:20+10:00'), SYDNEY)).toBe('due now');
    expect(dueText('2026-05-12T20:00:00+10:00', Date.parse('2026-05-12T20:02:00+10:00'), SYDNEY)).toBe('2 min late');
    // Hours read as hours, either way.
    expect(dueText('2026-05-12T20:00:00+10:00', Date.parse('2026-05-12T10:30:00+10:00'), SYDNEY)).toBe(
      'due in 9 h 30 min',
    );
    expect(dueText('2026-05-12T20:00:00+10:00', Date.parse('2026-05-12T22:00:00+10:00'), SYDNEY)).toBe('2 h late');
    at('2026-05-12T20:02:00+10:00');
    const card = renderCard(consoleOrder({ promisedAt: '2026-05-12T20:00:00+10:00' }));
    expect(card.querySelector('.console-order__due--late')).toBeTruthy();
  });

  it("a pickup for tomorrow says 'due tomorrow 12:15 pm', not 'due in 1020 min'", () => {
    const tomorrow = consoleOrder({
      isAsap: false,
      placedAt: '2026-05-12T19:15:00+10:00',
      orderDueAt: '2026-05-13T12:15:00+10:00',
      promisedAt: '2026-05-13T12:15:00+10:00',
    });
    expect(dueText(tomorrow.promisedAt, Date.parse('2026-05-12T19:15:00+10:00'), SYDNEY)).toMatch(
      /^due tomorrow 12:15\spm$/,
    );
    at('2026-05-12T19:15:00+10:00');
    const card = renderCard(tomorrow);
    expect(text(card.querySelector('.console-order__due'))).toMatch(
      /^Pickup tomorrow at 12:15\spm · due tomorrow 12:15\spm · placed 7:15\spm$/,
    );
  });

  it('a delivery ticket shows the address and the contactless choice either way', () => {
    at('2026-05-12T18:25:00+10:00');
    const delivery = (isContactless: boolean) =>
      consoleOrder({
        serviceType: 'Delivery',
        isContactless,
        deliveryAddress: '12 Smith Street, Parramatta NSW 2150',
        customer: { name: 'Sam Guest', mobileNumber: '0412345678', address: '12 Smith Street, Parramatta 2150' },
      });
    const card = renderCard(delivery(true));
    expect(text(within(card).getByText('Contactless').nextElementSibling)).toBe('Yes: leave it at the door');
    expect(within(card).getByText('12 Smith Street, Parramatta NSW 2150')).toBeTruthy();
    card.parentElement!.remove();
    const handed = renderCard(delivery(false));
    expect(text(within(handed).getByText('Contactless').nextElementSibling)).toBe('No: hand it over');
  });
});
