// The delivery fee and the minimum order are told when the delivery address is confirmed, before
// anything is in the cart.
import type { Address } from '@storefront/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDeliveryFee } from '../../lib/delivery-costs.ts';
import { deliveryFee } from '../../test/product-fixtures.ts';
import { forAddress, mockApi, NOON, scheduleOf } from '../../lib/session/session-fixtures.test-support.ts';
import DeliveryWhen from './delivery-when.tsx';
import type { SessionSaver } from './use-session-saver.ts';

const address: Address = {
  moniker: 'm1',
  text: '12 Smith Street, Parramatta NSW 2150',
  addressLines: { street: '12 Smith Street', locality: 'Parramatta', state: 'NSW', postcode: '2150' },
  latitude: -33.8,
  longitude: 151,
} as Address;

const saver: SessionSaver = {
  saving: false,
  notice: null,
  warning: null,
  save: vi.fn(),
  clear: vi.fn(),
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetDeliveryFee();
});

function renderStep(surchargeCents: number) {
  mockApi((call) => (call.path === '/api/v1/surcharges' ? { body: [deliveryFee] } : undefined));
  const store = forAddress({
    minimumDeliveryOrderValue: 2000,
    suburbSurcharge: surchargeCents ? { suburbName: 'Parramatta', adjustmentTimeMinutes: 0, surchargeCents } : null,
  });
  render(
    <DeliveryWhen
      found={{ address, store, schedule: scheduleOf(NOON) }}
      saver={saver}
      onChangeAddress={vi.fn()}
      onPickupInstead={vi.fn()}
    />,
  );
}

describe('confirming a delivery address', () => {
  it('tells the delivery fee and the minimum order', async () => {
    renderStep(0);
    expect(await screen.findByText('$7.95 delivery fee · $20.00 minimum order')).toBeTruthy();
  });

  it("adds the suburb's surcharge to the delivery fee", async () => {
    renderStep(200);
    expect(await screen.findByText('$9.95 delivery fee · $20.00 minimum order')).toBeTruthy();
  });
});
