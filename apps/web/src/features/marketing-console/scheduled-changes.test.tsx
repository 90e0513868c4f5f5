// Changing and withdrawing what is scheduled (decision 242): each row still served offers Edit and
// Withdraw named with its title; Edit fills the form and saves from the version loaded (a 409 says
// to reload, and Reload loads the newer copy); Withdraw asks first, then shows the row withdrawn.
// Focus follows each step: the form's heading, the row's Edit button, the row's status.
import {
  consoleContentCardSchema,
  consoleInAppMessageSchema,
  type ConsoleContentCard,
  type ConsoleInAppMessage,
} from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, type Route } from '../../test/api-mock.ts';
import { AlertDialog } from '../../ui/alert-dialog/alert-dialog.tsx';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { card as contentCard } from '../../lib/engagement/engagement-fixtures.test-support.ts';
import { MarketingConsolePage } from './marketing-console-page.tsx';
import { useMarketingSession } from './marketing-session.ts';

const CARDS = '/api/v1/engagement-console/content-cards';
const MESSAGES = '/api/v1/engagement-console/in-app-messages';
const LIVE_ID = '5b0e1c1e-0000-4000-8000-000000000001';
const PAST = '2020-01-01T00:00:00.000Z';
const authored = {
  segment: { kind: 'all' },
  schedule: { startsAt: null, endsAt: null },
  createdBy: 'marketing.team',
  version: 1,
  lastChange: null,
  withdrawn: null,
  impressions: 12,
  clicks: 3,
  dismissals: 1,
};

function consoleCard(id: string, title: string, over: Partial<ConsoleContentCard> = {}): ConsoleContentCard {
  const { viewed: _viewed, clicked: _clicked, ...shown } = contentCard(title, { price_pickup: 2495 }, { id });
  return consoleContentCardSchema.parse({ ...shown, ...authored, ...over });
}

function consoleMessage(id: string, header: string, over: Partial<ConsoleInAppMessage> = {}): ConsoleInAppMessage {
  return consoleInAppMessageSchema.parse({
    id,
    kind: 'general',
    header,
    message: 'Any large pizza, $10 off.',
    buttonText: null,
    url: '/offers',
    stores: [],
    extras: { campaignType: null },
    ...authored,
    ...over,
  });
}

const problem = (status: number, code: string, message: string, errors: object[] = []) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, message, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

let cards: ConsoleContentCard[];
let messages: ConsoleInAppMessage[];

function api(routes: Record<string, Route> = {}) {
  return mockApi('none', {
    [`GET ${CARDS}`]: () => json(200, cards),
    [`GET ${MESSAGES}`]: () => json(200, messages),
    'GET /api/v1/store?includeComingSoon=false': () => json(200, []),
    ...routes,
  });
}

function renderConsole() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MarketingConsolePage />
      </MemoryRouter>
      <AlertDialog />
    </QueryClientProvider>,
  );
}

const rowOf = async (name: string | RegExp) =>
  within(await screen.findByRole('table', { name: /Content cards|In-app messages/ })).getByRole('row', { name });

