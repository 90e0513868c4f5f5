// Placing an order needs the network: offline, the place-order button is disabled and says why.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentSection } from './payment-section.tsx';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('place order offline', () => {
  it('disables Place order with the reason while offline, and enables it when back online', () => {
    render(
      <form>
        <PaymentSection
          methods={[{ method: 'cash', label: 'Cash' }]}
          selected="cash"
          onSelect={() => {}}
          delivery={false}
          total={2495}
          busy={false}
          notice={null}
        />
      </form>,
    );
    const place = screen.getByRole('button', { name: /^Place order/ }) as HTMLButtonElement;
    expect(place.disabled).toBe(false);

    setOnline(false);
    expect(place.disabled).toBe(true);
    expect(document.getElementById(place.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You are offline. Ordering comes back when your connection does.',
    );

    setOnline(true);
    expect(place.disabled).toBe(false);
  });
});
