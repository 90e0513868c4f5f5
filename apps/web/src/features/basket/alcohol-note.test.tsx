// 'Alcohol limit reached' beside the standard-drinks count (spec document 2, sections 5, 8 and 9).
import { MAX_ALCOHOL_UNITS } from '@storefront/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { basket, basketItem, paleAle } from '../../test/basket-fixtures.ts';
import { AlcoholNote } from './alcohol-note.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(() => useBasketSession.setState({ basketId: null, sessions: {}, basket: null }));

describe('alcohol limit reached message beside the count', () => {
  it('says the limit is reached at 6 standard drinks, beside the count', () => {
    expect(MAX_ALCOHOL_UNITS).toBe(6);
    const { container } = render(<AlcoholNote drinks={6} max={MAX_ALCOHOL_UNITS} />);
    expect(container.textContent).toBe(
      'Standard drinks in this order: 6 of 6. Alcohol limit reached: this order has the maximum of 6 standard drinks. ' +
        'Alcohol can only be purchased with a food item.',
    );
  });

  it('does not say it below the limit, and uses the basket’s own maximum when it sets one', () => {
    const { container, rerender } = render(<AlcoholNote drinks={5.6} max={6} />);
    expect(container.textContent).not.toMatch(/limit reached/);
    rerender(<AlcoholNote drinks={4} max={4} />);
    expect(screen.getByText('Alcohol limit reached: this order has the maximum of 4 standard drinks.')).toBeTruthy();
  });

  it('shows nothing without alcohol', () => {
    const { container } = render(<AlcoholNote drinks={0} max={6} />);
    expect(container.textContent).toBe('');
  });

  it('in the cart, beside the count: 4 cans of 1.5 standard drinks reach the limit', () => {
    useBasketSession
      .getState()
      .setBasket(basket({ basketItems: [basketItem(), paleAle({ quantity: 4, alcoholUnits: 1.5 })] }));
    render(
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>,
    );
    const note = screen.getByText(/Standard drinks in this order: 6 of 6\./);
    expect(note.textContent).toContain('Alcohol limit reached: this order has the maximum of 6 standard drinks.');
  });
});