beforeEach(() => {
  cards = [
    consoleCard(LIVE_ID, 'Two for $25', { version: 3 }),
    consoleCard('5b0e1c1e-0000-4000-8000-000000000002', 'Wrong price', {
      schedule: { startsAt: null, endsAt: PAST },
      withdrawn: { withdrawnBy: 'sam.marketing', withdrawnAt: PAST },
    }),
    consoleCard('5b0e1c1e-0000-4000-8000-000000000003', 'Last week', { schedule: { startsAt: null, endsAt: PAST } }),
  ];
  messages = [];
  useMarketingSession.setState({
    session: { token: 'marketer', name: 'Marketing Team', expiresAt: '2099-01-01T00:00:00+10:00' },
    endedBecause: null,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAlertStore.getState().settle(false);
});

describe('changing a scheduled card', () => {
  it('offers Edit and Withdraw, named with the title, only on a card still served; others show their state', async () => {
    api();
    renderConsole();
    const live = await rowOf(/Two for \$25/);
    expect(within(live).getByRole('button', { name: 'Edit “Two for $25”' })).toBeTruthy();
    expect(within(live).getByRole('button', { name: 'Withdraw “Two for $25”' })).toBeTruthy();
    expect(within(live).getByText('Showing')).toBeTruthy();
    const withdrawn = await rowOf(/Wrong price/);
    expect(within(withdrawn).queryByRole('button')).toBeNull();
    expect(within(withdrawn).getByText(/^Withdrawn .* by sam\.marketing$/)).toBeTruthy();
    const ended = await rowOf(/Last week/);
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(within(ended).getByText('Ended')).toBeTruthy();
  });

  it('fills the form, focuses its heading, saves from the version loaded and returns focus to the row', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = api({ [`PUT ${CARDS}/${LIVE_ID}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderConsole();
    await userEvent.click(within(await rowOf(/Two for \$25/)).getByRole('button', { name: 'Edit “Two for $25”' }));

    const heading = screen.getByRole('heading', { name: 'Edit “Two for $25”' });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Two for $25');
    expect((screen.getByLabelText('Pickup price') as HTMLInputElement).value).toBe('24.95');
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe('/offers');
    expect(screen.queryByRole('button', { name: 'Schedule card' })).toBeNull();

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Two for $22');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    expect(saving.getAttribute('aria-busy')).toBe('true');

    const [put] = sent.calls(`PUT ${CARDS}/${LIVE_ID}`);
    // Every field as loaded but the title, round-tripped through the form, and the version loaded.
    const { imageUrl, url, expiresAt, extras, segment, schedule } = cards[0]!;
    expect(put!.body).toEqual({
      imageUrl,
      url,
      expiresAt,
      extras: { ...extras, title: 'Two for $22' },
      segment,
      schedule,
      version: 3,
    });
    const saved = consoleCard(LIVE_ID, 'Two for $22', {
      version: 4,
      lastChange: { changedBy: 'marketing.team', changedAt: '2026-11-25T09:00:00.000Z' },
    });
    cards = [saved, ...cards.slice(1)];
    answer(json(200, saved));

    expect(await screen.findByText('Your changes to “Two for $22” are saved.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New content card' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit “Two for $22”' })),
    );
  });

  it('Cancel sends nothing, empties the form and returns focus to the Edit button', async () => {
    const sent = api();
    renderConsole();
    await userEvent.click(within(await rowOf(/Two for \$25/)).getByRole('button', { name: 'Edit “Two for $25”' }));
    await userEvent.type(screen.getByLabelText('Title'), ' (draft)');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'New content card' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit “Two for $25”' })),
    );
    expect(sent.keys().filter((key) => key.startsWith('PUT'))).toEqual([]);
  });

  it('on a 409 says to reload the latest version; Reload loads it into the form and saves from it', async () => {
    const stale =
      'Someone else changed this card after you opened it. Reload the latest version and make your change again.';
    const sent = api({ [`PUT ${CARDS}/${LIVE_ID}`]: () => problem(409, 'Conflict', stale) });
    renderConsole();
    await userEvent.click(within(await rowOf(/Two for \$25/)).getByRole('button', { name: 'Edit “Two for $25”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(stale);

    cards = [consoleCard(LIVE_ID, 'Two for $23', { version: 4 }), ...cards.slice(1)];
    await userEvent.click(screen.getByRole('button', { name: 'Reload the latest version' }));
    const heading = await screen.findByRole('heading', { name: 'Edit “Two for $23”' });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Two for $23');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.calls(`PUT ${CARDS}/${LIVE_ID}`)).toHaveLength(2));
    expect((sent.calls(`PUT ${CARDS}/${LIVE_ID}`)[1]!.body as { version: number }).version).toBe(4);
  });

  it("shows the server's 400 at the field it names, staying in the change", async () => {
    api({
      [`PUT ${CARDS}/${LIVE_ID}`]: () =>
        problem(400, 'InvalidRequest', 'Some fields need another look.', [
          { field: 'body.extras.product_id', message: 'No product has that number.' },
        ]),
    });
    renderConsole();
    await userEvent.click(within(await rowOf(/Two for \$25/)).getByRole('button', { name: 'Edit “Two for $25”' }));
    await userEvent.type(screen.getByLabelText('Product number'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No product has that number.')).toBeTruthy();
    expect(screen.getByLabelText('Product number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Edit “Two for $25”' })).toBeTruthy();
  });
});

describe('withdrawing a scheduled card', () => {
  it('asks first; Keep it sends nothing; confirmed, the row shows it withdrawn and takes focus', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = api({
      [`POST ${CARDS}/${LIVE_ID}/withdraw`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderConsole();
    const withdraw = within(await rowOf(/Two for \$25/)).getByRole('button', { name: 'Withdraw “Two for $25”' });
    await userEvent.click(withdraw);
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain('Withdraw this card?');
    expect(dialog.textContent).toContain('“Two for $25” stops showing to customers now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it', hidden: true }));
    expect(sent.calls(`POST ${CARDS}/${LIVE_ID}/withdraw`)).toEqual([]);

    await userEvent.click(withdraw);
    const again = await screen.findByRole('alertdialog', { hidden: true });
    await userEvent.click(within(again).getByRole('button', { name: 'Withdraw card', hidden: true }));
    await waitFor(() => expect(withdraw.getAttribute('aria-busy')).toBe('true'));
    expect(withdraw.hasAttribute('disabled')).toBe(true);
    expect(withdraw.textContent).toBe('Withdrawing…');

    const withdrawn = consoleCard(LIVE_ID, 'Two for $25', {
      version: 4,
      schedule: { startsAt: null, endsAt: '2026-11-25T09:00:00.000Z' },
      withdrawn: { withdrawnBy: 'marketing.team', withdrawnAt: '2026-11-25T09:00:00.000Z' },
    });
    cards = [withdrawn, ...cards.slice(1)];
    answer(json(200, withdrawn));

    expect(await screen.findByText('“Two for $25” is withdrawn. Customers no longer see it.')).toBeTruthy();
    const row = await rowOf(/Two for \$25/);
    expect(within(row).queryByRole('button')).toBeNull();
    const status = within(row).getByText(/^Withdrawn .* by marketing\.team$/);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('says when a withdrawal failed, keeping the buttons', async () => {
    api({ [`POST ${CARDS}/${LIVE_ID}/withdraw`]: () => problem(500, 'InternalError', 'Something went wrong.') });
    renderConsole();
    await userEvent.click(within(await rowOf(/Two for \$25/)).getByRole('button', { name: 'Withdraw “Two for $25”' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw card', hidden: true }));
    expect((await screen.findByRole('alert')).textContent).toBe('“Two for $25” could not be withdrawn. Try again.');
    expect(within(await rowOf(/Two for \$25/)).getByRole('button', { name: 'Withdraw “Two for $25”' })).toBeTruthy();
  });
});

describe('changing and withdrawing a scheduled in-app message', () => {
  it('edits a message in its form and withdraws another', async () => {
    const first = '5b0e1c1e-0000-4000-8000-000000000011';
    const second = '5b0e1c1e-0000-4000-8000-000000000012';
    messages = [consoleMessage(first, '$10 off large pizzas'), consoleMessage(second, 'Wrong hours')];
    // The server keeps what it answers: the list's refetch shows the same.
    const keep = (message: ConsoleInAppMessage) => {
      messages = messages.map((listed) => (listed.id === message.id ? message : listed));
      return json(200, message);
    };
    const sent = api({
      [`PUT ${MESSAGES}/${first}`]: ({ body }) =>
        keep(consoleMessage(first, (body as { header: string }).header, { version: 2 })),
      [`POST ${MESSAGES}/${second}/withdraw`]: () =>
        keep(
          consoleMessage(second, 'Wrong hours', {
            version: 2,
            schedule: { startsAt: null, endsAt: PAST },
            withdrawn: { withdrawnBy: 'marketing.team', withdrawnAt: PAST },
          }),
        ),
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('tab', { name: 'In-app messages' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “$10 off large pizzas”' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit “$10 off large pizzas”' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Any large pizza, $10 off.');
    await userEvent.clear(screen.getByLabelText('Heading'));
    await userEvent.type(screen.getByLabelText('Heading'), '$12 off large pizzas');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes to “$12 off large pizzas” are saved.')).toBeTruthy();
    expect(sent.calls(`PUT ${MESSAGES}/${first}`)[0]!.body).toMatchObject({
      header: '$12 off large pizzas',
      version: 1,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw “Wrong hours”' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain('Withdraw this message?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw message', hidden: true }));
    expect(await screen.findByText('“Wrong hours” is withdrawn. Customers no longer see it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw “Wrong hours”' })).toBeNull();
    // One word for what just happened: the earlier save's line gives way to the withdrawal's.
    expect(screen.queryByText('Your changes to “$12 off large pizzas” are saved.')).toBeNull();

    // And the withdrawal's gives way to the next save's.
    await userEvent.click(screen.getByRole('button', { name: 'Edit “$12 off large pizzas”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes to “$12 off large pizzas” are saved.')).toBeTruthy();
    expect(screen.queryByText('“Wrong hours” is withdrawn. Customers no longer see it.')).toBeNull();
  });
});
