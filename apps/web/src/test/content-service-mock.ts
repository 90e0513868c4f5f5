// A stand-in for the content service in component tests: a configuration holding the content key,
// and `fetch` answering spaces/me, stories by prefix and datasources (or failing), every request kept.
import { storiesResponseSchema, type ContentStory } from '@storefront/contract';
import { vi } from 'vitest';
import { useConfigurationStore } from '../lib/api/get-configuration.ts';
import { contentClient } from '../lib/content/app-content-client.ts';
import { contentSpace } from './content-fixtures.ts';
import { sampleConfiguration } from './fixtures.ts';

let version = 1_000;

/** A published story as the service sends it. */
export function contentStory(n: number, fullSlug: string, content: Record<string, unknown>): ContentStory {
  return {
    id: n,
    uuid: `cc000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: fullSlug,
    slug: fullSlug.split('/').pop() ?? fullSlug,
    full_slug: fullSlug,
    created_at: '2026-06-01T00:00:00.000Z',
    published_at: '2026-06-01T00:00:00.000Z',
    first_published_at: '2026-06-01T00:00:00.000Z',
    position: n,
    tag_list: [],
    is_startpage: false,
    lang: 'default',
    content: { _uid: `uid-${n}`, component: 'x', ...content },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Gives the app a content key and serves `stories` (all of them when `fail` is false); other calls
 * answer `others(url)` or 404. A new published version each time, so no earlier answer is reused.
 */
export function serveContent(
  stories: ContentStory[],
  options: {
    fail?: boolean;
    others?: (url: URL) => Response;
    /** Datasource entries by datasource slug (name, value); one not given answers 404. */
    datasources?: Record<string, [name: string, value: string][]>;
  } = {},
) {
  version += 1;
  const cv = version;
  contentClient.checkVersion();
  useConfigurationStore.setState({
    configuration: {
      ...sampleConfiguration,
      settings: { ...sampleConfiguration.settings, API_CONTENT_KEY: { key: 'content-key' } },
    },
  });
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname + url.search);
    if (url.pathname.includes('/content/cdn/')) {
      if (options.fail) return json(500, { message: 'down' });
      if (url.pathname.endsWith('/spaces/me')) return json(200, { space: contentSpace(cv) });
      if (url.pathname.endsWith('/cdn/stories')) {
        const prefix = url.searchParams.get('starts_with') ?? '';
        const answer = { stories: stories.filter((s) => s.full_slug.startsWith(prefix)), cv, rels: [], links: [] };
        return json(200, storiesResponseSchema.parse(answer));
      }
      const datasource = options.datasources?.[url.searchParams.get('datasource') ?? ''];
      if (url.pathname.endsWith('/cdn/datasource_entries') && datasource) {
        const entries = datasource.map(([name, value], id) => ({ id, name, value, dimension_value: null }));
        return json(200, { datasource_entries: entries });
      }
    }
    return options.others?.(url) ?? json(404, { message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** Back to no configuration (no content key: nothing is read). */
export function forgetContent() {
  useConfigurationStore.setState({ configuration: null });
  vi.unstubAllGlobals();
}
