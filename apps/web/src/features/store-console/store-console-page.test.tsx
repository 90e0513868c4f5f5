import type { ConsoleOrder } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleOrder, NEXT } from './console-test-data.ts';
import { useStaffSession } from './staff-session.ts';
import { StoreConsolePage } from './store-console-page.tsx';

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const SESSION = {
  token: 'tok-1',
  staff: { username: 'parramatta.manager', name: 'Pat Manager', storeCode: 'NSW002', storeName: 'Parramatta' },
  expiresAt: '2099-01-01T00:00:00Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, message: string, extra: object = {}) =>
  json({ status, code, message, errors: [], ...extra }, status);

let orders: ConsoleOrder[] = [];
let patch: (body: { status: string; reason?: string }) => Response;
let ticketsIssued = 0;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  if (url === '/api/v1/staff/orders/events/ticket' && init.method === 'POST') {
    const signedIn = (init.headers as Record<string, string>).authorization === 'Bearer tok-1';
    ticketsIssued += 1;
    return signedIn
      ? json({ ticket: `ticket-${ticketsIssued}`, expiresInSeconds: 60 })
      : problem(401, 'Unauthorized', 'Please sign in to the store console.');
  }
  if (url === '/api/v1/staff/login') {
    const { password } = JSON.parse(String(init.body));
    return password === 'Pizza-Parramatta-2026' ? json(SESSION) : problem(401, 'Unauthorized', 'Unauthorized');
  }
  if (url === '/api/v1/staff/orders')
    return (init.headers as Record<string, string>).authorization === 'Bearer tok-editor'
      ? problem(403, 'Forbidden', 'This account cannot run a store console.')
      : json(orders);
  if (url.startsWith('/api/v1/staff/orders/') && init.method === 'PATCH') return patch(JSON.parse(String(init.body)));
  throw new Error(`unexpected ${url}`);
});

function renderConsole() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StoreConsolePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
beforeEach(() => {
  orders = [consoleOrder()];
  patch = ({ status }) => {
    const current = orders[0]!;
    const next = consoleOrder({
      status: status as ConsoleOrder['status'],
      history: [
        ...current.history,
        { status: status as ConsoleOrder['status'], at: '2026-05-12T08:30:00Z', actor: 'staff', reason: null },
      ],
    });
    orders = [next];
    return json(next);
  };
});
afterEach(() => {
  vi.useRealTimers();
  ticketsIssued = 0;
  fetchMock.mockClear();
  FakeEventSource.instances = [];
  useStaffSession.setState({ session: null, endedBecause: null });
});

describe('store console', () => {
  it('signs in (with errors for gaps and wrong passwords) and keeps the token in pinia_staff', async () => {
    const user = userEvent.setup();
    renderConsole();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();

    await user.type(screen.getByLabelText('Username'), 'parramatta.manager');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/do not match/);

    await user.type(screen.getByLabelText('Password'), 'Pizza-Parramatta-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: /RR7KD4MX/ })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('pinia_staff')!).state.session.token).toBe('tok-1');
    expect(screen.getByText('Parramatta (NSW002)')).toBeTruthy();
    const list = fetchMock.mock.calls.find(([url]) => url === '/api/v1/staff/orders')!;
    expect((list[1]!.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
    // The feed opens with a one-use ticket asked for with the bearer token; the token stays out of URLs.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]!.url).toBe('/api/v1/staff/orders/events?ticket=ticket-1');
  });

  it('shows items, parts, note, payment and due time, and moves the order on', async () => {
    const user = userEvent.setup();
    useStaffSession.getState().signIn(SESSION);
    renderConsole();
    const card = (await screen.findByRole('heading', { name: /RR7KD4MX/ })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Hawaiian')).toBeTruthy();
    expect(inCard.getByText('Large · Pan · Tomato sauce')).toBeTruthy();
    expect(inCard.getByText('Extra napkins please')).toBeTruthy();
    expect(inCard.getByText(/Pay in Store · To pay on collection · \$31\.90/)).toBeTruthy();
    expect(card.querySelector('.console-order__due strong')!.textContent).toMatch(/^Pickup .*6:45\s?pm/i);

    await user.click(inCard.getByRole('button', { name: 'Mark Preparing' }));
    expect(await inCard.findByRole('button', { name: 'Mark Baking' })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(call[0])).toBe(`/api/v1/staff/orders/${orders[0]!.orderId}/status`);
    expect(JSON.parse(String(call[1]!.body))).toEqual({ status: 'Preparing' });
    expect(screen.getByText('Order RR7KD4MX moved to Preparing.')).toBeTruthy();
  });

  it('shows the allowed next states when a move is refused (409)', async () => {
    const user = userEvent.setup();
    patch = () => problem(409, 'Conflict', 'Out of order', { allowed: ['Baking', 'Cancelled'] });
    useStaffSession.getState().signIn(SESSION);
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Mark Preparing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This order can't move to Preparing now. Allowed next: Baking, Cancelled.",
    );
  });

  it('cancels with a reason given in a dialog', async () => {
    const user = userEvent.setup();
    useStaffSession.getState().signIn(SESSION);
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order RR7KD4MX?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/at least 3/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Oven is down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ status: 'Cancelled', reason: 'Oven is down' });
    expect(await screen.findByText('Finished orders')).toBeTruthy();
  });

  it('adds orders from the live stream without reload and announces them politely', async () => {
    useStaffSession.getState().signIn(SESSION);
    renderConsole();
    await screen.findByRole('heading', { name: /RR7KD4MX/ });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    act(() => {
      stream.onopen?.();
      stream.emit('order', consoleOrder({ orderId: 'new-1', orderReference: 'RRNEW234', nextStatuses: NEXT.Received }));
    });
    expect(await screen.findByRole('heading', { name: /RRNEW234/ })).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('New pickup order RRNEW234 for Sam Guest.');
    expect(screen.getByText(/Live: new orders appear/)).toBeTruthy();

    // The stream drops: the console says so and polls.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => stream.onerror?.());
    expect(stream.closed).toBe(true);
    expect(screen.getByText(/Reconnecting/)).toBeTruthy();

    // 15 s on it reconnects, with a new ticket: the used one would be refused.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    vi.useRealTimers();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toBe('/api/v1/staff/orders/events?ticket=ticket-2');
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    useStaffSession.getState().signIn(SESSION);
    renderConsole();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
  });

  it('sends an account without the store role (a content editor) back to sign-in, saying why', async () => {
    useStaffSession.getState().signIn({ ...SESSION, token: 'tok-editor' });
    renderConsole();
    expect((await screen.findByRole('alert')).textContent).toBe('This account cannot run a store console.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(useStaffSession.getState().session).toBeNull();
  });
});
