// The marketing console (decision 165): only a marketer stays signed in; the card form sends every
// extras field, the segment and the schedule, previews the card as text, names bad fields, and the
// list shows impressions, clicks, dismissals and each card's expiry. Limits, links, and an expiry
// or end already passed are named in plain words before anything is sent.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENGAGEMENT_LIMITS, type ConsoleContentCard, type NewContentCard } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from './draft-fields.ts';
import { MarketingConsolePage } from './marketing-console-page.tsx';
import { useMarketingSession } from './marketing-session.ts';
import { card as contentCard } from '../../lib/engagement/engagement-fixtures.test-support.ts';

const login = (token: string, username: string) => ({
  token,
  staff: { username, name: 'Someone', storeCode: 'NSW001', storeName: 'Sydney' },
  expiresAt: '2099-01-01T00:00:00+10:00',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, message: string, errors: object[] = []) =>
  new Response(JSON.stringify({ status, code, message, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

let cards: ConsoleContentCard[];
let createAnswer: ((body: NewContentCard) => Response) | null;
const posted: unknown[] = [];

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      const authorization = (init.headers as Record<string, string> | undefined)?.authorization;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url === '/api/v1/staff/login') {
        return json(login(body.username === 'marketing.team' ? 'marketer' : 'manager', body.username));
      }
      if (url.startsWith('/api/v1/store?')) return json([]);
      if (authorization !== 'Bearer marketer') {
        return problem(403, 'Forbidden', 'This account cannot run the marketing console.');
      }
      if (url === '/api/v1/engagement-console/me') return json({ username: 'marketing.team', name: 'Marketing Team' });
      if (url === '/api/v1/engagement-console/content-cards' && method === 'GET') return json(cards);
      if (url === '/api/v1/engagement-console/in-app-messages' && method === 'GET') return json([]);
      if (url === '/api/v1/engagement-console/content-cards' && method === 'POST') {
        posted.push(body);
        if (createAnswer) return createAnswer(body);
        const created: ConsoleContentCard = {
          id: '5b0e1c1e-0000-4000-8000-000000000009',
          expiresAt: body.expiresAt,
          updated: 1,
          created: 1,
          imageUrl: body.imageUrl,
          url: body.url,
          extras: body.extras,
          segment: body.segment,
          schedule: body.schedule,
          createdBy: 'marketing.team',
          version: 1,
          lastChange: null,
          withdrawn: null,
          impressions: 0,
          clicks: 0,
          dismissals: 0,
        };
        cards = [created, ...cards];
        return json(created, 201);
      }
      return problem(404, 'NotFound', url);
    }),
  );
}

beforeEach(() => {
  cards = [];
  createAnswer = null;
  posted.length = 0;
  useMarketingSession.setState({ session: null, endedBecause: null });
  stubApi();
});
afterEach(() => vi.unstubAllGlobals());

function renderConsole() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MarketingConsolePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signInAs(username: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), 'Pizza-Marketing-2026');
  await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
}

