import {
  datasourceEntriesResponseSchema,
  MISSING_CONTENT_KEY,
  spaceResponseSchema,
  storiesResponseSchema,
  storyResponseSchema,
} from '@storefront/contract';
import { blogPostSeeds, configuration, datasourceSeeds } from '@storefront/catalog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { CONTENT_VERSION_CHECK_MS } from './content-version.ts';
import { publishStory } from './content.repository.ts';

const token = (configuration.settings.API_CONTENT_KEY as { key: string }).key;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let ctx: TestContext;
let client = 0;
// Moved by hand: the instance asks the database for `cv` again only when this clock says so.
const clock = fixedClock(new Date());
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());
// Each test reads as its own client, so the 5-a-second budget of one never spills into another.
beforeEach(() => {
  client += 1;
});

const read = (url: string, ip = `10.0.0.${client}`) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/content/cdn/${url}`, remoteAddress: ip });

describe('content service', () => {
  it(`answers 401 '${MISSING_CONTENT_KEY}' without the public key, or with another`, async () => {
    for (const url of [
      'stories?starts_with=blog/',
      'spaces/me',
      'datasource_entries?datasource=dictionary',
      `stories/content/faq`,
    ]) {
      const res = await read(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MISSING_CONTENT_KEY);
    }
    expect((await read('spaces/me?token=not-the-key')).statusCode).toBe(401);
  });

  it('pages stories by slug prefix, 25 by default, newest first, with Total and Per-Page', async () => {
    const first = await read(`stories?starts_with=blog/&per_page=5&token=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers.total).toBe(String(blogPostSeeds.length));
    expect(first.headers['per-page']).toBe('5');
    const page1 = storiesResponseSchema.parse(first.json()).stories;
    expect(page1).toHaveLength(5);
    const page3 = storiesResponseSchema.parse(
      (await read(`stories?starts_with=blog/&per_page=5&page=3&token=${token}`)).json(),
    );
    expect(page3.stories).toHaveLength(blogPostSeeds.length - 10);
    const dates = page1.map((s) => s.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await read(`stories?token=${token}`);
    expect(all.headers['per-page']).toBe('25');
    expect(storiesResponseSchema.parse(all.json()).stories).toHaveLength(Math.min(25, Number(all.headers.total)));
  });

  it('filters blog posts by category and reads one story by its full slug', async () => {
    const res = await read(`stories?starts_with=blog/&filter_query[category][in]=recipes&token=${token}`);
    expect(res.json()).toMatchObject({ cv: expect.any(Number) });
    const stories = storiesResponseSchema.parse(res.json()).stories;
    expect(stories.length).toBe(4);
    expect(stories.every((s) => s.content.category === 'recipes')).toBe(true);
    const one = await read(`stories/${stories[0]!.full_slug}?token=${token}`);
    expect(storyResponseSchema.parse(one.json()).story.uuid).toBe(stories[0]!.uuid);
    expect((await read(`stories/content/no-such-page?token=${token}`)).statusCode).toBe(404);
  });

  it('fetches stories by uuid in batches of at most 50', async () => {
    const uuids = blogPostSeeds.slice(0, 3).map((s) => s.uuid);
    const res = await read(`stories?by_uuids=${uuids.join(',')}&token=${token}`);
    expect(
      storiesResponseSchema
        .parse(res.json())
        .stories.map((s) => s.uuid)
        .sort(),
    ).toEqual([...uuids].sort());
    const tooMany = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const refused = await read(`stories?by_uuids=${tooMany.join(',')}&token=${token}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('query.by_uuids');
  });

  it('serves datasources: the dictionary (up to 500 entries) and the feature flags', async () => {
    const dictionary = await read(`datasource_entries?datasource=dictionary&per_page=500&token=${token}`);
    const entries = datasourceEntriesResponseSchema.parse(dictionary.json()).datasource_entries;
    expect(entries.map((e) => e.name)).toEqual(datasourceSeeds.dictionary.map(([name]) => name));
    expect(entries.length).toBeLessThanOrEqual(500);
    const flags = datasourceEntriesResponseSchema.parse(
      (await read(`datasource_entries?datasource=feature-flags&token=${token}`)).json(),
    ).datasource_entries;
    expect(flags.find((f) => f.name === 'pizzas_page_category')?.value).toBe('enable');
  });

  it('sees a publish made elsewhere at its next cv check: until then the old version, then the change instead of the cached answer', async () => {
    const spaceVersion = async (ip: string) =>
      spaceResponseSchema.parse((await read(`spaces/me?token=${token}`, ip)).json()).space.version;
    const before = await spaceVersion(`10.1.0.${client}`);
    const url = `stories/blog/${blogPostSeeds[0]!.full_slug.split('/')[1]}?cv=${before}&token=${token}`;
    const cached = await read(url);
    expect(cached.headers['cache-control']).toBe('public, max-age=300');
    expect(storyResponseSchema.parse(cached.json()).cv).toBe(before);

    // Written straight into the database, as another instance's publish is: this one is not told.
    const edited = {
      ...blogPostSeeds[0]!,
      content: { ...blogPostSeeds[0]!.content, title: 'Smoky Brisket, now on every menu' },
    };
    const after = await publishStory(ctx.database.db, edited, new Date());
    expect(after).toBeGreaterThan(before);

    // Before the next check this instance still serves the version it knows, consistently.
    const stale = storyResponseSchema.parse((await read(url, `10.2.0.${client}`)).json());
    expect(stale.cv).toBe(before);
    expect(stale.story.content.title).not.toBe('Smoky Brisket, now on every menu');

    clock.set(new Date(clock.now().getTime() + CONTENT_VERSION_CHECK_MS));
    const fresh = await read(url, `10.3.0.${client}`);
    // The app's cv is now old: the answer is the new version's, and not to be kept.
    expect(fresh.headers['cache-control']).toBe('no-cache');
    expect(storyResponseSchema.parse(fresh.json()).cv).toBe(after);
    expect(storyResponseSchema.parse(fresh.json()).story.content.title).toBe('Smoky Brisket, now on every menu');
    expect(await spaceVersion(`10.4.0.${client}`)).toBe(after);
  });

  it('sees a publish through the editor on this instance at once, with no cv check in between', async () => {
    const spaceVersion = async (ip: string) =>
      spaceResponseSchema.parse((await read(`spaces/me?token=${token}`, ip)).json()).space.version;
    const before = await spaceVersion(`10.1.0.${client}`);
    const cached = storyResponseSchema.parse(
      (await read(`stories/content/faq?token=${token}`, `10.2.0.${client}`)).json(),
    );
    expect(cached.cv).toBe(before);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { username: 'content.editor', password: 'Pizza-Content-2026' },
    });
    const auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const draft = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/content-editor/stories/${cached.story.uuid}/draft`,
      headers: auth,
      payload: { name: cached.story.name, fields: { title: 'Questions, answered today' } },
    });
    expect(draft.statusCode).toBe(200);
    const published = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/content-editor/stories/${cached.story.uuid}/publish`,
      headers: auth,
    });
    expect(published.statusCode).toBe(200);
    const { cv } = published.json() as { cv: number };
    expect(cv).toBeGreaterThan(before);

    // The clock has not moved: no check ran, the publish itself told the readers.
    expect(await spaceVersion(`10.3.0.${client}`)).toBe(cv);
    const fresh = storyResponseSchema.parse(
      (await read(`stories/content/faq?token=${token}`, `10.4.0.${client}`)).json(),
    );
    expect(fresh.cv).toBe(cv);
    expect(fresh.story.content.title).toBe('Questions, answered today');
  });

  it('answers 429 with Retry-After past 5 requests a second from one client', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i += 1) {
      const res = await read(`spaces/me?token=${token}`, '10.9.9.9');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = res.headers['retry-after'] as string;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Another client still has its own budget.
    expect((await read(`spaces/me?token=${token}`, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('content version across instances', () => {
  it('a publish on one instance reaches another through Redis at once, before its own cv check', async () => {
    // Two servers of one deployment: one database, one Redis, the same key prefix; time held still.
    const held = fixedClock(new Date());
    const redisEnv = { REDIS_URL, REDIS_KEY_PREFIX: `content-${Date.now()}:` };
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...redisEnv });
    const first = await buildTestApp({ clock: held, env: redisEnv });
    const second = await buildApp({ env, database: first.database, logger: false, clock: held });
    await second.ready();
    const readFrom = async (app: typeof second, url: string, ip: string) =>
      app.inject({ method: 'GET', url: `/api/v1/content/cdn/${url}token=${token}`, remoteAddress: ip });
    try {
      const before = spaceResponseSchema.parse((await readFrom(second, 'spaces/me?', '10.50.0.1')).json()).space
        .version;
      const faq = storyResponseSchema.parse((await readFrom(second, 'stories/content/faq?', '10.50.0.2')).json());

      const login = await first.app.inject({
        method: 'POST',
        url: '/api/v1/staff/login',
        payload: { username: 'content.editor', password: 'Pizza-Content-2026' },
      });
      const auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
      await first.app.inject({
        method: 'PUT',
        url: `/api/v1/content-editor/stories/${faq.story.uuid}/draft`,
        headers: auth,
        payload: { name: faq.story.name, fields: { title: 'Questions, answered on every server' } },
      });
      const published = await first.app.inject({
        method: 'POST',
        url: `/api/v1/content-editor/stories/${faq.story.uuid}/publish`,
        headers: auth,
      });
      const { cv } = published.json() as { cv: number };
      expect(cv).toBeGreaterThan(before);

      let ip = 10;
      await expect
        .poll(
          async () =>
            storyResponseSchema.parse((await readFrom(second, 'stories/content/faq?', `10.50.1.${(ip += 1)}`)).json())
              .story.content.title,
          { timeout: 3_000 },
        )
        .toBe('Questions, answered on every server');
      expect(spaceResponseSchema.parse((await readFrom(second, 'spaces/me?', '10.50.2.1')).json()).space.version).toBe(
        cv,
      );
    } finally {
      await second.close();
      await first.close();
    }
  });
});
