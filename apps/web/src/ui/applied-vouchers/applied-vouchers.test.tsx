import type { Basket } from '@storefront/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppliedVouchers, appliedVoucherLines } from './applied-vouchers.tsx';

type Lines = Pick<Basket, 'vouchers' | 'basketItems' | 'groupedBasketItems' | 'totalSavings'>;

const item = (voucherCode: string | null, name: string, totalPrice: number) =>
  ({ basketItemId: `${name}-id`, name, voucherCode, totalPrice }) as Basket['basketItems'][number];

const basket: Lines = {
  vouchers: [{ voucherCode: 'SAVE20', voucherId: 1, name: '20% off', kind: 'PercentOff', discount: 717 }],
  basketItems: [item(null, 'Pepperoni', 1195), item('FREEGARLIC', 'Garlic Bread', 0)],
  groupedBasketItems: [
    {
      groupedBasketItemId: '0c8f1f7e-7a5c-4d3f-9d1e-1f2a3b4c5d6e',
      name: 'Large classic pizza $9.95',
      voucherCode: 'LARGE995',
      savings: 400,
      totalPrice: 995,
    } as Basket['groupedBasketItems'][number],
  ],
  totalSavings: 1712,
};

describe('appliedVoucherLines', () => {
  it('lists cart vouchers, free items and deal meals with how each is removed', () => {
    expect(appliedVoucherLines(basket)).toEqual([
      {
        key: 'SAVE20',
        code: 'SAVE20',
        name: '20% off',
        savingCents: 717,
        detail: '−$7.17',
        removal: { from: 'cart', voucherCode: 'SAVE20' },
      },
      {
        key: 'FREEGARLIC',
        code: 'FREEGARLIC',
        name: 'Garlic Bread',
        savingCents: null,
        detail: 'Free item',
        removal: { from: 'cart', voucherCode: 'FREEGARLIC' },
      },
      {
        key: '0c8f1f7e-7a5c-4d3f-9d1e-1f2a3b4c5d6e',
        code: 'LARGE995',
        name: 'Large classic pizza $9.95',
        savingCents: 400,
        detail: 'Saves $4.00',
        removal: { from: 'meal', groupedBasketItemId: '0c8f1f7e-7a5c-4d3f-9d1e-1f2a3b4c5d6e' },
      },
    ]);
    expect(appliedVoucherLines(null)).toEqual([]);
  });
});

describe('AppliedVouchers', () => {
  it('shows each voucher with its saving and the total savings; Remove takes one off', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn().mockResolvedValue(undefined);
    render(<AppliedVouchers basket={basket} onRemove={onRemove} />);
    const region = screen.getByRole('region', { name: 'Your vouchers' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getByText('Total savings').parentElement?.textContent).toContain('$17.12');
    await user.click(screen.getByRole('button', { name: 'Remove voucher FREEGARLIC' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ code: 'FREEGARLIC' }));
  });

  it('allows one removal at a time and shows why one failed', async () => {
    const user = userEvent.setup();
    let fail: (reason: Error) => void = () => {};
    const onRemove = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    render(<AppliedVouchers basket={basket} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove voucher SAVE20' }));
    expect(screen.getByRole('button', { name: 'Remove voucher SAVE20' }).textContent).toBe('Removing…');
    expect(screen.getByRole('button', { name: 'Remove voucher LARGE995' })).toHaveProperty('disabled', true);
    fail(new Error('Your session has expired. Please choose your location again.'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has expired. Please choose your location again.',
    );
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without vouchers unless told what to say', () => {
    const empty = { vouchers: [], basketItems: [], groupedBasketItems: [], totalSavings: 0 };
    const { container } = render(<AppliedVouchers basket={empty} onRemove={vi.fn()} />);
    expect(container.textContent).toBe('');
    render(<AppliedVouchers basket={empty} onRemove={vi.fn()} emptyText="No vouchers yet." />);
    expect(screen.getByText('No vouchers yet.')).toBeTruthy();
  });
});
