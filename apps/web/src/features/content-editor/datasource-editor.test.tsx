import type { DatasourceChange, EditorDatasource } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatasourceEditor } from './datasource-editor.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, message: string, errors: object[] = []) =>
  new Response(JSON.stringify({ status, code, message, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

let dictionary: EditorDatasource;
let flags: EditorDatasource;
let changes: DatasourceChange[];
let cv = 1_800_000_000;
const requests: { method: string; url: string; body?: unknown }[] = [];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const method = init.method ?? 'GET';
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  requests.push({ method, url, body });
  const base = '/api/v1/content-editor/datasources/';
  if (url === `${base}dictionary`) return json(dictionary);
  if (url === `${base}feature-flags`) return json(flags);
  if (url.endsWith('/changes')) return json(changes);
  const entry = url.match(/^\/api\/v1\/content-editor\/datasources\/([a-z-]+)\/entries\/(.+)$/);
  if (entry) {
    const source = entry[1] === 'dictionary' ? dictionary : flags;
    const name = decodeURIComponent(entry[2]!);
    const before = source.entries.find((e) => e.name === name);
    cv += 1;
    if (method === 'DELETE') {
      source.entries = source.entries.filter((e) => e.name !== name);
      changes = [
        {
          name,
          before: before!.value,
          after: null,
          changedBy: 'content.editor',
          changedAt: '2026-05-01T02:00:00.000Z',
        },
        ...changes,
      ];
      return json({ entry: null, added: false, cv });
    }
    if (body.value === 'too long') {
      cv -= 1;
      return problem(400, 'InvalidRequest', 'This entry cannot be saved.', [
        { field: 'body.value', message: 'at most 2000 characters' },
      ]);
    }
    source.entries = before
      ? source.entries.map((e) => (e.name === name ? { name, value: body.value } : e))
      : [...source.entries, { name, value: body.value }];
    changes = [
      {
        name,
        before: before?.value ?? null,
        after: body.value,
        changedBy: 'content.editor',
        changedAt: '2026-05-01T02:00:00.000Z',
      },
      ...changes,
    ];
    return json({ entry: { name, value: body.value }, added: !before, cv });
  }
  throw new Error(`unexpected ${method} ${url}`);
});

function renderEditor(datasource: 'dictionary' | 'feature-flags' = 'dictionary') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DatasourceEditor token="editor-token" datasource={datasource} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
beforeEach(() => {
  dictionary = {
    datasource: 'dictionary',
    entriesMax: 500,
    entries: [
      { name: 'home.cards.deals', value: 'Deals for you' },
      { name: 'offers.all', value: 'All offers' },
    ],
  };
  flags = {
    datasource: 'feature-flags',
    entriesMax: 100,
    entries: [{ name: 'pizzas_page_category', value: 'enable' }],
  };
  changes = [];
});
afterEach(() => {
  requests.length = 0;
  fetchMock.mockClear();
});

const writes = () => requests.filter((r) => r.method !== 'GET');

describe('the dictionary', () => {
  it('lists the entries, finds one, and changes its words: published at once, with the change logged', async () => {
    const user = renderEditor();
    const list = await screen.findByRole('list', { name: 'Dictionary entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 of at most 500 entries. Type part of a name or of its words.')).toBeTruthy();

    await user.type(screen.getByLabelText('Find an entry'), 'deals');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Change home.cards.deals' }));
    const value = screen.getByLabelText('Value of home.cards.deals');
    await waitFor(() => expect(document.activeElement).toBe(value));
    await user.clear(value);
    await user.type(value, 'Hot deals');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await screen.findByText(
      'Saved home.cards.deals. Customers see it at their next content check (content version 1800000001).',
    );
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/content-editor/datasources/dictionary/entries/home.cards.deals',
        body: { value: 'Hot deals' },
      },
    ]);
    await within(list).findByText('Hot deals');
    const log = screen.getByRole('region', { name: 'Recent changes' });
    await within(log).findByText('Deals for you');
    expect(within(log).getByText('home.cards.deals')).toBeTruthy();
  }, 15_000);

  it("checks a new entry's name before sending, refuses a name already there, and adds a good one", async () => {
    const user = renderEditor();
    await screen.findByRole('list', { name: 'Dictionary entries' });
    const add = screen.getByRole('button', { name: 'Add and publish' });
    await user.click(add);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give the entry a name')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Home Title');
    await user.type(screen.getByLabelText('Value'), 'Hello');
    await user.click(add);
    expect(screen.getByText(/lower-case letters and digits, in words split by dots or hyphens/)).toBeTruthy();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'offers.all');
    await user.click(add);
    expect(screen.getByText('There is already an entry named offers.all: change it in the list.')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'home.hero.kicker');
    await user.click(add);
    await screen.findByText(/^Added home.hero.kicker\./);
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/content-editor/datasources/dictionary/entries/home.hero.kicker',
        body: { value: 'Hello' },
      },
    ]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');

    // A change refused before sending: the message of the last one no longer stands above it.
    await user.click(add);
    expect(screen.getByText('Give the entry a name')).toBeTruthy();
    expect(screen.queryByText(/^Added home.hero.kicker\./)).toBeNull();
  });

  it("shows the API's refusal on the field, and deletes only once confirmed", async () => {
    const user = renderEditor();
    await screen.findByRole('list', { name: 'Dictionary entries' });
    await user.click(screen.getByRole('button', { name: 'Change offers.all' }));
    const value = screen.getByLabelText('Value of offers.all');
    await user.clear(value);
    await user.type(value, 'too long');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await screen.findByText('at most 2000 characters');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete offers.all' }));
    expect(screen.getByText(/The app shows its built-in words instead/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(writes().filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete offers.all' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete offers.all' }));
    await screen.findByText(/^Deleted offers.all\./);
    expect(writes().at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/v1/content-editor/datasources/dictionary/entries/offers.all',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change offers.all' })).toBeNull());
  });

  it('says clearly when the dictionary is full', async () => {
    dictionary.entries = Array.from({ length: 500 }, (_, i) => ({ name: `word.n${i}`, value: `Word ${i}` }));
    renderEditor();
    await screen.findByText(
      'The dictionary holds at most 500 entries: delete one you no longer need before adding another.',
    );
    expect(screen.queryByRole('button', { name: 'Add and publish' })).toBeNull();
  }, 30_000);
});

describe('feature flags', () => {
  it("checks a flag's value as the app reads it and adds a flag for some order types", async () => {
    const user = renderEditor('feature-flags');
    await screen.findByRole('list', { name: 'Feature flags entries' });
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('enable');
    await user.type(screen.getByLabelText('Name'), 'new_menu_badge');
    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), 'delivery, pickup');
    await user.click(screen.getByRole('button', { name: 'Add and publish' }));
    expect(screen.getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), 'delivery,pickup');
    await user.click(screen.getByRole('button', { name: 'Add and publish' }));
    await screen.findByText(/^Added new_menu_badge\./);
    expect(writes()[0]?.body).toEqual({ value: 'delivery,pickup' });
  });
});
