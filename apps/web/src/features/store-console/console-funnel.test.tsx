import type { AnalyticsFunnel } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleFunnel } from './console-funnel.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

const funnel = (counts: [number, number, number, number, number]): AnalyticsFunnel => ({
  date: '2026-11-25',
  timeZone: 'Australia/Sydney',
  steps: [
    { step: 'sessions', label: 'Visits', count: counts[0] },
    { step: 'localised', label: 'Chose delivery or pickup', count: counts[1] },
    { step: 'added', label: 'Added to cart', count: counts[2] },
    { step: 'checkout', label: 'Began checkout', count: counts[3] },
    { step: 'ordered', label: 'Ordered', count: counts[4] },
  ],
});

let answer: () => Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  expect(String(input)).toBe('/api/v1/staff/analytics/funnel');
  expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
  return answer();
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openFunnel() {
  // Long-lived answers, as the app's client keeps them.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
  render(
    <QueryClientProvider client={client}>
      <ConsoleFunnel token="tok-1" />
    </QueryClientProvider>,
  );
  // Closed, it makes no call.
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(screen.getByText("Today's funnel"));
}

describe('ConsoleFunnel', () => {
  it('shows each step with its count and share of the visits, after a loading state', async () => {
    let release: (r: Response) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    await openFunnel();
    expect(screen.getByText("Loading today's funnel")).toBeTruthy();
    release(json(funnel([4, 3, 2, 1, 1])));
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'Visits4100%',
      'Chose delivery or pickup375%',
      'Added to cart250%',
      'Began checkout125%',
      'Ordered125%',
    ]);
    expect(screen.getByText('2026-11-25 (Australia/Sydney)')).toBeTruthy();
    expect(within(steps[4]!).getByText('1')).toBeTruthy();
  });

  it('says so when there are no visits yet today', async () => {
    answer = async () => json(funnel([0, 0, 0, 0, 0]));
    await openFunnel();
    expect(await screen.findByText(/No visits yet today/)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows an error with a retry that loads the funnel again', async () => {
    answer = async () => json({ status: 500, code: 'InternalError', message: 'Something went wrong', errors: [] }, 500);
    await openFunnel();
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load today's funnel.");
    answer = async () => json(funnel([1, 1, 0, 0, 0]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Visits')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the figures afresh each time the panel is opened again', async () => {
    answer = async () => json(funnel([1, 1, 0, 0, 0]));
    await openFunnel();
    expect(await screen.findByText('Visits')).toBeTruthy();
    const summary = screen.getByText("Today's funnel");
    await userEvent.click(summary);
    answer = async () => json(funnel([2, 2, 1, 1, 1]));
    await userEvent.click(summary);
    expect((await screen.findAllByText('50%')).length).toBe(3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
