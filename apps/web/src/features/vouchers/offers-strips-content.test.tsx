// The offers strips' headings come from the dictionary and the /coupons strips follow their
// feature flags, asked with the customer's order type (decision 190).
import { datasourceSeeds } from '@storefront/catalog';
import type { OffersContent } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LOCATION, useLocationStore } from '../../lib/session/location-store.ts';
import { forgetContent, serveContent } from '../../test/content-service-mock.ts';
import { jsonResponse } from '../../test/voucher-test-basket.ts';
import { CouponsPage } from './offers-pages.tsx';
import { OFFERS_FLAGS, OFFERS_WORDS } from './offers-words.ts';

const card = (offerId: number, section: 'exclusive-deals' | 'exclusive-products', title: string) => ({
  offerId,
  section,
  categoryCode: 'online-exclusive',
  title,
  description: `About ${title}`,
  voucherCode: `CODE${offerId}`,
  productSlug: null,
  priceCents: null,
  imageSlug: 'offer-percent',
  badge: null,
  sortOrder: offerId,
});
const offers: OffersContent = {
  categories: [{ code: 'online-exclusive', name: 'Online exclusives', sortOrder: 10 }],
  offers: [card(1, 'exclusive-deals', 'Half-price sides'), card(2, 'exclusive-products', 'Members garlic bread')],
};

function renderCoupons(datasources: Record<string, [string, string][]>) {
  const served = serveContent([], {
    datasources,
    others: (url) => (url.pathname === '/api/v1/offers' ? jsonResponse(offers) : jsonResponse({}, 404)),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CouponsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return served;
}

afterEach(() => {
  forgetContent();
  useLocationStore.setState(EMPTY_LOCATION);
});

describe('/coupons strips from the dictionary and feature flags', () => {
  it('takes the strip headings from the dictionary once read', async () => {
    renderCoupons({
      dictionary: [
        ['offers.exclusive-deals.title', 'Coupon deals'],
        ['offers.exclusive-products.title', 'Member products'],
      ],
      'feature-flags': [
        ['offers_exclusive_deals', 'enable'],
        ['offers_exclusive_products', ''],
      ],
    });
    expect(screen.getByRole('heading', { name: 'Exclusive deals' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Coupon deals' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Member products' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Coupon deals' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Member products' })).toBeTruthy();
  });

  it('hides a strip whose flag is off, and shows one listed for the order type', async () => {
    useLocationStore.setState({ ...EMPTY_LOCATION, orderType: 'pickup', storeId: 1002 });
    const { requests } = renderCoupons({
      dictionary: [],
      'feature-flags': [
        ['offers_exclusive_deals', 'delivery'],
        ['offers_exclusive_products', 'delivery, pickup'],
      ],
    });
    // Shown until the flags are read; then the deals strip, listed for delivery only, goes.
    expect(screen.getByRole('heading', { name: 'Exclusive deals' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Exclusive products' })).toBeTruthy();
    await screen.findByText('Members garlic bread');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Exclusive deals' })).toBeNull());
    expect(screen.queryByText('Half-price sides')).toBeNull();
    expect(requests.some((r) => r.includes('datasource=feature-flags'))).toBe(true);
  });

  it('hides a strip whose flag is missing once the flags are read', async () => {
    renderCoupons({ dictionary: [], 'feature-flags': [['offers_exclusive_deals', 'enable']] });
    expect(await screen.findByText('Half-price sides')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Exclusive products' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Exclusive deals' })).toBeTruthy();
  });
});

describe('offers strips seeds', () => {
  it('has every built-in word seeded in the dictionary with the same text, and every flag seeded on', () => {
    const dictionary = new Map(datasourceSeeds.dictionary);
    for (const [name, fallback] of Object.values(OFFERS_WORDS)) expect(dictionary.get(name)).toBe(fallback);
    const flags = new Map(datasourceSeeds['feature-flags']);
    for (const id of Object.values(OFFERS_FLAGS)) expect(flags.get(id)).toBe('enable');
  });
});
