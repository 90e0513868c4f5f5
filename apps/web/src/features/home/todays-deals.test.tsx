// The landing's "Today's deals" strip shows the current offers from the offers API.
import { offersContentSchema, type OfferCard, type OffersContent } from '@storefront/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page.tsx';
import { TODAYS_DEALS_MAX } from './todays-deals.tsx';

const offer = (offerId: number, over: Partial<OfferCard> = {}): OfferCard => ({
  offerId,
  section: 'offers',
  categoryCode: 'value',
  title: `Deal ${offerId}`,
  description: `About deal ${offerId}`,
  voucherCode: null,
  productSlug: null,
  priceCents: null,
  imageSlug: 'offer-percent',
  badge: null,
  sortOrder: offerId * 10,
  ...over,
});

// Fixtures are checked against the contract up front, as the client checks answers in tests.
function serve(content: OffersContent | 'error') {
  if (content !== 'error') offersContentSchema.parse(content);
  const fetchMock = vi.fn(async (_url: string | URL) =>
    content === 'error'
      ? new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify(content), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("landing: today's deals", () => {
  it('shows the first offers in their order, with price, code and where each leads', async () => {
    const fetchMock = serve({
      categories: [],
      offers: [
        offer(6),
        offer(2, { title: 'Large classic pizza $9.95', priceCents: 995, productSlug: 'large-classic-pizza-9-95' }),
        offer(1, { title: '20% off orders over $30', voucherCode: 'SAVE20', badge: 'Popular' }),
        offer(3),
        offer(4),
        offer(5, { section: 'exclusive-deals' }),
      ],
    });
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    const section = (await screen.findByRole('heading', { name: "Today's deals" }, { timeout: 5000 })).closest(
      'section',
    )!;
    const links = within(section)
      .getAllByRole('link')
      .filter((a) => a.className === 'todays-deal');
    expect(links).toHaveLength(TODAYS_DEALS_MAX);
    expect(TODAYS_DEALS_MAX).toBe(4);
    expect(links.map((a) => a.querySelector('.todays-deal__title')!.textContent)).toEqual([
      '20% off orders over $30',
      'Large classic pizza',
      'Deal 3',
      'Deal 4',
    ]);
    expect(links[0]!.textContent).toContain('Code SAVE20');
    expect(links[0]!.getAttribute('href')).toBe('/offers');
    expect(links[1]!.textContent).toContain('$9.95');
    expect(links[1]!.getAttribute('href')).toBe('/pizza-meals/large-classic-pizza-9-95');
    expect(within(section).getByRole('link', { name: 'All offers' }).getAttribute('href')).toBe('/offers');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/offers');
  });

  it('leaves the strip out when the offers cannot be fetched', async () => {
    const fetchMock = serve('error');
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: "Today's deals" })).toBeNull();
    expect(screen.getByRole('heading', { name: 'What are you craving?' })).toBeTruthy();
  });
});
