// The poster upsell opens as the add to cart completes: its title speaks of what was just added,
// not 'Before you go…'.
import type { UpsellOffer } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { basket } from '../../test/basket-fixtures.ts';
import { UpsellPopup } from './upsell-popup.tsx';

const poster = {
  upsellId: 3,
  designCode: 'poster',
  design: 'Poster',
  requiredProducts: [7101],
  triggers: ['adddealtocart'],
  products: [],
  removeProducts: [],
  popupDescription: 'Save room for dessert: warm Choc Lava Cakes from $6.95.',
  buttonText: 'See desserts',
  images: ['poster-choc-lava-cake'],
  redirectLink: '/menu/desserts',
} as unknown as UpsellOffer;

afterEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function showPoster(trigger: 'addtocart' | 'adddealtocart') {
  const b = basket();
  useBasketSession.setState({ basketId: b.basketId, sessions: {}, basket: b });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify([poster]), { headers: { 'content-type': 'application/json' } })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <UpsellPopup request={{ productId: 7101, trigger }} onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('poster upsell wording', () => {
  it('says the deal was just added when a deal triggers it', async () => {
    showPoster('adddealtocart');
    const dialog = await screen.findByRole('dialog', { name: 'Deal added. Something to go with it?', hidden: true });
    expect(dialog.textContent).not.toContain('Before you go');
    expect(
      screen.getByRole('heading', { name: 'Deal added. Something to go with it?', hidden: true }).className,
    ).not.toBe('sr-only');
  });

  it('says an item was just added on add to cart', async () => {
    showPoster('addtocart');
    expect(await screen.findByRole('dialog', { name: 'Added. Something to go with it?', hidden: true })).toBeTruthy();
  });
});
