// Ordering needs the network: offline, Add to cart is disabled and says why, until the connection returns.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pepperoni } from '../../test/product-fixtures.ts';
import { ProductBuilder } from './product-builder.tsx';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('product builder offline', () => {
  it('disables Add to cart with the reason while offline, and enables it when back online', () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ProductBuilder product={pepperoni} editing={null} missingLine={false} onClose={() => {}} onDone={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    const add = within(dialog).getByRole('button', { name: /Add to cart/ }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);

    setOnline(false);
    expect(add.disabled).toBe(true);
    const reason = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('You are offline. Ordering comes back when your connection does.');

    setOnline(true);
    expect(add.disabled).toBe(false);
    expect(add.getAttribute('aria-describedby')).toBeNull();
  });
});
