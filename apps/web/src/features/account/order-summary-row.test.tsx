import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastOrder } from './account-test-support.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

// 14:30 UTC on 10 November is 1:30 am on 11 November in Sydney (daylight time, UTC+11).
const LATE = '2026-11-10T14:30:00.000Z';

describe('a past order row', () => {
  it('dates the order on the store’s calendar (Sydney), not the browser’s', async () => {
    // A browser set to another zone, where that moment is still 10 November.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.resetModules();
    const { OrderSummaryRow, orderDate } = await import('./order-summary-row.tsx');
    expect(orderDate(LATE)).toBe('11 Nov 2026');
    render(<OrderSummaryRow order={pastOrder(1, { placedAt: LATE })} />, { wrapper: MemoryRouter });
    expect(within(screen.getByRole('article', { name: 'Order RR-1001' })).getByText('11 Nov 2026')).toBeTruthy();
  });

  it("dates a store in another zone on that store's own calendar", async () => {
    const { OrderSummaryRow } = await import('./order-summary-row.tsx');
    // 1:30 am in Sydney is still 10:30 pm on 10 November in Perth (UTC+8).
    const perth = pastOrder(2, { placedAt: LATE });
    render(<OrderSummaryRow order={{ ...perth, store: { ...perth.store, timeZone: 'Australia/Perth' } }} />, {
      wrapper: MemoryRouter,
    });
    expect(within(screen.getByRole('article', { name: 'Order RR-1002' })).getByText('10 Nov 2026')).toBeTruthy();
  });

  it('links its reference to the order page, where it is tracked or its receipt shown', async () => {
    const { OrderSummaryRow } = await import('./order-summary-row.tsx');
    const order = pastOrder(3);
    render(<OrderSummaryRow order={order} />, { wrapper: MemoryRouter });
    const link = screen.getByRole('link', { name: 'View order RR-1003' });
    expect(link.getAttribute('href')).toBe(`/order/${order.orderId}`);
    expect(link.textContent).toBe('RR-1003');
  });
});
