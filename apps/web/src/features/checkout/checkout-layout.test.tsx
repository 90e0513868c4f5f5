// What the checkout page tells the customer about where they are and how to pay: the step
// indicator (details, payment, review), the methods most used first with the rest under
// 'More ways to pay', and card brands without the gateway's brand codes.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutFixture, renderCheckout } from './test-checkout.tsx';

beforeEach(() => {
  checkoutFixture().serve();
});
afterEach(() => vi.unstubAllGlobals());

const steps = () => screen.getByRole('list', { name: 'Checkout steps' });
const currentStep = () =>
  within(steps())
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

describe('checkout steps', () => {
  it('shows details, then payment, then review as the customer gets there', () => {
    renderCheckout('/checkout');
    expect(
      within(steps())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Details', '2Payment', '3Review']);
    expect(currentStep()).toBe('1Details');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412 345 678' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'alex@example.com' } });
    expect(currentStep()).toBe('2Payment');
    fireEvent.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    expect(currentStep()).toBe('3Review');
    expect(
      within(steps())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Details (done)', '2Payment (done)', '3Review']);
  });
});

describe('payment methods', () => {
  const groupOf = (name: string) => screen.getByRole('radio', { name }).closest('details');

  it('leads with card, the device wallets and pay in store; the rest are under More ways to pay', () => {
    renderCheckout('/checkout');
    expect(groupOf('Credit or debit card')).toBeNull();
    expect(groupOf('Pay in Store')).toBeNull();
    const more = groupOf('Zip')!;
    expect(more.querySelector('summary')!.textContent).toBe('More ways to pay');
    expect(more.open).toBe(false);
    for (const name of ['PayPal', 'Afterpay']) expect(groupOf(name)).toBe(more);
  });

  it('opens More ways to pay by itself when the chosen method is in it', () => {
    renderCheckout('/checkout/zip');
    expect((screen.getByRole('radio', { name: 'Zip' }) as HTMLInputElement).checked).toBe(true);
    expect(groupOf('Zip')!.open).toBe(true);
  });

  it('names card brands without the gateway brand codes', () => {
    renderCheckout('/checkout/credit-card');
    const brands = screen.getByText('Cards we accept').parentElement!;
    expect(brands.textContent).toContain('Visa');
    expect(brands.textContent).toContain('American Express');
    expect(brands.textContent).not.toMatch(/brand code|00[123]/);
  });
});
