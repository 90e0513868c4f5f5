import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { platform } from '../../lib/platform/index.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { basket } from '../../test/basket-fixtures.ts';
import { garlicBread, pepperoni } from '../../test/product-fixtures.ts';
import {
  BASKET_ID,
  FRIEND_ID,
  friendLine,
  GROUP_ID,
  groupFixture,
  HOST_ID,
  hostLine,
  person,
  SHARE_TOKEN,
} from './group-fixtures.ts';
import type * as CallApiModuleNs from '../../lib/api/call-api.ts';
import { GroupPage } from './group-page.tsx';
import { GroupStartPage } from './group-start-page.tsx';

type CallApiModule = typeof CallApiModuleNs;
type Handler = (request: Record<string, unknown> | undefined) => unknown;
let handlers: Record<string, Handler> = {};
const calls: { name: string; request: Record<string, unknown> | undefined }[] = [];
const callsTo = (name: string) => calls.filter((c) => c.name === name).map((c) => c.request);

vi.mock('../../lib/api/call-api.ts', async (importOriginal) => ({
  ...(await importOriginal<CallApiModule>()),
  callApi: async (name: string, request?: Record<string, unknown>) => {
    calls.push({ name, request });
    const handler = handlers[name];
    if (!handler)
      throw new ApiError(404, { status: 404, code: 'NotFound', message: 'Not found', errors: [] }, 'Not found');
    return handler(request);
  },
}));