describe('the marketing console', () => {
  it('refuses a store or editor account at sign-in, saying why', async () => {
    renderConsole();
    await signInAs('parramatta.manager');
    expect((await screen.findByRole('alert')).textContent).toContain('This account cannot run the marketing console.');
    expect(useMarketingSession.getState().session).toBeNull();
  });

  it('schedules a card for NSW customers, previewed as text, with every extras field sent', async () => {
    renderConsole();
    await signInAs('marketing.team');
    await screen.findByRole('heading', { name: 'New content card' });
    expect(await screen.findByText('No content cards yet. Schedule one above.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Title'), '<b>Two large pizzas</b>');
    await userEvent.type(screen.getByLabelText('Subtitle, left'), 'Any range');
    await userEvent.type(screen.getByLabelText('Pickup price'), '24.95');
    await userEvent.type(screen.getByLabelText('Pickup was-price'), '$31');
    await userEvent.type(screen.getByLabelText('Link'), '/offers');
    await userEvent.click(screen.getByLabelText("Also today's offer"));
    await userEvent.selectOptions(screen.getByLabelText('Segment'), 'state');
    await userEvent.selectOptions(screen.getByLabelText('State or territory'), 'NSW');

    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getByRole('article', { name: '<b>Two large pizzas</b>' })).toBeTruthy();
    expect(preview.querySelector('b')).toBeNull();
    expect(within(preview).getByText('$24.95')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Schedule card' }));
    expect(await screen.findByText('“<b>Two large pizzas</b>” is scheduled.')).toBeTruthy();
    expect(posted[0]).toEqual({
      imageUrl: null,
      url: '/offers',
      expiresAt: 0,
      extras: {
        site_section: 'homepage-hero',
        card_type: 'banner',
        title: '<b>Two large pizzas</b>',
        price_pickup: 2495,
        price_pickup_strikethrough: 3100,
        price_pickup_title: null,
        price_delivery: null,
        price_delivery_strikethrough: null,
        price_delivery_title: null,
        sub_title_left: 'Any range',
        sub_title_right: null,
        subtitle_separator: null,
        exclude_homepage: false,
        image_only: false,
        todays_offer: true,
        product_id: null,
        upsell_type: null,
        default: false,
        sequence: 1,
      },
      segment: { kind: 'state', state: 'NSW' },
      schedule: { startsAt: null, endsAt: null },
    });
    const table = await screen.findByRole('table', { name: 'Content cards' });
    const row = within(table).getByRole('row', { name: /Two large pizzas/ });
    expect(within(row).getByText('NSW customers')).toBeTruthy();
    expect(within(row).getAllByText('0')).toHaveLength(3);
  });

  it('names a missing title and a malformed price at their fields, sending nothing', async () => {
    renderConsole();
    await signInAs('marketing.team');
    await userEvent.type(await screen.findByLabelText('Pickup price'), 'cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule card' }));
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(screen.getByLabelText('Pickup price').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount in dollars, like 14.95.')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("shows the server's 400 at the field it names: a product number the catalogue lacks", async () => {
    createAnswer = () =>
      problem(400, 'InvalidRequest', 'Some fields need another look.', [
        { field: 'body.extras.product_id', message: 'No product has that number.' },
      ]);
    renderConsole();
    await signInAs('marketing.team');
    await userEvent.type(await screen.findByLabelText('Title'), 'Hello');
    await userEvent.type(screen.getByLabelText('Product number'), '999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule card' }));
    expect(await screen.findByText('No product has that number.')).toBeTruthy();
    expect(screen.getByLabelText('Product number').getAttribute('aria-invalid')).toBe('true');
    expect((posted[0] as NewContentCard).extras.product_id).toBe(999_999_999);
  });

  it('names an expiry already passed, or before the start, sending nothing', async () => {
    renderConsole();
    await signInAs('marketing.team');
    await userEvent.type(await screen.findByLabelText('Title'), 'Too late');
    const expires = screen.getByLabelText('Expires');
    fireEvent.change(expires, { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule card' }));
    expect(screen.getByText(fieldMessages.expired)).toBeTruthy();
    expect(expires.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(expires, { target: { value: '2099-01-01T10:00' } });
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2099-02-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule card' }));
    expect(screen.getByText(fieldMessages.expiresBeforeStart)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule card' }));
    expect(screen.getByText(fieldMessages.ended)).toBeTruthy();
    expect(expires.getAttribute('aria-invalid')).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it('shows each scheduled card’s expiry in an Until column, saying when it has passed', async () => {
    // A scheduled card as the console lists it: the customers' card and its schedule and counts.
    const card = (id: string, title: string, expiresAt: number | null): ConsoleContentCard => {
      const { viewed: _viewed, clicked: _clicked, ...shown } = contentCard(title, {}, { id, expiresAt, url: null });
      return {
        ...shown,
        segment: { kind: 'all' },
        schedule: { startsAt: null, endsAt: null },
        createdBy: 'marketing.team',
        version: 1,
        lastChange: null,
        withdrawn: null,
        impressions: 0,
        clicks: 0,
        dismissals: 0,
      };
    };
    cards = [
      card('5b0e1c1e-0000-4000-8000-000000000001', 'Forever', 0),
      card('5b0e1c1e-0000-4000-8000-000000000002', 'Last year', Date.parse('2020-01-01T00:00:00Z')),
      card('5b0e1c1e-0000-4000-8000-000000000003', 'Next century', Date.parse('2099-06-01T00:00:00Z')),
    ];
    renderConsole();
    await signInAs('marketing.team');
    const table = await screen.findByRole('table', { name: 'Content cards' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toContain('Until');
    const until = (title: string) => {
      const row = within(table).getByRole('row', { name: new RegExp(title) });
      return within(row).getAllByRole('cell')[headers.indexOf('Until') - 1]!.textContent;
    };
    expect(until('Forever')).toBe('No expiry');
    expect(until('Last year')).toMatch(/2020.*\(expired\)$/);
    expect(until('Next century')).toMatch(/2099/);
    expect(until('Next century')).not.toMatch(/expired/);
  });

  it('limits each card text to the contract, and names too-long text and a bad link in plain words', async () => {
    renderConsole();
    await signInAs('marketing.team');
    const title = await screen.findByLabelText('Title');
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(title.getAttribute('maxlength')).toBe(String(ENGAGEMENT_LIMITS.titleMax));
    expect(maxLength('Subtitle, left')).toBe(String(ENGAGEMENT_LIMITS.titleMax));
    expect(maxLength('Pickup price label')).toBe(String(ENGAGEMENT_LIMITS.titleMax));
    expect(maxLength('Subtitle separator')).toBe(String(ENGAGEMENT_LIMITS.separatorMax));
    expect(maxLength('Link')).toBe(String(ENGAGEMENT_LIMITS.urlMax));
    expect(maxLength('Image')).toBe(String(ENGAGEMENT_LIMITS.urlMax));

    // Pasted text can pass the attribute (and old browsers ignore it): the form still checks.
    fireEvent.change(title, { target: { value: 'x'.repeat(ENGAGEMENT_LIMITS.titleMax + 1) } });
    fireEvent.change(screen.getByLabelText('Subtitle separator'), { target: { value: '||||||' } });
    await userEvent.type(screen.getByLabelText('Link'), 'offers');
    await userEvent.type(screen.getByLabelText('Pickup price'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule card' }));
    expect(screen.getByText('Use at most 120 characters.')).toBeTruthy();
    expect(screen.getByText('Use at most 5 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a path starting with / or an https:// address.')).toBeTruthy();
    expect(screen.getByText('Enter at most $10,000.00.')).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it('limits each message text to the contract, and names too-long text, a bad link and a passed end', async () => {
    renderConsole();
    await signInAs('marketing.team');
    await userEvent.click(await screen.findByRole('tab', { name: 'In-app messages' }));
    const message = screen.getByLabelText('Message');
    expect(screen.getByLabelText('Heading').getAttribute('maxlength')).toBe(String(ENGAGEMENT_LIMITS.titleMax));
    expect(message.getAttribute('maxlength')).toBe(String(ENGAGEMENT_LIMITS.textMax));
    expect(screen.getByLabelText('Button text').getAttribute('maxlength')).toBe(String(ENGAGEMENT_LIMITS.titleMax));
    expect(screen.getByLabelText('Link').getAttribute('maxlength')).toBe(String(ENGAGEMENT_LIMITS.urlMax));

    await userEvent.type(screen.getByLabelText('Heading'), 'Hello');
    fireEvent.change(message, { target: { value: 'x'.repeat(ENGAGEMENT_LIMITS.textMax + 1) } });
    await userEvent.type(screen.getByLabelText('Link'), 'javascript:alert(1)');
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule message' }));
    expect(screen.getByText('Use at most 500 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a path starting with / or an https:// address.')).toBeTruthy();
    expect(screen.getByText(fieldMessages.ended)).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('lays its four tabs out evenly: two rows of two on a phone, one row from md up', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'marketing-console.css'), 'utf8');
    const columns = [...css.matchAll(/\.marketing-tabs \.tabs \{\s*grid-template-columns: repeat\((\d+),/g)].map((m) =>
      Number(m[1]),
    );
    expect(columns).toEqual([2, 4]);
  });

  it('needs a store for a contactless message', async () => {
    renderConsole();
    await signInAs('marketing.team');
    await userEvent.click(await screen.findByRole('tab', { name: 'In-app messages' }));
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'contactless');
    await userEvent.type(screen.getByLabelText('Heading'), 'Contactless delivery');
    await userEvent.type(screen.getByLabelText('Message'), 'We leave it at the door.');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule message' }));
    expect(screen.getByText('Choose at least one store.')).toBeTruthy();
  });
});
