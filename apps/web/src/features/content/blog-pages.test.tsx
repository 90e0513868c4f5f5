import type { ContentStory } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { BlogCategoryPage, BlogPage, BlogPostPage } from './blog-pages.tsx';
import { ContentPage } from './content-page.tsx';
import { contentClient } from './content-queries.ts';
import { contentSpace } from '../../test/content-fixtures.ts';

const story = (n: number, category: string): ContentStory => ({
  id: n,
  uuid: `b10a0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Post ${n}`,
  slug: `post-${n}`,
  full_slug: `blog/post-${n}`,
  created_at: '2026-01-01T00:00:00.000Z',
  published_at: `2026-0${(n % 9) + 1}-01T00:00:00.000Z`,
  first_published_at: '2026-01-01T00:00:00.000Z',
  position: n,
  tag_list: [category],
  is_startpage: false,
  lang: 'default',
  content: {
    _uid: 'x',
    component: 'blog-post',
    title: `Post number ${n}`,
    teaser: `Teaser ${n}`,
    category,
    author: 'Red Roof Pizza',
    image: { filename: '/images/products/supreme.jpg', alt: 'A supreme pizza' },
    body: `Body of post ${n} with a [menu link](/menu/pizza).`,
  },
});

const posts = Array.from({ length: 23 }, (_, i) => story(i + 1, i % 2 ? 'recipes' : 'news'));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let requests: string[];
let failStories = false;
let version = 1;

beforeEach(() => {
  version += 1;
  contentClient.checkVersion();
  requests = [];
  failStories = false;
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
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url.pathname + url.search);
      if (url.searchParams.get('token') !== 'content-key') return json(401, { message: 'API Key not found' });
      if (url.pathname.endsWith('/spaces/me')) return json(200, { space: contentSpace(version) });
      if (url.pathname.endsWith('/cdn/stories')) {
        if (failStories) return json(500, { message: 'down' });
        const category = url.searchParams.get('filter_query[category][in]');
        const chosen = posts.filter((p) => !category || p.tag_list.includes(category));
        return json(200, { stories: chosen, cv: version, rels: [], links: [] });
      }
      const slug = url.pathname.split('/cdn/stories/')[1];
      const found = posts.find((p) => p.full_slug === slug);
      if (found) return json(200, { story: found, cv: version, rels: [], links: [] });
      if (slug === 'content/faq') {
        const page = { ...posts[0]!, full_slug: 'content/faq', slug: 'faq' };
        page.content = {
          _uid: 'y',
          component: 'page',
          title: 'FAQ',
          lead: 'Answers',
          body: '## Do I need an account?\n\nNo.',
        };
        return json(200, { story: page, cv: version, rels: [], links: [] });
      }
      return json(404, { message: 'This story does not exist' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/category/:category', element: <BlogCategoryPage /> },
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/faq', element: <ContentPage slug="faq" /> },
      { path: '/no-such-page', element: <ContentPage slug="no-such-page" /> },
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

describe('blog', () => {
  it('lists 20 posts a page with the pager, and the second page holds the rest', async () => {
    const router = renderAt('/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.some((r) => r.includes('token=content-key') && r.includes(`cv=${version}`))).toBe(true);
  });

  it('reads a post through its category', async () => {
    renderAt('/blog/category/recipes');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(11);
    await userEvent.click(screen.getByRole('link', { name: 'Post number 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'menu link' }).getAttribute('href')).toBe('/menu/pizza');
  });

  it('shows not-found for an unknown category or post', async () => {
    renderAt('/blog/category/gossip');
    expect(await screen.findByRole('heading', { name: /couldn't find that page/ })).toBeTruthy();
  });

  it('shows not-found for a post the service does not have', async () => {
    renderAt('/blog/no-such-post');
    expect(await screen.findByRole('heading', { name: /couldn't find that page/ })).toBeTruthy();
  });

  it('explains a failed load and tries again', async () => {
    failStories = true;
    renderAt('/blog');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    failStories = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(20);
  });
});

describe('content pages', () => {
  it('renders a page from the service', async () => {
    renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Do I need an account?' })).toBeTruthy();
  });

  it('shows not-found for an unknown slug', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: /couldn't find that page/ })).toBeTruthy();
  });
});
