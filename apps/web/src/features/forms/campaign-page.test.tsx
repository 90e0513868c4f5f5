import { CAMPAIGN_DUPLICATE_MESSAGE, type ContentStory } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { contentClient } from '../../lib/content/app-content-client.ts';
import { contentSpace } from '../../test/content-fixtures.ts';
import { storeFixture } from '../../test/store-fixtures.ts';
import { campaignMessages } from './campaign-form.tsx';
import { campaignPageMessages, CampaignFormPage } from './campaign-page.tsx';
import { formMessages } from './form-messages.ts';

vi.mock('../../lib/captcha.ts', () => ({ solveCaptcha: vi.fn(async (action: string) => `solved-${action}-token`) }));

const story: ContentStory = {
  id: 1,
  uuid: 'ca4a0000-0000-4000-8000-000000000001',
  name: 'Free Pizza Friday',
  slug: 'free-pizza-friday',
  full_slug: 'campaigns/free-pizza-friday',
  created_at: '2026-11-01T00:00:00.000Z',
  published_at: '2026-11-01T00:00:00.000Z',
  first_published_at: '2026-11-01T00:00:00.000Z',
  position: 0,
  tag_list: [],
  is_startpage: false,
  lang: 'default',
  content: {
    _uid: 'c1',
    component: 'campaign',
    headline: 'A large Classic pizza on us',
    body: 'Tell us where to send it and we will e-mail you a coupon for a **free large pizza**.',
    image: { filename: '/images/products/pepperoni.jpg', alt: 'A large pepperoni pizza' },
  },
};

