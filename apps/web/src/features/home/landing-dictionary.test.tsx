// The landing's headings and labels come from the dictionary, and its today's deals and offers
// strips follow their feature flags, asked with the customer's order type (decision 190).
import { datasourceSeeds } from '@storefront/catalog';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LOCATION, useLocationStore } from '../../lib/session/location-store.ts';
import { forgetContent, serveContent } from '../../test/content-service-mock.ts';
import { LandingPage } from './landing-page.tsx';
import { LANDING_FLAGS, LANDING_WORDS } from './landing-words.ts';

const offers = {
  categories: [],
  offers: [
    {
      offerId: 1,
      section: 'offers',
      categoryCode: 'value',
      title: 'Free garlic bread',
      description: 'With any order.',
      voucherCode: 'FREEGARLIC',
      productSlug: null,
      priceCents: 0,
      imageSlug: 'garlic-bread',
      badge: null,
      sortOrder: 10,
    },
  ],
};

function renderLanding(datasources: Record<string, [string, string][]>) {
  serveContent([], {
    datasources,
    others: (url) =>
      new Response(JSON.stringify(url.pathname === '/api/v1/offers' ? offers : {}), {
        status: url.pathname === '/api/v1/offers' ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
  });
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

const todaysDeals = () => screen.queryByRole('heading', { name: "Today's deals" });
const offerStrip = () => screen.queryByRole('link', { name: /Track your order/ });

afterEach(() => {
  forgetContent();
  useLocationStore.setState(EMPTY_LOCATION);
});

describe('landing from the dictionary and feature flags', () => {
  it('shows the dictionary entry in place of the built-in words once read', async () => {
    renderLanding({
      dictionary: [
        ['home.start-order.title', 'Order now'],
        ['home.categories.title', 'Hungry for?'],
        ['home.start-order.pickup', 'Collect'],
        // An empty entry keeps the built-in words.
        ['home.categories.full-menu', ''],
      ],
      'feature-flags': [],
    });
    expect(screen.getByRole('heading', { name: 'Start your order' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Order now' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hungry for?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Collect/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full menu' })).toBeTruthy();
  });

  it('shows both strips while their flags are on', async () => {
    renderLanding({
      dictionary: [],
      'feature-flags': [
        [LANDING_FLAGS.todaysDeals, 'enable'],
        [LANDING_FLAGS.offerStrip, ''],
      ],
    });
    expect(await screen.findByRole('heading', { name: "Today's deals" })).toBeTruthy();
    expect(offerStrip()).toBeTruthy();
  });

  it('hides a strip whose flag is off or missing once the flags are read', async () => {
    renderLanding({ dictionary: [], 'feature-flags': [[LANDING_FLAGS.todaysDeals, 'disable']] });
    // Shown until the flags are read, so a working strip does not flicker in.
    expect(offerStrip()).toBeTruthy();
    await waitFor(() => expect(offerStrip()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(todaysDeals()).toBeNull();
  });

  it('asks a listed flag with the order type: shown for pickup, not before a location', async () => {
    const flags: [string, string][] = [
      [LANDING_FLAGS.todaysDeals, 'delivery,pickup'],
      [LANDING_FLAGS.offerStrip, 'pickup'],
    ];
    renderLanding({ dictionary: [], 'feature-flags': flags });
    await waitFor(() => expect(offerStrip()).toBeNull());
    forgetContent();
    document.body.innerHTML = '';

    useLocationStore.setState({ ...EMPTY_LOCATION, orderType: 'pickup', storeId: 1002, storeName: 'Parramatta' });
    renderLanding({ dictionary: [], 'feature-flags': flags });
    expect(await screen.findByRole('heading', { name: "Today's deals" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offerStrip()).toBeTruthy();
  });

  it('has every built-in word seeded in the dictionary with the same text, and every flag seeded on', () => {
    const dictionary = new Map(datasourceSeeds.dictionary);
    for (const [name, fallback] of Object.values(LANDING_WORDS)) expect(dictionary.get(name)).toBe(fallback);
    const flags = new Map(datasourceSeeds['feature-flags']);
    for (const id of Object.values(LANDING_FLAGS)) expect(flags.get(id)).toBe('enable');
  });
});
