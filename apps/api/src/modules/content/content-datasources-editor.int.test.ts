import { configuration } from '@storefront/catalog';
import {
  datasourceEntriesResponseSchema,
  spaceResponseSchema,
  type DatasourceChange,
  type DatasourceChangeResult,
  type EditorDatasource,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDatasourceEntries } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Decision 206: editors list, add, change and delete dictionary entries and feature flags; each
// change is published at once (cv is bumped), logged, and read by customers after the cv check.
const contentKey = (configuration.settings.API_CONTENT_KEY as { key: string }).key;
const EDITOR = { username: 'content.editor', password: 'Pizza-Content-2026' };
const STORE_MANAGER = { username: 'hobart.manager', password: 'Pizza-Hobart-2026' };

let ctx: TestContext;
let editorToken: string;
let storeToken: string;
let publicClient = 0;

const signIn = async (who: { username: string; password: string }) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
};

const asEditor = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = editorToken) =>
  ctx.app.inject({
    method,
    url: `/api/v1/content-editor/datasources/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const publicRead = (url: string) => {
  publicClient += 1;
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/content/cdn/${url}${url.includes('?') ? '&' : '?'}token=${contentKey}`,
    remoteAddress: `10.78.0.${publicClient}`,
  });
};
const readCv = async () => spaceResponseSchema.parse((await publicRead('spaces/me')).json()).space.version;
/** The published version as customers learn it: an instance re-reads it at most a second late. */
const currentCv = async (expected?: number) => {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const cv = await readCv();
    if (expected === undefined ? Date.now() > deadline - 1_800 : cv === expected || Date.now() > deadline) return cv;
    await new Promise((r) => setTimeout(r, 100));
  }
};
/** What the app reads: the datasource's entries as name → value, for the current cv. */
const customerReads = async (datasource: string) => {
  const cv = await currentCv();
  const res = await publicRead(`datasource_entries?datasource=${datasource}&per_page=500&cv=${cv}`);
  expect(res.statusCode).toBe(200);
  const entries = datasourceEntriesResponseSchema.parse(res.json()).datasource_entries;
  return new Map(entries.map((entry) => [entry.name, entry.value]));
};

beforeAll(async () => {
  ctx = await buildTestApp();
  editorToken = await signIn(EDITOR);
  storeToken = await signIn(STORE_MANAGER);
});
afterAll(() => ctx.close());

describe('who may change the dictionary and flags', () => {
  it('answers 401 signed out or with an unknown token, and 403 to an account without the editor role', async () => {
    const calls: ['GET' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', 'dictionary'],
      ['GET', 'feature-flags/changes'],
      ['PUT', 'dictionary/entries/home.cards.deals', { value: 'Taken over' }],
      ['DELETE', 'feature-flags/entries/blog'],
    ];
    for (const [method, url, payload] of calls) {
      const signedOut = await ctx.app.inject({
        method,
        url: `/api/v1/content-editor/datasources/${url}`,
        ...(payload ? { payload } : {}),
      });
      expect(signedOut.statusCode).toBe(401);
      expect((await asEditor(method, url, payload, 'not-a-token')).statusCode).toBe(401);
      const refused = await asEditor(method, url, payload, storeToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'Forbidden', message: 'This account cannot edit content.' });
    }
    expect((await customerReads('dictionary')).get('home.cards.deals')).toBe('Deals for you');
    expect((await customerReads('feature-flags')).has('blog')).toBe(true);
  });
});

describe('editing', () => {
  it('lists the seeded dictionary and flags in the order the app reads them, with their limits', async () => {
    const dictionary = (await asEditor('GET', 'dictionary')).json() as EditorDatasource;
    expect(dictionary.entriesMax).toBe(500);
    expect(dictionary.entries[0]).toEqual({ name: 'blog.title', value: 'Blog' });
    const flags = (await asEditor('GET', 'feature-flags')).json() as EditorDatasource;
    expect(flags.entriesMax).toBe(100);
    expect(flags.entries).toContainEqual({ name: 'pizzas_page_category', value: 'enable' });
  });

  it('changes, adds and deletes entries: each publishes at once (cv bumps), customers read it, and the log keeps it', async () => {
    const before = await currentCv();
    const changed = await asEditor('PUT', 'dictionary/entries/home.cards.deals', { value: 'Hot deals for you' });
    expect(changed.statusCode).toBe(200);
    const result = changed.json() as DatasourceChangeResult;
    expect(result).toMatchObject({ entry: { name: 'home.cards.deals', value: 'Hot deals for you' }, added: false });
    expect(result.cv).toBeGreaterThan(before);
    expect(await currentCv(result.cv)).toBe(result.cv);
    expect((await customerReads('dictionary')).get('home.cards.deals')).toBe('Hot deals for you');

    // The same value again changes nothing: no new version.
    const same = (await asEditor('PUT', 'dictionary/entries/home.cards.deals', { value: 'Hot deals for you' })).json();
    expect(same).toMatchObject({ added: false, cv: result.cv });

    const added = (
      await asEditor('PUT', 'feature-flags/entries/new_menu_badge', { value: ' delivery,pickup ' })
    ).json();
    expect(added).toMatchObject({ entry: { name: 'new_menu_badge', value: 'delivery,pickup' }, added: true });
    const flags = (await asEditor('GET', 'feature-flags')).json() as EditorDatasource;
    expect(flags.entries.at(-1)).toEqual({ name: 'new_menu_badge', value: 'delivery,pickup' });
    expect((await customerReads('feature-flags')).get('new_menu_badge')).toBe('delivery,pickup');

    const removed = await asEditor('DELETE', 'feature-flags/entries/new_menu_badge');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ entry: null, added: false });
    expect((await customerReads('feature-flags')).has('new_menu_badge')).toBe(false);
    expect((await asEditor('DELETE', 'feature-flags/entries/new_menu_badge')).statusCode).toBe(404);

    const log = (await asEditor('GET', 'feature-flags/changes')).json() as DatasourceChange[];
    expect(log.slice(0, 2)).toMatchObject([
      { name: 'new_menu_badge', before: 'delivery,pickup', after: null, changedBy: 'content.editor' },
      { name: 'new_menu_badge', before: null, after: 'delivery,pickup', changedBy: 'content.editor' },
    ]);
    const words = (await asEditor('GET', 'dictionary/changes')).json() as DatasourceChange[];
    expect(words[0]).toMatchObject({ name: 'home.cards.deals', before: 'Deals for you', after: 'Hot deals for you' });

    // Put back, so the seeded words stand for the other tests.
    await asEditor('PUT', 'dictionary/entries/home.cards.deals', { value: 'Deals for you' });
  });
});