const fail =
  (status: number, code: string, errors: { field: string; message: string }[] = []) =>
  () => {
    throw new ApiError(
      status,
      { type: 'about:blank', title: code, status, code, message: `${code} message`, errors },
      code,
    );
  };

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: ((e: MessageEvent) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(_type: string, listener: (e: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    for (const l of this.listeners) l(new MessageEvent('group', { data: JSON.stringify(data) }));
  }
}

const membershipKey = 'pinia_groupOrders';
function remember(participantId: string, secret: string, basketId: string | null = null) {
  sessionStorage.setItem(
    membershipKey,
    JSON.stringify({ [SHARE_TOKEN]: { groupId: GROUP_ID, participantId, secret, shareToken: SHARE_TOKEN, basketId } }),
  );
}

const category = (name: string) => ({
  id: 1,
  code: name.toLowerCase(),
  name,
  slug: name.toLowerCase(),
  isNavigation: true,
  isHomePage: false,
  isHidden: false,
  sortOrder: 1,
});
const menu = [
  { ...pepperoni, categories: [category('Pizzas')] },
  { ...garlicBread, categories: [category('Sides')] },
];

const textOf = (element: Node | null | undefined): string => element?.textContent ?? '';
/** What a field's aria-describedby says (its hint and its error). */
const describedBy = (element: Element): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/group/start', element: <GroupStartPage /> },
      { path: '/group/:shareToken', element: <GroupPage /> },
      { path: '/checkout', element: <h1>Checkout</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const invitation = {
  groupId: GROUP_ID,
  status: 'open',
  hostName: 'Hana',
  storeName: 'Surry Hills',
  serviceType: 'Pickup',
  orderDueAt: '2026-11-29T18:30:00+11:00',
  isAsap: false,
  participantCount: 2,
};

beforeEach(() => {
  sessionStorage.clear();
  calls.length = 0;
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  handlers = {
    storeByName: () => ({ code: 'NSW001' }),
    productList: () => menu,
    groupOrderEventsTicket: () => ({ ticket: 'ticket-1', expiresInSeconds: 60 }),
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the share link before joining', () => {
  it('shows the store, time and host, checks the name, and joins keeping the secret for a reload', async () => {
    const user = userEvent.setup();
    handlers.groupOrderInvitation = () => invitation;
    handlers.joinGroupOrder = () => ({
      groupId: GROUP_ID,
      participantId: FRIEND_ID,
      secret: 'friend-secret',
      shareToken: SHARE_TOKEN,
      group: groupFixture({}, 'friend'),
    });
    handlers.groupOrder = () => groupFixture({}, 'friend');
    renderAt(`/group/${SHARE_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Join Hana's group order" })).toBeTruthy();
    expect(textOf(screen.getByText(/Hana is ordering pickup from/))).toContain('Surry Hills for Sun, 29 Nov, 6:30 pm');

    const name = screen.getByLabelText('Your name');
    await user.click(screen.getByRole('button', { name: 'Join the group' }));
    expect(describedBy(name)).toContain('Enter your name.');
    expect(name).toBe(document.activeElement);
    await user.type(name, 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Join the group' }));
    expect(describedBy(name)).toContain('Use 40 characters or fewer.');
    expect(callsTo('joinGroupOrder')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  Sam  ');
    await user.click(screen.getByRole('button', { name: 'Join the group' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Group order from Surry Hills' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(callsTo('joinGroupOrder')[0]).toMatchObject({
      params: { shareToken: SHARE_TOKEN },
      body: { displayName: 'Sam' },
    });
    expect(JSON.parse(sessionStorage.getItem(membershipKey)!)[SHARE_TOKEN]).toMatchObject({
      groupId: GROUP_ID,
      secret: 'friend-secret',
    });
  });

  it("shows the server's field error for the name", async () => {
    const user = userEvent.setup();
    handlers.groupOrderInvitation = () => invitation;
    handlers.joinGroupOrder = fail(400, 'ValidationError', [
      { field: 'body.displayName', message: 'Must not contain control characters' },
    ]);
    renderAt(`/group/${SHARE_TOKEN}`);
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Join the group' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Your name'))).toContain('Must not contain control characters'),
    );
  });

  it('says a closed group has closed, and why', async () => {
    handlers.groupOrderInvitation = () => {
      throw new ApiError(
        410,
        { status: 410, code: 'GroupClosed', message: 'Closed', errors: [], groupStatus: 'cancelled' },
        'Closed',
      );
    };
    renderAt(`/group/${SHARE_TOKEN}`);
    expect(await screen.findByText('The host cancelled it, so no one can join now.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'This group order has closed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your own order' }).getAttribute('href')).toBe('/');
  });

  it('says an unknown link is not found, and a locked group cannot be joined', async () => {
    handlers.groupOrderInvitation = fail(404, 'NotFound');
    renderAt(`/group/${SHARE_TOKEN}`);
    expect(textOf(await screen.findByRole('alert'))).toContain("We couldn't find this group order");
  });

  it('a locked group says no one can join now', async () => {
    handlers.groupOrderInvitation = () => ({ ...invitation, status: 'locked' });
    renderAt(`/group/${SHARE_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'The group is locked' })).toBeTruthy();
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });
});

describe('in the group', () => {
  it('groups lines by person with subtotals; a participant removes only their own line', async () => {
    const user = userEvent.setup();
    remember(FRIEND_ID, 'friend-secret');
    handlers.groupOrder = () => groupFixture({}, 'friend');
    const after = groupFixture(
      {
        participants: [
          person({ lines: [hostLine], subtotal: 1500 }),
          person({ participantId: FRIEND_ID, displayName: 'Sam', isHost: false }),
        ],
      },
      'friend',
    );
    handlers.removeGroupOrderItem = () => after;
    renderAt(`/group/${SHARE_TOKEN}`);
    const hana = await screen.findByRole('region', { name: 'Hana (host)' });
    expect(within(hana).getByText('Margherita')).toBeTruthy();
    expect(textOf(within(hana).getByText('Subtotal'))).toContain('$15.00');
    expect(within(hana).queryByRole('button', { name: /Remove/ })).toBeNull();
    const sam = screen.getByRole('region', { name: 'Sam (you)' });
    expect(textOf(within(sam).getByText('Subtotal'))).toContain('$6.00');
    expect(textOf(screen.getByText('Total').nextSibling)).toContain('$21.00');

    await user.click(within(sam).getByRole('button', { name: 'Remove Garlic Bread for Sam' }));
    expect(callsTo('removeGroupOrderItem')[0]).toMatchObject({
      params: { groupId: GROUP_ID, basketItemId: friendLine.basketItemId },
      headers: { 'x-group-secret': 'friend-secret' },
    });
    expect(await within(screen.getByRole('region', { name: 'Sam (you)' })).findByText('No items yet.')).toBeTruthy();
    expect(screen.getByText('Removed Garlic Bread.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sam (you)' })).toBe(document.activeElement));
  });

  it("adds items from the store's menu in the size chosen", async () => {
    const user = userEvent.setup();
    remember(FRIEND_ID, 'friend-secret');
    handlers.groupOrder = () => groupFixture({}, 'friend');
    handlers.addGroupOrderItem = () => groupFixture({}, 'friend');
    renderAt(`/group/${SHARE_TOKEN}`);
    await user.selectOptions(await screen.findByLabelText('Size of Pepperoni'), 'Large $11.95');
    const add = screen.getByRole('button', { name: 'Add Pepperoni, Large' });
    expect(callsTo('productList')[0]).toMatchObject({
      query: { storeCode: 'NSW001', fulfilmentType: 'Pickup', fulfilmentDateTime: '2026-11-29T18:30' },
    });
    await user.click(add);
    expect(callsTo('addGroupOrderItem')[0]).toMatchObject({
      body: { productId: pepperoni.productId, quantity: 1, sizeId: pepperoni.sizes[1]!.sizeId },
      headers: { 'x-group-secret': 'friend-secret' },
    });
    expect(await screen.findByText('Added Pepperoni for you.')).toBeTruthy();
  });

  it('announces live changes from the event stream', async () => {
    remember(FRIEND_ID, 'friend-secret');
    let latest = groupFixture({}, 'friend');
    handlers.groupOrder = () => latest;
    renderAt(`/group/${SHARE_TOKEN}`);
    await screen.findByRole('region', { name: 'Sam (you)' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]!.url).toContain(`/group-orders/${GROUP_ID}/events?ticket=ticket-1`);
    const joined = groupFixture({}, 'friend');
    joined.participants.push(
      person({ participantId: 'b1c2d3e4-0000-4000-8000-000000000003', displayName: 'Alex', isHost: false }),
    );
    latest = joined;
    act(() => FakeEventSource.instances[0]!.emit(joined));
    expect(await screen.findByRole('region', { name: 'Alex' })).toBeTruthy();
    expect(screen.getByText('Alex joined.').getAttribute('role')).toBe('status');
    latest = { ...joined, status: 'locked' };
    act(() => FakeEventSource.instances[0]!.emit(latest));
    expect(await screen.findByText('The host locked the group: no more changes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
  });

  it('a membership the server no longer knows falls back to the invitation', async () => {
    remember(FRIEND_ID, 'stale');
    handlers.groupOrder = fail(403, 'Forbidden');
    handlers.groupOrderInvitation = () => invitation;
    renderAt(`/group/${SHARE_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Join Hana's group order" })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(membershipKey)!)).toEqual({});
  });

  it('a cancelled group says it has closed and nothing was charged', async () => {
    remember(FRIEND_ID, 'friend-secret');
    handlers.groupOrder = () => groupFixture({ status: 'cancelled' }, 'friend');
    renderAt(`/group/${SHARE_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This group order has closed' })).toBeTruthy();
    expect(textOf(screen.getByText(/The host cancelled this group order/))).toContain('nothing was charged');
  });

  it('a placed group shows the order reference', async () => {
    remember(FRIEND_ID, 'friend-secret');
    handlers.groupOrder = () =>
      groupFixture({ status: 'placed', orderId: GROUP_ID, orderReference: 'PH-1234' }, 'friend');
    renderAt(`/group/${SHARE_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your group order is placed' })).toBeTruthy();
    expect(textOf(screen.getByText(/Order reference/))).toContain('PH-1234');
  });
});

describe('the host', () => {
  beforeEach(() => remember(HOST_ID, 'host-secret', BASKET_ID));

  it('shares the link with a copy button announced to screen readers and a QR code', async () => {
    const user = userEvent.setup();
    handlers.groupOrder = () => groupFixture();
    renderAt(`/group/${SHARE_TOKEN}`);
    const link = await screen.findByLabelText('Share link');
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/group/${SHARE_TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/group/${SHARE_TOKEN}`);
    expect(screen.getByText('Link copied. Send it to your friends.').getAttribute('role')).toBe('status');
    const qr = await screen.findByRole('img', { name: 'QR code of the share link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The host may remove anyone's line.
    expect(screen.getByRole('button', { name: 'Remove Garlic Bread for Sam' })).toBeTruthy();
  });

  it('locks and unlocks, moving focus to the status', async () => {
    const user = userEvent.setup();
    handlers.groupOrder = () => groupFixture();
    handlers.lockGroupOrder = () => groupFixture({ status: 'locked' });
    handlers.unlockGroupOrder = () => groupFixture();
    renderAt(`/group/${SHARE_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Lock the group' }));
    expect(await screen.findByText('Locked by the host')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Locked by the host').parentElement).toBe(document.activeElement));
    await user.click(screen.getByRole('button', { name: 'Unlock the group' }));
    expect(await screen.findByText('Open: everyone can add items')).toBeTruthy();
    expect(callsTo('lockGroupOrder')[0]).toMatchObject({ headers: { 'x-group-secret': 'host-secret' } });
  });

  it('cancels after confirming', async () => {
    const user = userEvent.setup();
    handlers.groupOrder = () => groupFixture();
    handlers.cancelGroupOrder = () => groupFixture({ status: 'cancelled' });
    renderAt(`/group/${SHARE_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel group order' }));
    expect(callsTo('cancelGroupOrder')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This group order has closed' })).toBeTruthy();
  });

  it('pay for everyone asks for contact details first when the basket has none, then goes to checkout', async () => {
    const user = userEvent.setup();
    useBasketSession.setState({ sessions: { [BASKET_ID]: { sid: 'host-sid', created: Date.now() } } });
    handlers.groupOrder = () => groupFixture();
    let detailsGiven = false;
    handlers.checkoutGroupOrder = (request) =>
      detailsGiven
        ? groupFixture({ status: 'checkingOut', mode: (request!.body as { mode: 'payAll' }).mode })
        : fail(400, 'CustomerDetailsRequired')();
    handlers.validateOrder = () => {
      detailsGiven = true;
      return basket();
    };
    renderAt(`/group/${SHARE_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Pay for everyone' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(
      'The store needs your contact details first: fill them in under Checkout.',
    );
    const form = screen.getByRole('form', { name: 'Your contact details' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Email')));
    await user.click(within(form).getByRole('button', { name: 'Save and check out' }));
    expect(describedBy(within(form).getByLabelText('Email'))).toContain('Enter your email address.');
    await user.type(within(form).getByLabelText('Email'), 'hana@example.com');
    await user.type(within(form).getByLabelText('Mobile number'), '0412345678');
    await user.click(within(form).getByRole('button', { name: 'Save and check out' }));
    handlers.basket = () => basket({ basketId: BASKET_ID });
    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(callsTo('basket')[0]).toMatchObject({
      params: { basketId: BASKET_ID },
      headers: { 'x-session-id': 'host-sid' },
    });
    expect(useBasketSession.getState().basketId).toBe(BASKET_ID);
    expect(callsTo('validateOrder')[0]).toMatchObject({
      params: { basketId: BASKET_ID },
      headers: { 'x-session-id': 'host-sid' },
      body: { email: 'hana@example.com', mobileNumber: '0412345678' },
    });
    expect(callsTo('checkoutGroupOrder').at(-1)).toMatchObject({ body: { mode: 'payAll' } });
  });

  it('pay for everyone from another tab says where to open the checkout', async () => {
    const user = userEvent.setup();
    useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
    handlers.groupOrder = () => groupFixture({ status: 'checkingOut', mode: 'payAll' });
    renderAt(`/group/${SHARE_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(
      'Open the checkout in the browser tab where you started the group.',
    );
    expect(callsTo('basket')).toHaveLength(0);
  });

  it('splits the bill, shows each share, pays their own and covers the rest on the hosted card page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => undefined);
    const split = groupFixture({
      status: 'collecting',
      mode: 'split',
      lockedAt: '2026-11-29T06:00:00Z',
      expiresAt: '2026-11-29T06:30:00Z',
      participants: [
        person({ lines: [hostLine], subtotal: 1500, share: { amountCents: 1500, status: 'pending', card: null } }),
        person({
          participantId: FRIEND_ID,
          displayName: 'Sam',
          isHost: false,
          lines: [friendLine],
          subtotal: 600,
          share: { amountCents: 600, status: 'pending', card: null },
        }),
      ],
    });
    handlers.groupOrder = () => groupFixture({ status: 'locked' });
    handlers.checkoutGroupOrder = () => split;
    handlers.startGroupCardSession = () => ({
      sessionId: 'cs-1',
      url: 'https://sandbox.test/card/cs-1',
      amountCents: 1500,
    });
    renderAt(`/group/${SHARE_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Split the bill' }));
    const sam = await screen.findByRole('region', { name: 'Sam' });
    expect(
      textOf(
        within(sam)
          .getByText(/^Share/)
          .closest('p'),
      ),
    ).toContain('Share $6.00Not paid yet');
    await user.click(screen.getByRole('button', { name: 'Pay my share ($15.00)' }));
    expect(callsTo('startGroupCardSession')[0]).toMatchObject({
      body: { returnUrl: `/group/${SHARE_TOKEN}?pay=share`, cover: false },
    });
    expect(assign).toHaveBeenCalledWith('https://sandbox.test/card/cs-1');
    await user.click(screen.getByRole('button', { name: 'Cover the rest ($21.00)' }));
    expect(callsTo('startGroupCardSession')[1]).toMatchObject({
      body: { returnUrl: `/group/${SHARE_TOKEN}?pay=cover`, cover: true },
    });
  });
});

describe('back from the card page', () => {
  const collecting = (status: 'pending' | 'authorised' | 'paying') =>
    groupFixture(
      {
        status: 'collecting',
        mode: 'split',
        participants: [
          person({ lines: [hostLine], subtotal: 1500, share: { amountCents: 1500, status: 'pending', card: null } }),
          person({
            participantId: FRIEND_ID,
            displayName: 'Sam',
            isHost: false,
            lines: [friendLine],
            subtotal: 600,
            share: {
              amountCents: 600,
              status,
              card: status === 'authorised' ? { brand: 'Visa', last4: '1111' } : null,
            },
          }),
        ],
      },
      'friend',
    );
  beforeEach(() => remember(FRIEND_ID, 'friend-secret'));

  it('pays the share with the card session and cleans the address', async () => {
    handlers.groupOrder = () => collecting('pending');
    handlers.payGroupShare = () => ({ group: collecting('authorised'), challengeUrl: null });
    const router = renderAt(`/group/${SHARE_TOKEN}?pay=share&sessionId=cs-1`);
    expect(await screen.findAllByText('Paid: your share is done.')).not.toHaveLength(0);
    expect(callsTo('payGroupShare')).toHaveLength(1);
    expect(callsTo('payGroupShare')[0]).toMatchObject({
      body: { cardSessionId: 'cs-1', cover: false, returnUrl: `/group/${SHARE_TOKEN}?pay=share&sessionId=cs-1` },
      headers: { 'x-group-secret': 'friend-secret' },
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      textOf(
        within(screen.getByRole('region', { name: 'Sam (you)' }))
          .getByText(/^Share/)
          .closest('p'),
      ),
    ).toContain('Paid (Visa ending 1111)');
  });

  it('says a declined card was not charged', async () => {
    handlers.groupOrder = () => collecting('pending');
    handlers.payGroupShare = fail(402, 'PaymentDeclined');
    renderAt(`/group/${SHARE_TOKEN}?pay=share&sessionId=cs-2`);
    expect(await screen.findByText('Your card was declined and nothing was charged. Try another card.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay my share ($6.00)' })).toBeTruthy();
  });

  it('says a share already paid was not charged again', async () => {
    handlers.groupOrder = () => collecting('authorised');
    handlers.payGroupShare = fail(409, 'ShareAlreadyPaid');
    renderAt(`/group/${SHARE_TOKEN}?pay=share&sessionId=cs-3`);
    expect(await screen.findByText('This share is already paid. Nothing more was charged.')).toBeTruthy();
  });

  it('says the group closed when it did', async () => {
    handlers.groupOrder = () => collecting('pending');
    handlers.payGroupShare = fail(410, 'GroupClosed');
    renderAt(`/group/${SHARE_TOKEN}?pay=share&sessionId=cs-4`);
    expect(await screen.findByText('This group order has closed.')).toBeTruthy();
  });

  it("opens the bank's 3-D Secure page, and asks again when the bank has not confirmed", async () => {
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => undefined);
    handlers.groupOrder = () => collecting('pending');
    handlers.payGroupShare = () => ({ group: collecting('paying'), challengeUrl: 'https://bank.test/3ds/a1' });
    renderAt(`/group/${SHARE_TOKEN}?pay=share&sessionId=cs-5`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.test/3ds/a1'));
    cleanupAndRender(`/group/${SHARE_TOKEN}?pay=share&sessionId=cs-5&authorisationId=a1&status=pending`);
    expect(await screen.findByText(/Your bank hasn't confirmed this payment yet/)).toBeTruthy();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(callsTo('payGroupShare').at(-1)).toMatchObject({ body: { cardSessionId: 'cs-5' } });
  });
});

function cleanupAndRender(path: string) {
  document.body.innerHTML = '';
  renderAt(path);
}

describe('starting a group from the cart', () => {
  it('asks for a basket first', async () => {
    useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
    renderAt('/group/start');
    expect(await screen.findByRole('link', { name: 'Start an order' })).toBeTruthy();
  });

  it("starts the group with the basket's session and opens the host's page", async () => {
    const user = userEvent.setup();
    useBasketSession.setState({
      basketId: BASKET_ID,
      basket: basket({ basketId: BASKET_ID }),
      sessions: { [BASKET_ID]: { sid: 'host-sid', created: Date.now() } },
    });
    handlers.startGroupOrder = () => ({
      groupId: GROUP_ID,
      participantId: HOST_ID,
      secret: 'host-secret',
      shareToken: SHARE_TOKEN,
      group: groupFixture(),
    });
    handlers.groupOrder = () => groupFixture();
    renderAt('/group/start');
    await user.type(await screen.findByLabelText('Your name'), 'Hana');
    await user.click(screen.getByRole('button', { name: 'Start the group' }));
    expect(await screen.findByLabelText('Share link')).toBeTruthy();
    expect(callsTo('startGroupOrder')[0]).toMatchObject({
      body: { basketId: BASKET_ID, displayName: 'Hana' },
      headers: { 'x-session-id': 'host-sid' },
    });
    expect(JSON.parse(sessionStorage.getItem(membershipKey)!)[SHARE_TOKEN]).toMatchObject({ basketId: BASKET_ID });
  });

  it('says when the cart is already in a group', async () => {
    const user = userEvent.setup();
    useBasketSession.setState({
      basketId: BASKET_ID,
      basket: basket({ basketId: BASKET_ID }),
      sessions: { [BASKET_ID]: { sid: 'host-sid', created: Date.now() } },
    });
    handlers.startGroupOrder = fail(409, 'Conflict');
    renderAt('/group/start');
    await user.type(await screen.findByLabelText('Your name'), 'Hana');
    await user.click(screen.getByRole('button', { name: 'Start the group' }));
    expect(textOf(await screen.findByRole('alert'))).toContain('This cart is already in a group order.');
  });
});
