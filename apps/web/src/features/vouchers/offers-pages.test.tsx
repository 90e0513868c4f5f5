import type { OffersContent } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigation } from '../../lib/session/app-navigation.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { usePendingVoucher } from '../../lib/session/pending-voucher.ts';
import { CouponModal } from './coupon-modal.tsx';
import { CouponsPage, OffersPage } from './offers-pages.tsx';
import { jsonResponse, problemResponse, testBasket } from '../../test/voucher-test-basket.ts';
import { dismissVoucherStatus } from '../../lib/vouchers/voucher-apply.ts';
import { card } from '../../lib/engagement/engagement-fixtures.test-support.ts';
import { stopEngagement } from '../../lib/engagement/engagement-refresh.ts';
import { useEngagementStore } from '../../lib/engagement/engagement-store.ts';

const offers: OffersContent = {
  categories: [
    { code: 'value', name: 'Value deals', sortOrder: 10 },
    { code: 'lunch', name: 'Lunch', sortOrder: 30 },
    { code: 'online-exclusive', name: 'Online exclusives', sortOrder: 40 },
  ],
  offers: [
    {
      offerId: 1,
      section: 'offers',
      categoryCode: 'value',
      title: 'Free garlic bread',
      description: 'A free garlic bread with any order.',
      voucherCode: 'FREEGARLIC',
      productSlug: null,
      priceCents: 0,
      imageSlug: 'garlic-bread',
      badge: 'Free',
      sortOrder: 10,
    },
    {
      offerId: 2,
      section: 'offers',
      categoryCode: 'lunch',
      title: 'Weekday lunch 15% off',
      description: '15% off weekday orders between 11am and 3pm.',
      voucherCode: 'LUNCH15',
      productSlug: null,
      priceCents: null,
      imageSlug: 'offer-lunch',
      badge: null,
      sortOrder: 20,
    },
    {
      offerId: 3,
      section: 'offers',
      categoryCode: 'value',
      title: 'Family Feast',
      description: 'Two large pizzas, a side and a drink.',
      voucherCode: null,
      productSlug: 'family-feast',
      priceCents: 4495,
      imageSlug: 'family-feast',
      badge: null,
      sortOrder: 30,
    },
    {
      offerId: 4,
      section: 'exclusive-deals',
      categoryCode: 'online-exclusive',
      title: 'Large classic pizza $9.95',
      description: 'Any large classic pizza for $9.95.',
      voucherCode: 'LARGE995',
      productSlug: 'large-classic-pizza-9-95',
      priceCents: 995,
      imageSlug: 'large-classic-pizza',
      badge: 'Coupon',
      sortOrder: 40,
    },
  ],
};