describe('seeding again', () => {
  it('leaves an entry an editor changed or deleted as the editor left it', async () => {
    await asEditor('PUT', 'dictionary/entries/offers.empty', { value: 'Nothing on right now.' });
    await asEditor('DELETE', 'feature-flags/entries/campaign_form');
    await seedCatalog(ctx.database.db);
    const { entries: words } = (await asEditor('GET', 'dictionary')).json() as EditorDatasource;
    expect(words).toContainEqual({ name: 'offers.empty', value: 'Nothing on right now.' });
    expect(words).toContainEqual({ name: 'offers.all', value: 'All offers' });
    const { entries: flags } = (await asEditor('GET', 'feature-flags')).json() as EditorDatasource;
    expect(flags.map((flag) => flag.name)).not.toContain('campaign_form');
    expect(flags.map((flag) => flag.name)).toContain('blog');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field for a bad name, value or datasource, and changes nothing', async () => {
    const cv = await currentCv();
    const cases: [string, object | undefined, string][] = [
      ['dictionary/entries/Home%20Title', { value: 'x' }, 'params.name'],
      ['dictionary/entries/home..title', { value: 'x' }, 'params.name'],
      ['feature-flags/entries/Blog-Flag', { value: 'enable' }, 'params.name'],
      ['feature-flags/entries/blog', { value: 'delivery, pickup' }, 'body.value'],
      ['feature-flags/entries/blog', { value: 'on!' }, 'body.value'],
      ['dictionary/entries/home.cards.deals', { value: '   ' }, 'body.value'],
      ['dictionary/entries/home.cards.deals', { value: 'x'.repeat(2001) }, 'body.value'],
      [`dictionary/entries/${'a'.repeat(81)}`, { value: 'x' }, 'params.name'],
      ['dictionary/entries/home.cards.deals', {}, 'body.value'],
      ['dictionary/entries/home.cards.deals', { value: 'x', extra: 1 }, 'body'],
      ['blacklisted-user-agents/entries/curl', { value: 'curl' }, 'params.datasource'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await asEditor('PUT', url, payload);
      expect(res.statusCode, url).toBe(400);
      const fields = (res.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
      expect(fields, url).toContain(field);
    }
    expect((await asEditor('GET', 'offer-categories')).statusCode).toBe(400);
    expect((await asEditor('DELETE', 'dictionary/entries/Not%20A%20Key')).statusCode).toBe(400);
    expect(await currentCv()).toBe(cv);
    expect((await customerReads('dictionary')).get('home.cards.deals')).toBe('Deals for you');
  });

  it('refuses a 501st dictionary entry with a clear message, while changing an existing one still works', async () => {
    const { entries } = (await asEditor('GET', 'dictionary')).json() as EditorDatasource;
    const fill = Array.from({ length: 500 - entries.length }, (_, i) => ({
      datasource: 'dictionary',
      name: `filler.entry-${i}`,
      value: `Filler ${i}`,
      position: 1000 + i,
    }));
    await ctx.database.db.insert(contentDatasourceEntries).values(fill);
    const refused = await asEditor('PUT', 'dictionary/entries/one.too-many', { value: 'No room' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The dictionary holds at most 500 entries: delete one you no longer need before adding another.',
    });
    expect((await asEditor('PUT', 'dictionary/entries/filler.entry-0', { value: 'Changed' })).statusCode).toBe(200);
    expect((await asEditor('DELETE', 'dictionary/entries/filler.entry-0')).statusCode).toBe(200);
    expect((await asEditor('PUT', 'dictionary/entries/one.too-many', { value: 'Room now' })).json()).toMatchObject({
      added: true,
    });
    const after = (await asEditor('GET', 'dictionary')).json() as EditorDatasource;
    expect(after.entries).toHaveLength(500);
    expect((await customerReads('dictionary')).size).toBe(500);
  });
});
