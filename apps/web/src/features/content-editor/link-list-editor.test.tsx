// Link lists in the content editor (decision 191): add, remove and reorder with labelled buttons
// from the keyboard, addresses checked (a path here or https only), previewed, and saved with the
// draft; the API's refusal shows beside the link it names.
import type { EditorLink, EditorStory } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkListEditor, linkProblems } from './link-list-editor.tsx';
import { StoryEditor } from './story-editor.tsx';

const MENU: EditorLink[] = [
  { label: 'Pizza', url: '/menu/pizza' },
  { label: 'Sides', url: '/menu/sides' },
  { label: 'Drinks', url: '/menu/drinks' },
];

function Harness({ onLinks }: { onLinks?: (links: EditorLink[]) => void }) {
  const [links, setLinks] = useState(MENU);
  return (
    <LinkListEditor
      label="Our menu links"
      links={links}
      serverErrors={{}}
      showAllProblems={false}
      onChange={(next) => {
        setLinks(next);
        onLinks?.(next);
      }}
    />
  );
}

const labels = () => screen.getAllByLabelText(/^Label of link/).map((input) => (input as HTMLInputElement).value);

describe('link list editor', () => {
  it('moves, removes and adds links from the keyboard, focus following the link, each change announced', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Our menu links' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Pizza up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Drinks down' }).hasAttribute('disabled')).toBe(true);

    screen.getByRole('button', { name: 'Move Drinks up' }).focus();
    await user.keyboard('{Enter}');
    expect(labels()).toEqual(['Pizza', 'Drinks', 'Sides']);
    expect(screen.getByRole('status').textContent).toBe('Moved Drinks to position 2 of 3.');
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Drinks up'));
    await user.keyboard(' ');
    expect(labels()).toEqual(['Drinks', 'Pizza', 'Sides']);
    // At the top its Up button is disabled: focus stays on the link, on its Down button.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Drinks down'));

    await user.click(screen.getByRole('button', { name: 'Remove Pizza' }));
    expect(labels()).toEqual(['Drinks', 'Sides']);
    expect(screen.getByRole('status').textContent).toBe('Removed Pizza. 2 links.');
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Sides'));

    await user.click(screen.getByRole('button', { name: 'Add a link to Our menu links' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Label of link 3')));
    await user.keyboard('Blog');
    await user.type(screen.getByLabelText('Address of link 3'), '/blog');
    expect(labels()).toEqual(['Drinks', 'Sides', 'Blog']);
    expect(screen.getByRole('button', { name: 'Remove Blog' })).toBeTruthy();
  });

  it('checks each address once it is left: a path here or https only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const address = screen.getByLabelText('Address of link 1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'http://example.com', '//example.com', 'menu']) {
      await user.clear(address);
      await user.type(address, bad);
      await user.tab();
      expect(address.getAttribute('aria-invalid'), bad).toBe('true');
      expect(screen.getByText('a path in this site (/menu/pizza) or an https:// address')).toBeTruthy();
    }
    await user.clear(address);
    await user.type(address, 'https://careers.example.com/');
    await user.tab();
    expect(address.getAttribute('aria-invalid')).toBeNull();
    // The problem stays with its link when the links move or one is removed.
    await user.clear(address);
    await user.type(address, 'menu');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Move Pizza down' }));
    expect(labels()).toEqual(['Sides', 'Pizza', 'Drinks']);
    expect(screen.getByLabelText('Address of link 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Address of link 1').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Sides' }));
    expect(screen.getByLabelText('Address of link 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Address of link 2').getAttribute('aria-invalid')).toBeNull();

    expect(linkProblems({ label: ' ', url: '' })).toEqual({
      label: 'a link needs a label',
      url: 'a link needs an address',
    });
  });
});

const UUID = '5b0e1c1e-0000-4000-8000-000000000002';
const footer: EditorStory = {
  uuid: UUID,
  fullSlug: 'navigation/footer',
  component: 'navigation',
  linkListLabels: { 'groups.0.links': 'Our menu links' },
  published: {
    name: 'Footer',
    fields: {},
    linkLists: { 'groups.0.links': MENU },
    publishedAt: '2026-01-01T00:00:00.000Z',
  },
  draft: null,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status === 200 ? 'application/json' : 'application/problem+json' },
  });
let puts: unknown[];
let refuse: boolean;

beforeEach(() => {
  puts = [];
  refuse = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.endsWith('/versions')) return json([]);
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { name: string; fields: object; linkLists: object };
        puts.push(body);
        if (refuse)
          return json(
            {
              status: 400,
              code: 'InvalidRequest',
              message: 'Some fields cannot be saved.',
              errors: [{ field: 'body.linkLists.groups.0.links.1.url', message: 'refused by the service' }],
            },
            400,
          );
        const draft = {
          version: 2,
          name: body.name,
          fields: {},
          linkLists: body.linkLists,
          savedBy: 'e',
          savedAt: 'now',
        };
        return json({ ...footer, draft });
      }
      return json(footer);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderFooter() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoryEditor token="editor-token" uuid={UUID} />
    </QueryClientProvider>,
  );
}

describe('editing a story’s link list', () => {
  it('previews the edited list and saves it with the draft', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(await screen.findByRole('button', { name: 'Move Sides up' }));
    const preview = screen.getByRole('region', { name: 'Our menu links' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sides /menu/sides', 'Pizza /menu/pizza', 'Drinks /menu/drinks']);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved as version 2/)).toBeTruthy();
    expect(puts).toEqual([
      { name: 'Footer', fields: {}, linkLists: { 'groups.0.links': [MENU[1], MENU[0], MENU[2]] } },
    ]);
  });

  it('does not send a bad address, marking it; shows the API’s refusal beside the link it names', async () => {
    const user = userEvent.setup();
    renderFooter();
    const address = await screen.findByLabelText('Address of link 2');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Some links need a label or an allowed address/)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);

    refuse = true;
    await user.clear(address);
    await user.type(address, '/menu/sides/garlic-bread');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('refused by the service')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toHaveLength(1);
  });
});
