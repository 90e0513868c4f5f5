import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartTotals, type CartTotalsFigures } from './cart-totals.tsx';

const totals: CartTotalsFigures = {
  basketSubTotal: 3585,
  serviceCharges: [
    { serviceChargeType: 'Delivery', total: 895 },
    { serviceChargeType: 'Suburb', total: 200 },
  ],
  vouchers: [
    { voucherCode: 'save20', name: '20% off', discount: 717 },
    { voucherCode: 'FREEGARLIC', name: 'Free garlic bread', discount: 0 },
  ],
  discount: 1017,
  basketTotal: 3663,
  totalSavings: 1417,
};

/** Each row of the list as 'term: value', in order. */
const rows = () =>
  Array.from(document.querySelectorAll('dl > div')).map(
    (row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`,
  );

describe('CartTotals', () => {
  it('itemised: subtotal, each charge, each voucher by code, the rest as Discount, the total and the savings', () => {
    render(
      <CartTotals
        totals={totals}
        block="order-totals"
        itemiseVouchers
        totalLabel="Total (incl. GST)"
        savingsLabel="You saved"
      />,
    );
    expect(rows()).toEqual([
      'Subtotal: $35.85',
      'Delivery fee: $8.95',
      'Suburb surcharge: $2.00',
      'Voucher SAVE2020% off: −$7.17',
      'Voucher FREEGARLICFree garlic bread: Applied',
      'Discount: −$3.00',
      'Total (incl. GST): $36.63',
      'You saved: $14.17',
    ]);
    expect(screen.getByText('20% off').classList).toContain('order-totals__detail');
    expect(screen.getByText('Total (incl. GST)').parentElement!.classList).toContain('order-totals__total');
    expect(screen.getByText('You saved').parentElement!.classList).toContain('order-totals__savings');
  });

  it('not itemised: the whole discount in one line, vouchers left to the screen', () => {
    render(
      <CartTotals
        totals={totals}
        block="cart-totals"
        itemiseVouchers={false}
        totalLabel="Total"
        savingsLabel="You're saving"
      />,
    );
    expect(rows()).toEqual([
      'Subtotal: $35.85',
      'Delivery fee: $8.95',
      'Suburb surcharge: $2.00',
      'Discount: −$10.17',
      'Total: $36.63',
      "You're saving: $14.17",
    ]);
    expect(screen.getByText('Discount').parentElement!.classList).toContain('cart-totals__discount');
  });

  it('shows no Discount when vouchers account for it all, and no savings row without a label or savings', () => {
    const exact = { ...totals, discount: 717, totalSavings: 0 };
    const { unmount } = render(<CartTotals totals={exact} block="co-totals" itemiseVouchers totalLabel="Total" />);
    expect(screen.queryByText('Discount')).toBeNull();
    unmount();
    render(
      <CartTotals totals={exact} block="cart-totals" itemiseVouchers={false} totalLabel="Total" savingsLabel="Saved" />,
    );
    expect(screen.queryByText('Saved')).toBeNull();
    expect(rows()).toContain('Discount: −$7.17');
  });
});