const BASKET = testBasket();
type Handler = (url: string, init: RequestInit) => Response;
let handler: Handler;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  if (url === '/api/v1/offers') return Promise.resolve(jsonResponse(offers));
  return Promise.resolve(handler(url, init));
});
const voucherCalls = () =>
  fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    .filter((c) => !c.endsWith('/offers'));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/offers/:voucherCode?', element: <OffersPage /> },
      { path: '/coupons', element: <CouponsPage /> },
      { path: '/cart', element: <p>Cart</p> },
    ],
    { initialEntries: [path] },
  );
  setAppNavigation({ navigate: (to) => void router.navigate(to), routeName: () => undefined, pathname: () => '' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const withBasket = () => useBasketSession.getState().setBasket(BASKET);

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
beforeEach(() => {
  fetchMock.mockClear();
  handler = () => jsonResponse(BASKET);
});
afterEach(() => {
  dismissVoucherStatus();
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  usePendingVoucher.setState({ pendingVoucher: null });
  useOverlayRequests.setState({ localisation: null, dialog: null, cartOpen: false });
  setAppNavigation(null);
});

describe('/offers/{voucherCode}', () => {
  it('before a location: keeps the code waiting and asks for a location', async () => {
    const router = renderAt('/offers/save20');
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
    expect(usePendingVoucher.getState().pendingVoucher).toBe('SAVE20');
    expect(useOverlayRequests.getState().localisation).toMatchObject({ tab: 'delivery' });
    const status = await screen.findByText(/is ready\. Choose delivery or pickup/);
    expect(within(status).getByText('SAVE20')).toBeTruthy();
    expect(voucherCalls()).toEqual([]);
  });

  it('with a basket: applies the code at once', async () => {
    withBasket();
    handler = () =>
      jsonResponse(
        testBasket({
          vouchers: [{ voucherCode: 'SAVE20', voucherId: 1, name: '20% off', kind: 'PercentOff', discount: 717 }],
          totalSavings: 717,
          voucherResult: { action: 'Applied', voucherCode: 'SAVE20', dealSlug: null },
        }),
      );
    renderAt('/offers/save20');
    expect(await screen.findByText('SAVE20 applied: 20% off. You save $7.17.')).toBeTruthy();
    expect(voucherCalls()).toEqual([`POST /api/v1/baskets/${BASKET.basketId}/applyvoucher/SAVE20`]);
    // the cart-side list shows it with its saving and a Remove button
    const list = screen.getByRole('region', { name: 'Your vouchers' });
    expect(within(list).getByText('−$7.17')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Remove voucher SAVE20' })).toBeTruthy();
  });

  it('applies a code that waited from an earlier visit', async () => {
    withBasket();
    usePendingVoucher.getState().setPendingVoucher('FREEGARLIC');
    renderAt('/offers');
    await waitFor(() =>
      expect(voucherCalls()).toEqual([`POST /api/v1/baskets/${BASKET.basketId}/applyvoucher/FREEGARLIC`]),
    );
    expect(usePendingVoucher.getState().pendingVoucher).toBeNull();
  });
});

describe('offer cards', () => {
  it('lists the offers with a category filter, prices and actions', async () => {
    const user = userEvent.setup();
    withBasket();
    renderAt('/offers');
    const grid = await screen.findByRole('list', { name: 'Offers' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(within(grid).getByText('Free', { selector: '.offer-card__price' })).toBeTruthy();
    expect(within(grid).getByText('$44.95')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'View deal: Family Feast' }).getAttribute('href')).toBe(
      '/pizza-meals/family-feast',
    );
    await user.click(screen.getByRole('button', { name: 'Lunch' }));
    expect(screen.getByRole('button', { name: 'Lunch' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('article')).toHaveLength(1);
  });

  it('shows a refusal inside the card with its way out', async () => {
    const user = userEvent.setup();
    withBasket();
    handler = () =>
      problemResponse(
        400,
        'VoucherUnavailableForFulfillmentDate',
        'This voucher can only be used for orders between 11am and 3pm.',
      );
    renderAt('/offers');
    await user.click(await screen.findByRole('button', { name: /^Apply LUNCH15/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('between 11am and 3pm');
    await user.click(within(alert).getByRole('button', { name: 'Change Time' }));
    expect(useOverlayRequests.getState().dialog).toMatchObject({ type: 'date-time' });
  });

  it('shows exclusive deals and a loading state on /coupons', async () => {
    renderAt('/coupons');
    expect(screen.getByText('Loading offers')).toBeTruthy();
    const deals = await screen.findByRole('list', { name: 'Exclusive deals' });
    // The card shows the price beside the title: the title does not repeat it.
    const card = within(deals).getByRole('article', { name: 'Large classic pizza' });
    expect(card.textContent!.match(/\$9\.95/g)).toHaveLength(2); // the price, and the description's
    expect(within(card).getByRole('heading').textContent).toBe('Large classic pizza');
    expect(screen.getByText('No exclusive products right now.')).toBeTruthy();
  });
});

describe('coupon modal', () => {
  function renderModal() {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterWrapper>
          <CouponModal onClose={onClose} />
        </RouterWrapper>
      </QueryClientProvider>,
    );
    return onClose;
  }

  it('checks the format before sending, then applies and shows the result', async () => {
    const user = userEvent.setup();
    withBasket();
    let release: () => void = () => {};
    handler = () =>
      jsonResponse(
        testBasket({
          vouchers: [{ voucherCode: 'TENOFF', voucherId: 2, name: '$10 off', kind: 'AmountOff', discount: 1000 }],
          voucherResult: { action: 'Applied', voucherCode: 'TENOFF', dealSlug: null },
        }),
      );
    renderModal();
    const input = screen.getByRole('textbox', { name: 'Coupon code', hidden: true });
    await user.click(screen.getByRole('button', { name: 'Apply', hidden: true }));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Enter a coupon code.');
    await user.type(input, 'x'.repeat(40));
    await user.click(screen.getByRole('button', { name: 'Apply', hidden: true }));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(
      'Coupon codes are at most 32 characters long.',
    );
    expect(voucherCalls()).toEqual([]);

    // Hold the answer to see the loading state.
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = handler;
    handler = () => {
      throw new Error('the held answer is used');
    };
    fetchMock.mockImplementationOnce(async () => {
      await gate;
      return answer('', {});
    });
    await user.clear(input);
    await user.type(input, 'tenoff');
    await user.click(screen.getByRole('button', { name: 'Apply', hidden: true }));
    expect(screen.getByRole('button', { name: 'Applying…', hidden: true })).toHaveProperty('disabled', true);
    expect(screen.getByText('Applying TENOFF…')).toBeTruthy();
    release();
    expect(await screen.findByText('TENOFF applied: $10 off. You save $10.00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done', hidden: true })).toBeTruthy();
    expect(voucherCalls()).toEqual([`POST /api/v1/baskets/${BASKET.basketId}/applyvoucher/TENOFF`]);
  });

  it('hands over to the localisation modal when there is no basket', async () => {
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code', hidden: true }), 'save20');
    await user.click(screen.getByRole('button', { name: 'Apply', hidden: true }));
    expect(onClose).toHaveBeenCalled();
    expect(usePendingVoucher.getState().pendingVoucher).toBe('SAVE20');
    expect(useOverlayRequests.getState().localisation).toMatchObject({ tab: 'delivery' });
  });
});

function RouterWrapper({ children }: { children: React.ReactNode }) {
  const router = createMemoryRouter([{ path: '*', element: children }]);
  return <RouterProvider router={router} />;
}

describe('content cards on the offers and coupons pages', () => {
  afterEach(() => {
    stopEngagement();
    useEngagementStore.setState({ status: 'idle', cards: [], messages: [] });
  });

  it("shows the offers page's exclusive deals and products cards, and the coupons page's own", async () => {
    useEngagementStore.setState({
      status: 'ready',
      messages: [],
      cards: [
        card('Members: two for one', { site_section: 'offers-exclusive-deals' }),
        card('Members: truffle pizza', { site_section: 'offers-exclusive-products' }),
        card('Your birthday coupon', { site_section: 'coupons' }),
      ],
    });
    const router = renderAt('/offers');
    const deals = (await screen.findByRole('heading', { name: 'Exclusive deals for you' })).closest('section')!;
    expect(within(deals).getByRole('article', { name: 'Members: two for one' })).toBeTruthy();
    const products = screen.getByRole('heading', { name: 'Exclusive products for you' }).closest('section')!;
    expect(within(products).getByRole('article', { name: 'Members: truffle pizza' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Your birthday coupon' })).toBeNull();

    await router.navigate('/coupons');
    const coupons = (await screen.findByRole('heading', { name: 'Coupons for you' })).closest('section')!;
    expect(within(coupons).getByRole('article', { name: 'Your birthday coupon' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Members: two for one' })).toBeNull();
  });
});