const RECEIPT = { sentTo: 'sam@example.com', validFrom: '2026-11-24', validTo: '2026-12-07', storeName: null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
const problem = (status: number, code: string, message: string, errors: { field: string; message: string }[] = []) =>
  json(status, { type: 'about:blank', title: code, status, code, message, errors });

let version = 1;
let failContent = false;
let claim: () => Response;
let claims: unknown[];

beforeEach(() => {
  version += 1;
  contentClient.checkVersion();
  failContent = false;
  claims = [];
  claim = () => json(201, RECEIPT);
  useConfigurationStore.setState({
    configuration: {
      settings: {
        WEBSITE_THEME: 'NONE',
        API_BRAZE_KEY: { key: 'k' },
        API_CONTENT_KEY: { key: 'content-key' },
        SESSION_RECORDING_IOS_ASSET_ID: 'i',
        SESSION_RECORDING_ANDROID_ASSET_ID: 'a',
        DELIVERY_SLOT_LENGTH_MINUTES: 15,
        PICKUP_SLOT_LENGTH_MINUTES: 0,
      },
      uris: { ENGAGEMENT_SDK: '/sdk.js', SECONDARY_WEB: 'https://example.com' },
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/store') {
        return json(200, [storeFixture(), storeFixture({ code: 'BON', storeId: 8, name: 'Red Roof Pizza Bondi' })]);
      }
      if (url.pathname === '/api/v1/user/campaign') {
        claims.push(JSON.parse(String(init.body)));
        return claim();
      }
      if (url.pathname.endsWith('/spaces/me')) return json(200, { space: contentSpace(version) });
      if (failContent) return json(500, { message: 'down' });
      if (url.pathname.endsWith('/cdn/stories'))
        return json(200, { stories: [story], cv: version, rels: [], links: [] });
      if (url.pathname.endsWith('/cdn/stories/campaigns/free-pizza-friday')) {
        return json(200, { story, cv: version, rels: [], links: [] });
      }
      return json(404, { message: 'This story does not exist' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function RouteErrorStandIn() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Other error'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/c/:slug?/:storeId?', element: <CampaignFormPage />, errorElement: <RouteErrorStandIn /> }],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);
const send = () => userEvent.click(screen.getByRole('button', { name: campaignMessages.submit }));

async function fillIn() {
  await screen.findByRole('heading', { level: 1, name: 'A large Classic pizza on us' });
  await type('First name', 'Sam');
  await type('Last name', 'Lee');
  await type('Email', 'sam@example.com');
}

describe('/c/{slug?}/{storeId?}', () => {
  it("shows the campaign story's headline, body and image, with a spinner first", async () => {
    renderAt('/c/free-pizza-friday');
    expect(screen.getByText(campaignPageMessages.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'A large Classic pizza on us' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A large pepperoni pizza' }).getAttribute('src')).toBe(
      '/images/products/pepperoni.jpg',
    );
    expect(screen.getByText('free large pizza').tagName).toBe('STRONG');
    expect(screen.getByRole('form', { name: 'Get your coupon' })).toBeTruthy();
  });

  it('without a slug, shows the newest campaign', async () => {
    renderAt('/c');
    expect(await screen.findByRole('heading', { level: 1, name: 'A large Classic pizza on us' })).toBeTruthy();
  });

  it('an unknown slug is the not-found page', async () => {
    renderAt('/c/no-such-offer');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('says when the story could not be loaded, and tries again', async () => {
    failContent = true;
    renderAt('/c/free-pizza-friday');
    expect((await screen.findByRole('alert')).textContent).toContain(campaignPageMessages.failed);
    failContent = false;
    await userEvent.click(screen.getByRole('button', { name: campaignPageMessages.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A large Classic pizza on us' })).toBeTruthy();
  });

  it('names the incomplete required fields, ties each to its input, focuses the first and sends nothing', async () => {
    renderAt('/c/free-pizza-friday');
    await screen.findByRole('heading', { level: 1, name: 'A large Classic pizza on us' });
    await send();
    expect(await screen.findByText(formMessages.incomplete)).toBeTruthy();
    const first = screen.getByLabelText('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe('Enter your first name');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText('Enter your last name')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy();
    expect(claims).toEqual([]);
  });

  it('sends the claim with a CAMPAIGN_FORM captcha and the linked store, then says what happens next', async () => {
    claim = () => json(201, { ...RECEIPT, storeName: 'Red Roof Pizza Bondi' });
    renderAt('/c/free-pizza-friday/8');
    await screen.findByRole('option', { name: 'Red Roof Pizza Bondi (NSW)' });
    await waitFor(() => expect((screen.getByLabelText('Store (optional)') as HTMLSelectElement).value).toBe('BON'));
    await fillIn();
    await send();
    expect(await screen.findByRole('heading', { name: campaignMessages.sentTitle })).toBeTruthy();
    // The form is replaced by the outcome, which takes focus for a screen reader.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'));
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByText(/at Red Roof Pizza Bondi, for delivery or pickup, by Monday 7 December 2026/)).toBeTruthy();
    expect(claims).toEqual([
      {
        campaign: 'free-pizza-friday',
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
        storeCode: 'BON',
        tokenV3: 'solved-CAMPAIGN_FORM-token',
      },
    ]);
  });

  it('leaves the store out when none is chosen, and the coupon works at any store', async () => {
    renderAt('/c/free-pizza-friday');
    await fillIn();
    await send();
    expect(await screen.findByText(new RegExp(campaignMessages.anyStore))).toBeTruthy();
    expect(claims[0]).not.toHaveProperty('storeCode');
  });

  it('a second claim the same day shows the spec message, on the form and the e-mail field', async () => {
    claim = () =>
      problem(409, 'DuplicateCampaignEmail', CAMPAIGN_DUPLICATE_MESSAGE, [
        { field: 'body.email', message: CAMPAIGN_DUPLICATE_MESSAGE },
      ]);
    renderAt('/c/free-pizza-friday');
    await fillIn();
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(CAMPAIGN_DUPLICATE_MESSAGE);
    expect(CAMPAIGN_DUPLICATE_MESSAGE).toBe('Sorry, you can only get 1 FREE Pizza coupon each day.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('says there was an error submitting the form when the call fails, keeping what was typed', async () => {
    claim = () => json(500, {});
    renderAt('/c/free-pizza-friday');
    await fillIn();
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(formMessages.submitError);
    expect(formMessages.submitError).toMatch(/^There was an error submitting the form/);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');
  });

  it('is reachable by keyboard alone: the fields and the button in order', async () => {
    renderAt('/c/free-pizza-friday');
    await screen.findByRole('heading', { level: 1, name: 'A large Classic pizza on us' });
    screen.getByLabelText('First name').focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Store (optional)'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: campaignMessages.submit }));
  });
});
