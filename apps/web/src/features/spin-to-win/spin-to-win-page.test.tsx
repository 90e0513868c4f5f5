import type { SpinOutcome, SpinWheel } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { restingAngle } from './spin-angle.ts';
import { SpinToWinPage } from './spin-to-win-page.tsx';
import { spinWords } from './spin-words.ts';

const CUSTOMER = {
  customerId: '7d1c7a9e-1111-4a4a-8a8a-000000000001',
  firstName: 'Ana',
  email: null,
  hasEmailAccount: true,
};

const WHEEL: SpinWheel = {
  campaign: 'summer-spin',
  headline: 'Summer Spin: every spin wins',
  description: 'Spin once this summer.',
  startsAt: '2026-10-31T13:00:00.000Z',
  endsAt: '2027-12-31T13:00:00.000Z',
  period: 'campaign',
  segments: [
    {
      index: 0,
      label: 'Free garlic bread',
      prize: { voucherCode: 'FREEGARLIC', name: 'Free garlic bread' },
      weight: 50,
      chancePercent: 50,
    },
    { index: 1, label: 'Better luck next time', prize: null, weight: 50, chancePercent: 50 },
  ],
  canSpin: true,
  refusal: null,
  lastSpin: null,
};

const WIN: SpinOutcome = {
  spinId: '0b0e2f4c-2222-4b4b-8b8b-000000000002',
  campaign: 'summer-spin',
  segmentIndex: 0,
  spunAt: '2026-11-25T01:00:00.000Z',
  deal: {
    dealId: '0b0e2f4c-3333-4c4c-8c8c-000000000003',
    prizeTypeId: 1,
    voucherCode: 'AD-ABCDEFGH23',
    name: 'Free garlic bread',
    wonAt: '2026-11-25T01:00:00.000Z',
    // 11:30 pm on 9 December in Perth, already 10 December in Sydney.
    expiresAt: '2026-12-09T15:30:00.000Z',
    redeemed: false,
  },
};
const LOSS: SpinOutcome = { ...WIN, segmentIndex: 1, deal: null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
const problem = (status: number, code: string, message: string) =>
  json(status, { type: 'about:blank', title: code, status, code, message, errors: [] });

let wheel: () => Response;
let spin: () => Response;
let spins: number;
let reducedMotion: boolean;

beforeEach(() => {
  spins = 0;
  reducedMotion = false;
  wheel = () => json(200, WHEEL);
  spin = () => json(201, WIN);
  useAuthStore.setState({ isAuth: true, customer: CUSTOMER });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/spin-to-win') return wheel();
      if (url.pathname === '/api/v1/spin-to-win/spins') {
        spins += 1;
        return spin();
      }
      return json(404, { message: 'no such call' });
    }),
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAuthStore.setState({ isAuth: false, customer: null });
});

