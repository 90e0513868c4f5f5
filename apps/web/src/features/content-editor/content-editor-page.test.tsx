import type { EditorStory, EditorStorySummary, EditorStoryVersion } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentEditorPage } from './content-editor-page.tsx';
import { useEditorSession } from './editor-session.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { unsavedMessages } from './unsaved-edits.ts';

const UUID = '5b0e1c1e-0000-4000-8000-000000000001';
const EDITOR_LOGIN = {
  token: 'editor-token',
  staff: { username: 'content.editor', name: 'Content Editor', storeCode: 'NSW001', storeName: 'Sydney' },
  expiresAt: '2099-01-01T00:00:00+10:00',
};
const STORE_LOGIN = {
  token: 'store-token',
  staff: { username: 'hobart.manager', name: 'Hobart Manager', storeCode: 'TAS001', storeName: 'Hobart' },
  expiresAt: '2099-01-01T00:00:00+10:00',
};
const SUMMARY: EditorStorySummary = {
  uuid: UUID,
  fullSlug: 'content/about-us',
  name: 'About us',
  component: 'page',
  publishedAt: '2026-01-01T00:00:00.000Z',
  hasDraft: false,
};
const PUBLISHED_FIELDS = { title: 'About us', lead: 'Family run since 1987.', body: 'We bake **every** base.' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, message: string, errors: object[] = []) =>
  new Response(JSON.stringify({ status, code, message, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

let story: EditorStory;
let versions: EditorStoryVersion[];
let storiesAnswer: () => Response;
const requests: { method: string; url: string; body?: unknown; authorization?: string }[] = [];

function draftOf(name: string, fields: Record<string, string>) {
  const version = versions.length + 1;
  versions = [
    { version, name, savedBy: 'content.editor', savedAt: '2026-05-01T02:00:00.000Z', publishedAt: null },
    ...versions,
  ];
  story = {
    ...story,
    draft: { version, name, fields, savedBy: 'content.editor', savedAt: '2026-05-01T02:00:00.000Z' },
  };
  return json(story);
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const method = init.method ?? 'GET';
  const authorization = (init.headers as Record<string, string> | undefined)?.authorization;
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  requests.push({ method, url, body, authorization });
  if (url === '/api/v1/staff/login') {
    if (body.password.length > 200) return problem(400, 'BadRequest', 'password: Too big');
    if (body.password !== 'right') return problem(401, 'Unauthorized', 'That username and password do not match.');
    return json(body.username === 'content.editor' ? EDITOR_LOGIN : STORE_LOGIN);
  }
  if (authorization !== 'Bearer editor-token') {
    return authorization === 'Bearer store-token'
      ? problem(403, 'Forbidden', 'This account cannot edit content.')
      : problem(401, 'Unauthorized', 'Your console session has ended. Please sign in again.');
  }
  if (url === '/api/v1/content-editor/me') return json({ username: 'content.editor', name: 'Content Editor' });
  if (url.startsWith('/api/v1/content-editor/stories?')) return storiesAnswer();
  if (url === `/api/v1/content-editor/stories/${UUID}`) return json(story);
  if (url === `/api/v1/content-editor/stories/${UUID}/versions`) return json(versions);
  if (url === `/api/v1/content-editor/stories/${UUID}/draft` && method === 'PUT') {
    if (body.fields.lead?.length > 2000)
      return problem(400, 'InvalidRequest', 'Some fields cannot be saved.', [
        { field: 'body.fields.lead', message: 'at most 2000 characters' },
      ]);
    return draftOf(body.name, body.fields);
  }
  if (url === `/api/v1/content-editor/stories/${UUID}/publish` && method === 'POST') {
    const draft = story.draft!;
    versions = versions.map((v) =>
      v.version === draft.version ? { ...v, publishedAt: '2026-05-01T02:05:00.000Z' } : v,
    );
    story = {
      ...story,
      published: { name: draft.name, fields: draft.fields, publishedAt: '2026-05-01T02:05:00.000Z' },
      draft: null,
    };
    return json({ story, cv: 1_800_000_000 });
  }
  const restore = url.match(/\/versions\/(\d+)\/restore$/);
  if (restore && method === 'POST') {
    return draftOf('About us', { ...PUBLISHED_FIELDS, lead: `Restored from ${restore[1]}` });
  }
  throw new Error(`unexpected ${method} ${url}`);
});

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContentEditorPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signIn(username = 'content.editor', password = 'right') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
beforeEach(() => {
  story = {
    uuid: UUID,
    fullSlug: 'content/about-us',
    component: 'page',
    published: { name: 'About us', fields: PUBLISHED_FIELDS, publishedAt: '2026-01-01T00:00:00.000Z' },
    draft: null,
  };
  versions = [];
  storiesAnswer = () => json([SUMMARY]);
});
afterEach(() => {
  requests.length = 0;
  fetchMock.mockClear();
  useEditorSession.setState({ session: null, endedBecause: null });
});

describe('content editor sign-in', () => {
  it('asks for both fields, refuses a wrong password, and keeps a store-only account out', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();

    await signIn('content.editor', 'wrong');
    expect(await screen.findByText('That username and password do not match a staff account.')).toBeTruthy();

    // A password past the server's limit (400) is no account's either: not a connection problem.
    await user.clear(screen.getByLabelText('Username'));
    await signIn('content.editor', 'x'.repeat(201));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('That username and password do not match a staff account.'),
    );
    expect(screen.queryByText(/Check your connection/)).toBeNull();

    await user.clear(screen.getByLabelText('Username'));
    await signIn('hobart.manager');
    expect(await screen.findByText(/This account cannot edit content/)).toBeTruthy();
    expect(useEditorSession.getState().session).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Stories' })).toBeNull();
  });

  it('shows the sign-in again when the session is refused mid-way', async () => {
    useEditorSession.setState({
      session: { token: 'expired', name: 'Content Editor', expiresAt: '2099-01-01T00:00:00Z' },
    });
    renderEditor();
    expect(await screen.findByText('Your session has ended. Sign in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('editing a story', () => {
  it('lists the stories, or says there are none, or offers a retry', async () => {
    storiesAnswer = () => json([]);
    renderEditor();
    await signIn();
    expect(await screen.findByText('There are no stories in this folder.')).toBeTruthy();
    storiesAnswer = () => problem(500, 'InternalError', 'Something went wrong');
    await userEvent.setup().selectOptions(screen.getByLabelText('Folder'), 'blog/');
    expect(await screen.findByText('The stories could not be loaded.')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/v1/content-editor/stories?starts_with=blog%2F')).toBe(true);
  });

  it('asks before edits not saved are left: another area, a reload or a closed tab', async () => {
    renderEditor();
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: /About us/ }));
    const lead = await screen.findByLabelText('Lead');
    const unloadRefused = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unloadRefused()).toBe(false);

    await user.type(lead, ' More.');
    expect(unloadRefused()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dictionary' }));
    expect(useAlertStore.getState().current?.title).toBe(unsavedMessages.title);
    act(() => useAlertStore.getState().settle(false));
    // Kept editing: the story and its edit are still there.
    await waitFor(() => expect((screen.getByLabelText('Lead') as HTMLTextAreaElement).value).toContain('More.'));

    await user.click(screen.getByRole('button', { name: 'Dictionary' }));
    act(() => useAlertStore.getState().settle(true));
    await waitFor(() => expect(screen.queryByLabelText('Lead')).toBeNull());
    expect(unloadRefused()).toBe(false);
  });

  it('edits, previews, saves a draft, publishes, and restores a version', async () => {
    renderEditor();
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: /About us/ }));

    const lead = await screen.findByLabelText('Lead');
    expect((lead as HTMLTextAreaElement).value).toBe('Family run since 1987.');
    const preview = screen.getByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(within(preview).getByText('every').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('No saved versions yet: the first Save draft makes one.')).toBeTruthy();

    await user.clear(lead);
    await user.type(lead, 'Still family run.');
    const body = screen.getByLabelText('Body');
    await user.clear(body);
    await user.type(body, '## Our ovens');
    expect(within(preview).getByRole('heading', { name: 'Our ovens', level: 2 })).toBeTruthy();
    expect(within(preview).getByText('Still family run.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved as version 1/)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'About us',
      fields: { ...PUBLISHED_FIELDS, lead: 'Still family run.', body: '## Our ovens' },
    });
    expect(put.authorization).toBe('Bearer editor-token');
    expect(await screen.findByText('Version 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/^Published\./)).toBeTruthy();
    expect(requests.filter((r) => r.url.endsWith('/publish'))).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(/published/, { selector: 'li span' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText(/Version 1 restored as a new draft \(version 2\)/)).toBeTruthy();
    expect((screen.getByLabelText('Lead') as HTMLTextAreaElement).value).toBe('Restored from 1');
  });

  it('shows the server’s field errors beside the field, and publishing unsaved changes saves them first', async () => {
    renderEditor();
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: /About us/ }));
    const lead = await screen.findByLabelText('Lead');
    await user.clear(lead);
    await user.click(lead);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('at most 2000 characters')).toBeTruthy();
    expect(lead.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert', { name: '' }).textContent).toContain('Some fields cannot be saved.');

    await user.clear(lead);
    await user.type(lead, 'Short again.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/^Published\./)).toBeTruthy();
    const order = requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.split('/').pop()}`);
    expect(order.slice(-2)).toEqual(['PUT draft', 'POST publish']);
  });
});
