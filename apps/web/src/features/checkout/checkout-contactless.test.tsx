import type { Basket, BasketItemView } from '@storefront/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketItem } from '../../test/basket-fixtures.ts';
import { json, type Route } from '../../test/api-mock.ts';
import { readText } from '../../test/read-text.ts';
import { useCheckoutDetails } from './customer-details.ts';
import { NOTE_HINT } from './details-fields.tsx';
import { checkoutFixture, renderCheckout, VALID_DETAILS } from './test-checkout.tsx';

// The details step asks about contactless delivery (delivery only), starting from the store's own
// setting; the order summary says each line's changes as the cart does.
const address = {
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  longitude: 151.0034,
  latitude: -33.8136,
} as const;

function setUp(over: Partial<Basket>, storeContactless: boolean) {
  const { storeInfo } = checkoutFixture().basket;
  const fixture = checkoutFixture({ ...over, storeInfo: { ...storeInfo, isContactless: storeContactless } });
  const order = { ...fixture.order, paymentMethod: 'mobileeftpos' };
  const api = fixture.serve({
    'POST /validateOrder': () => json(200, fixture.basket),
    'POST /orders/mobileeftpos': () => json(201, order),
    'POST /orders/cash': () => json(201, { ...order, paymentMethod: 'cash' }),
  } satisfies Record<string, Route>);
  useCheckoutDetails.setState({ form: VALID_DETAILS, contactless: null });
  return api;
}

const delivery = { serviceType: 'Delivery', deliveryAddress: address } as Partial<Basket>;
const box = () => screen.queryByRole('checkbox', { name: 'Contactless delivery: leave it at my door' });

/** Places the order with what the page shows now; the validateOrder body sent. */
async function place(api: ReturnType<typeof setUp>) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Place order/ }));
  });
  await screen.findByRole('heading', { name: 'Order page' });
  return api.calls('POST /validateOrder')[0]!.body as Record<string, unknown>;
}

beforeEach(() => useCheckoutDetails.setState({ contactless: null }));
afterEach(() => vi.unstubAllGlobals());

describe('contactless delivery at checkout', () => {
  it('is off unless the store says otherwise, and sends what the customer left it at', async () => {
    const api = setUp(delivery, false);
    renderCheckout('/checkout/mobile-eftpos');
    const checkbox = box() as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    expect(checkbox.getAttribute('aria-describedby')).toBe('co-contactless-hint');
    expect(screen.getByText(NOTE_HINT.delivery)).toBeTruthy();
    expect(await place(api)).toMatchObject({ isContactless: false });
  });

  it('starts ticked where the store delivers contactless; unticking it is sent', async () => {
    const api = setUp(delivery, true);
    renderCheckout('/checkout/mobile-eftpos');
    const checkbox = box() as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(await place(api)).toMatchObject({ isContactless: false });
  });

  it('ticked by the customer is sent as yes', async () => {
    const api = setUp(delivery, false);
    renderCheckout('/checkout/mobile-eftpos');
    fireEvent.click(box()!);
    expect(await place(api)).toMatchObject({ isContactless: true });
  });

  it('is not asked for a pickup', async () => {
    const api = setUp({}, true);
    renderCheckout('/checkout/cash');
    expect(box()).toBeNull();
    // Nor are delivery instructions: the note's hint speaks of the order.
    expect(screen.getByText(NOTE_HINT.pickup)).toBeTruthy();
    expect(screen.queryByText(NOTE_HINT.delivery)).toBeNull();
    expect(await place(api)).not.toHaveProperty('isContactless');
  });
});

describe('order summary at checkout', () => {
  it('says each line’s customisations as the cart does', () => {
    const line: BasketItemView = basketItem({
      removedParts: [{ ...basketItem().removedParts[0]!, name: 'Pineapple', productId: 534 }],
    });
    setUp({ basketItems: [line] }, false);
    renderCheckout('/checkout');
    const summary = within(screen.getByRole('complementary', { name: 'Your order' }));
    const items = summary.getByRole('list', { name: 'Items' });
    expect(readText(items)).toBe(
      '1 × Pepperoni Large · Stuffed Crust (+$4.00) · Tomato sauce · No Pineapple · Add extra Bacon (+$5.00) $19.95',
    );
  });
});