function show() {
  const router = createMemoryRouter(
    [
      { path: '/spin-to-win', Component: SpinToWinPage },
      { path: '/offers/:voucherCode', Component: () => <p>Offers page</p> },
      { path: '/login', Component: () => <p>Login page</p> },
    ],
    { initialEntries: ['/spin-to-win'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const disc = () => screen.getByTestId('spin-wheel-disc');

describe('spin-to-win', () => {
  it('shows the published odds, then spins and (reduced motion) stands on the result at once, announced', async () => {
    reducedMotion = true;
    // The use-by date is the customer's own (a deal names no store): a browser in Perth.
    vi.stubEnv('TZ', 'Australia/Perth');
    const router = show();
    expect(await screen.findByRole('heading', { name: WHEEL.headline })).toBeTruthy();
    const odds = screen.getByRole('table');
    expect(
      within(odds)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SegmentPrizeChance', 'Free garlic breadFree garlic bread50%', 'Better luck next timeNo prize50%']);
    await userEvent.click(screen.getByRole('button', { name: spinWords.spin }));
    const dialog = await screen.findByRole('dialog', { name: spinWords.prizeTitle });
    expect(disc().style.transition).toBe('none');
    expect(disc().style.transform).toBe(`rotate(${restingAngle(WHEEL.segments, 0)}deg)`);
    expect(screen.getByText('You won: Free garlic bread!').getAttribute('role')).toBe('status');
    expect(within(dialog).getByText('AD-ABCDEFGH23')).toBeTruthy();
    expect(within(dialog).getByText('Use it by 9 December 2026. The code works for one order.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('link', { name: spinWords.useIt }));
    expect(router.state.location.pathname).toBe('/offers/AD-ABCDEFGH23');
    expect(spins).toBe(1);
  });

  it('animates to the outcome and announces it only once the wheel stops', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: spinWords.spin }));
    await waitFor(() => expect(disc().style.transform).toBe(`rotate(${restingAngle(WHEEL.segments, 0)}deg)`));
    expect(disc().style.transition).toContain('transform 4000ms');
    expect((screen.getByRole('button', { name: spinWords.spinning }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(spinWords.spinning, { selector: '[role=status]' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      fireEvent.transitionEnd(disc(), { propertyName: 'transform' });
    });
    expect(await screen.findByRole('dialog', { name: spinWords.prizeTitle })).toBeTruthy();
    expect(screen.getByText('You won: Free garlic bread!')).toBeTruthy();
  });

  it('no prize: the modal says so and the page then shows the spin as had', async () => {
    reducedMotion = true;
    spin = () => json(201, LOSS);
    show();
    await userEvent.click(await screen.findByRole('button', { name: spinWords.spin }));
    const dialog = await screen.findByRole('dialog', { name: spinWords.noPrizeTitle });
    expect(screen.getByText('Better luck next time. No prize this time.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: spinWords.ok }));
    expect(screen.getByText(spinWords.alreadySpun)).toBeTruthy();
    // Focus lands on the spin's summary, where the spin button was.
    expect(document.activeElement?.textContent).toContain(spinWords.alreadySpun);
    expect(screen.queryByRole('button', { name: spinWords.spin })).toBeNull();
  });

  it('already spun: no spin button, the earlier prize can be shown again', async () => {
    wheel = () => json(200, { ...WHEEL, canSpin: false, refusal: 'AlreadySpun', lastSpin: WIN });
    show();
    expect(await screen.findByText(spinWords.alreadySpun)).toBeTruthy();
    expect(screen.getByText(spinWords.lastWin('Free garlic bread'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: spinWords.spin })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: spinWords.showPrize }));
    expect(within(await screen.findByRole('dialog')).getByText('AD-ABCDEFGH23')).toBeTruthy();
  });

  it("a refused spin shows the server's message and reloads the wheel", async () => {
    const message = "You've already had your spin for this campaign.";
    spin = () => problem(409, 'AlreadySpun', message);
    show();
    await userEvent.click(await screen.findByRole('button', { name: spinWords.spin }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('signed out: the wheel and its odds with a prompt to sign in that comes back here', async () => {
    useAuthStore.setState({ isAuth: false, customer: null });
    wheel = () => json(200, { ...WHEEL, canSpin: false, refusal: 'SignInRequired' });
    show();
    expect(await screen.findByText(spinWords.signInPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: spinWords.signIn }).getAttribute('href')).toBe(
      '/login?redirect=%2Fspin-to-win',
    );
    expect(screen.queryByRole('button', { name: spinWords.spin })).toBeNull();
  });

  it('loading, then an error with a retry, then the empty state when nothing runs', async () => {
    wheel = () => json(500, { message: 'down' });
    show();
    expect(screen.getByText(spinWords.loading)).toBeTruthy();
    expect(await screen.findByText(spinWords.loadFailed)).toBeTruthy();
    wheel = () => problem(404, 'NoSpinCampaign', 'There is no spin-to-win running right now.');
    await userEvent.click(screen.getByRole('button', { name: spinWords.retry }));
    expect(await screen.findByText(spinWords.noCampaign)).toBeTruthy();
    expect(screen.getByRole('link', { name: spinWords.seeOffers }).getAttribute('href')).toBe('/offers');
  });
});
